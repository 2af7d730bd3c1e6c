'use client';
import { useState } from 'react';
import {
  CARDS,
  CASES,
  checkTimingInput,
  findCard,
  parseSlotKey,
  resolveTiming,
  slotLabel,
  type AbilityInput,
  type Phase,
  type TimingInput,
} from '@/lib/timing';
import { Citations } from './Citations';
import { Timeline } from './Timeline';

const PHASE_LABEL: Record<Phase, string> = { strategy: 'Strategy', action: 'Action', status: 'Status', agenda: 'Agenda' };
const ORDER_HINT: Record<Phase, string> = {
  strategy: 'seating order, clockwise',
  action: 'initiative order',
  status: 'initiative order',
  agenda: 'seating order, clockwise',
};
const CARD_KINDS = [...new Set(CARDS.map((c) => c.kind))];

const control = 'min-h-11 rounded-md border border-zinc-300 bg-white px-2 text-base dark:border-zinc-700 dark:bg-zinc-900';
const button = 'min-h-11 min-w-11 rounded-md border border-zinc-300 px-3 dark:border-zinc-700';
const errorText = 'mt-1 text-sm text-red-700 dark:text-red-400';

const START = CASES.find((c) => c.rule === 'ti4-faq:action-cards-12')!.input;

export function TimingAssistant() {
  const [phase, setPhase] = useState<Phase>(START.phase);
  const [players, setPlayers] = useState<string[]>(START.players);
  const [activePlayer, setActivePlayer] = useState(START.activePlayer ?? '');
  const [speaker, setSpeaker] = useState(START.speaker ?? START.players[0] ?? '');
  const [abilities, setAbilities] = useState<AbilityInput[]>(START.abilities);
  const [selected, setSelected] = useState('space-cannon-offense');

  // Only the fields this phase uses, so a stale choice from another phase cannot block the answer.
  const input = {
    phase,
    players,
    ...(phase === 'action' && activePlayer ? { activePlayer } : {}),
    ...((phase === 'strategy' || phase === 'agenda') && speaker ? { speaker } : {}),
    abilities,
  };
  const checked = checkTimingInput(input);
  const result = checked.ok ? resolveTiming(checked.input) : undefined;
  const fieldError = (prefix: string) => (!checked.ok && checked.field.startsWith(prefix) ? checked.message : undefined);

  const busy = new Set((result?.order ?? []).map((e) => e.window.split('/')[0]!));
  const load = (example: TimingInput) => {
    setPhase(example.phase);
    setPlayers(example.players);
    setActivePlayer(example.activePlayer ?? example.players[0] ?? '');
    setSpeaker(example.speaker ?? example.players[0] ?? '');
    setAbilities(example.abilities);
  };

  return (
    <div>
      <Timeline selected={selected} onSelect={setSelected} busy={busy} />

      <section aria-labelledby="situation-title" className="mt-6 space-y-4">
        <h2 id="situation-title" className="text-lg font-semibold">
          The situation
        </h2>
        <label className="flex flex-col gap-1">
          <span>Load an example from the rules and the FAQ</span>
          <select
            className={control}
            value=""
            onChange={(e) => {
              const c = CASES[Number(e.target.value)];
              if (c) load(c.input);
            }}
          >
            <option value="">Choose an example…</option>
            {CASES.map((c, i) => (
              <option key={`${c.rule}-${i}`} value={i}>
                {c.title}
              </option>
            ))}
          </select>
        </label>

        <fieldset>
          <legend>Phase</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(Object.keys(PHASE_LABEL) as Phase[]).map((p) => (
              <label key={p} className={`${button} flex items-center gap-2`}>
                <input type="radio" name="phase" value={p} checked={phase === p} onChange={() => setPhase(p)} />
                {PHASE_LABEL[p]}
              </label>
            ))}
          </div>
        </fieldset>

        <Players phase={phase} players={players} setPlayers={setPlayers} error={fieldError('players')} />

        {phase === 'action' ? (
          <PlayerSelect label="Active player" value={activePlayer} players={players} onChange={setActivePlayer} error={fieldError('activePlayer')} />
        ) : null}
        {phase === 'strategy' || phase === 'agenda' ? (
          <PlayerSelect label="Speaker" value={speaker} players={players} onChange={setSpeaker} error={fieldError('speaker')} />
        ) : null}

        <Abilities players={players} abilities={abilities} setAbilities={setAbilities} error={fieldError('abilities')} />
        {!checked.ok && !['players', 'activePlayer', 'speaker', 'abilities'].some((f) => checked.field.startsWith(f)) ? (
          <p className={errorText} role="alert">
            {checked.message}
          </p>
        ) : null}
      </section>

      {result ? (
        <section aria-labelledby="order-title" className="mt-6">
          <h2 id="order-title" className="text-lg font-semibold">
            Resolution order
          </h2>
          {result.order.length === 0 && result.unplaced.length === 0 ? <p>Add an ability to see where it goes.</p> : null}
          <ol className="mt-2 space-y-3">
            {result.order.map((e, i) => {
              const slot = parseSlotKey(e.window);
              return (
                <li key={e.id} className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
                  <div className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-mono text-sm text-zinc-500">{i + 1}.</span>
                    <span className="font-semibold">{e.owner}</span>
                    <span>{abilityName(abilities.find((a) => a.id === e.id))}</span>
                    <span className="rounded bg-zinc-100 px-1 text-sm dark:bg-zinc-800">{e.timing}</span>
                  </div>
                  <button type="button" className="min-h-11 text-left text-blue-700 underline dark:text-blue-300" onClick={() => slot && setSelected(slot.step)}>
                    {slot ? slotLabel(slot, speaker) : e.window}
                  </button>
                  <p className="text-zinc-700 dark:text-zinc-300">{e.reason}</p>
                  <p className="mt-1 text-sm">
                    Rules: <Citations ids={e.rules} />
                  </p>
                </li>
              );
            })}
          </ol>
          {result.unplaced.length ? (
            <ul className="mt-3 space-y-2" aria-label="Abilities that could not be placed">
              {result.unplaced.map((u) => (
                <li key={u.id} className="rounded-lg border border-amber-400 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950">
                  <span className="font-semibold">{abilityName(abilities.find((a) => a.id === u.id))}</span>: {u.problem}
                </li>
              ))}
            </ul>
          ) : null}
          <details className="mt-4 text-sm">
            <summary className="min-h-11 cursor-pointer py-2">This situation as CLI input</summary>
            <pre className="overflow-x-auto rounded bg-zinc-100 p-2 dark:bg-zinc-900">{JSON.stringify(checked.ok ? checked.input : input, null, 1)}</pre>
          </details>
        </section>
      ) : null}
    </div>
  );
}

function abilityName(a: AbilityInput | undefined): string {
  if (!a) return '';
  return findCard(a.text)?.name ?? (a.text.length > 60 ? `${a.text.slice(0, 57)}…` : a.text);
}

function Players({ phase, players, setPlayers, error }: { phase: Phase; players: string[]; setPlayers: (p: string[]) => void; error?: string }) {
  const [name, setName] = useState('');
  const add = () => {
    const n = name.trim();
    if (n) setPlayers([...players, n]);
    setName('');
  };
  const move = (i: number) => setPlayers(players.map((p, j) => (j === i - 1 ? players[i]! : j === i ? players[i - 1]! : p)));
  return (
    <fieldset>
      <legend>Players, in {ORDER_HINT[phase]}</legend>
      <ol className="mt-1 space-y-1">
        {players.map((p, i) => (
          <li key={`${p}-${i}`} className="flex items-center gap-2">
            <span className="w-6 text-right font-mono text-sm text-zinc-500">{i + 1}</span>
            <span className="flex-1">{p}</span>
            <button type="button" className={button} onClick={() => move(i)} disabled={i === 0} aria-label={`Move ${p} up`}>
              ↑
            </button>
            <button type="button" className={button} onClick={() => setPlayers(players.filter((_, j) => j !== i))} aria-label={`Remove ${p}`}>
              ✕
            </button>
          </li>
        ))}
      </ol>
      <form
        className="mt-2 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <input className={`${control} min-w-0 flex-1`} value={name} onChange={(e) => setName(e.target.value)} placeholder="Player name" aria-label="New player name" />
        <button type="submit" className={button}>
          Add player
        </button>
      </form>
      {error ? (
        <p className={errorText} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function PlayerSelect({ label, value, players, onChange, error }: { label: string; value: string; players: string[]; onChange: (v: string) => void; error?: string }) {
  return (
    <label className="flex flex-col gap-1">
      <span>{label}</span>
      <select className={control} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose…</option>
        {players.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
      {error ? (
        <span className={errorText} role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

function Abilities({
  players,
  abilities,
  setAbilities,
  error,
}: {
  players: string[];
  abilities: AbilityInput[];
  setAbilities: (a: AbilityInput[]) => void;
  error?: string;
}) {
  const [owner, setOwner] = useState('');
  const [card, setCard] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const add = () => {
    const chosen = card || text.trim();
    const who = players.includes(owner) ? owner : players[0];
    if (!chosen) return setProblem('Pick a card or type the trigger text.');
    if (!who) return setProblem('Add a player first.');
    const base = (findCard(chosen)?.name ?? 'ability').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    let n = 1;
    while (abilities.some((a) => a.id === `${base}-${n}`)) n++;
    setAbilities([...abilities, { id: `${base}-${n}`, owner: who, text: chosen }]);
    setCard('');
    setText('');
    setProblem('');
  };
  return (
    <fieldset>
      <legend>Abilities players want to resolve</legend>
      <ul className="mt-1 space-y-1">
        {abilities.map((a) => (
          <li key={a.id} className="flex items-center gap-2">
            <span className="flex-1">
              <span className="font-semibold">{a.owner}</span>: {abilityName(a)}
            </span>
            <button type="button" className={button} onClick={() => setAbilities(abilities.filter((b) => b.id !== a.id))} aria-label={`Remove ${a.id}`}>
              ✕
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2 grid gap-2">
        <label className="flex flex-col gap-1">
          <span>Owner</span>
          <select className={control} value={players.includes(owner) ? owner : (players[0] ?? '')} onChange={(e) => setOwner(e.target.value)}>
            {players.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span>A card named in the FAQ or errata</span>
          <select className={control} value={card} onChange={(e) => setCard(e.target.value)}>
            <option value="">None (type the text below)</option>
            {CARD_KINDS.map((kind) => (
              <optgroup key={kind} label={kind}>
                {CARDS.filter((c) => c.kind === kind).map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span>…or its trigger text</span>
          <input
            className={control}
            value={text}
            disabled={card !== ''}
            onChange={(e) => setText(e.target.value)}
            placeholder="When an agenda is revealed:"
          />
        </label>
        <button type="button" className={`${button} bg-blue-600 text-white dark:bg-blue-500`} onClick={add}>
          Add ability
        </button>
        {problem || error ? (
          <p className={errorText} role="alert">
            {problem || error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
