'use client';
import { useEffect, useState } from 'react';
import {
  CARDS,
  CASES,
  checkTimingInput,
  decodeTiming,
  encodeTiming,
  findCard,
  nextAbilityId,
  parseSlotKey,
  resolveTiming,
  withIds,
  type AbilityInput,
  type OrderEntry,
  type Phase,
  type TimingInput,
  type Unplaced,
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

const control = 'min-h-11 rounded-md border border-zinc-300 bg-white px-2 text-base dark:border-zinc-700 dark:bg-zinc-900';
const button = 'min-h-11 min-w-11 rounded-md border border-zinc-300 px-3 dark:border-zinc-700';
const errorText = 'mt-1 text-sm text-red-700 dark:text-red-400';

/**
 * The page opens on a real question: Ann activates a system and plays Upgrade, Bo answers it
 * with Sabotage, and Cy's Forward Supply Base waits in the same "after activation" window.
 */
export const START: TimingInput = {
  phase: 'action',
  players: ['Ann', 'Bo', 'Cy'],
  activePlayer: 'Ann',
  abilities: withIds([
    { owner: 'Cy', text: 'Forward Supply Base' },
    { owner: 'Ann', text: 'Upgrade' },
    { owner: 'Bo', text: 'Sabotage' },
  ]),
};

/** Only the fields this phase uses, so a stale choice from another phase cannot block the answer. */
function forPhase(input: TimingInput): TimingInput {
  const { phase, players, activePlayer, speaker, abilities } = input;
  return {
    phase,
    players,
    ...(phase === 'action' && activePlayer ? { activePlayer } : {}),
    ...((phase === 'strategy' || phase === 'agenda') && speaker ? { speaker } : {}),
    abilities,
  };
}

/** A new phase, with the first player as speaker or active player if the phase needs one and none is set. */
function switchPhase(situation: TimingInput, phase: Phase): Partial<TimingInput> {
  const first = situation.players[0];
  return {
    phase,
    ...(phase === 'action' && !situation.activePlayer && first ? { activePlayer: first } : {}),
    ...((phase === 'strategy' || phase === 'agenda') && !situation.speaker && first ? { speaker: first } : {}),
  };
}

export function TimingAssistant() {
  const [situation, setSituation] = useState<TimingInput>(START);
  const [linkError, setLinkError] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [selected, setSelected] = useState('activation');
  // The ability just added: its place in the order is brought into view, so the answer is seen at once.
  const [added, setAdded] = useState<string>();
  useEffect(() => {
    if (added) document.getElementById(`order-${added}`)?.scrollIntoView({ block: 'nearest' });
  }, [added]);

  // The URL is the state: read it once, then mirror every change into it (as /calc does).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    if (!window.location.search) return;
    const parsed = decodeTiming(window.location.search.slice(1));
    if (parsed.ok) setSituation(parsed.input);
    else setLinkError(`This link's situation could not be read (${parsed.message}); showing the example instead.`);
  }, []);
  const input = forPhase(situation);
  const query = encodeTiming(input);
  useEffect(() => {
    if (!ready) return; // never overwrite a shared link before it has been read
    window.history.replaceState(null, '', `${window.location.pathname}?${query}`);
    setCopied(false);
  }, [query, ready]);

  const checked = checkTimingInput(input);
  const result = checked.ok ? resolveTiming(checked.input) : undefined;
  const fieldError = (prefix: string) => (!checked.ok && checked.field.startsWith(prefix) ? checked.message : undefined);
  const update = (change: Partial<TimingInput>) => setSituation({ ...situation, ...change });
  const { phase, players, abilities } = situation;

  return (
    <div>
      {linkError ? (
        <p role="status" className="mt-2 text-amber-800 dark:text-amber-300">
          {linkError}
        </p>
      ) : null}

      <Order result={result} abilities={abilities} problem={checked.ok ? undefined : checked.message} />

      <AddAbility
        players={players}
        abilities={abilities}
        onAdd={(a) => {
          update({ abilities: [...abilities, a] });
          setAdded(a.id);
        }}
        error={fieldError('abilities')}
      />

      <button
        type="button"
        className={`${button} mt-3`}
        onClick={() => navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true), () => setCopied(false))}
      >
        {copied ? 'Link copied' : 'Copy link to this situation'}
      </button>

      <section aria-labelledby="situation-title" className="mt-6 space-y-4">
        <h2 id="situation-title" className="text-lg font-semibold">
          The situation
        </h2>
        <AbilityList players={players} abilities={abilities} setAbilities={(next) => update({ abilities: next })} />

        <fieldset>
          <legend>Phase</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(Object.keys(PHASE_LABEL) as Phase[]).map((p) => (
              <label key={p} className={`${button} flex items-center gap-2`}>
                <input type="radio" name="phase" value={p} checked={phase === p} onChange={() => update(switchPhase(situation, p))} />
                {PHASE_LABEL[p]}
              </label>
            ))}
          </div>
        </fieldset>

        <Players phase={phase} players={players} setPlayers={(next) => update({ players: next })} error={fieldError('players')} />

        {phase === 'action' ? (
          <PlayerSelect
            label="Active player"
            value={situation.activePlayer ?? ''}
            players={players}
            onChange={(v) => update({ activePlayer: v })}
            error={fieldError('activePlayer')}
          />
        ) : null}
        {phase === 'strategy' || phase === 'agenda' ? (
          <PlayerSelect label="Speaker" value={situation.speaker ?? ''} players={players} onChange={(v) => update({ speaker: v })} error={fieldError('speaker')} />
        ) : null}

        <label className="flex flex-col gap-1">
          <span>Load an example from the rules and the FAQ</span>
          <select
            className={control}
            value=""
            onChange={(e) => {
              const c = CASES[Number(e.target.value)];
              if (c) setSituation({ ...c.input, abilities: withIds(c.input.abilities) });
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
      </section>

      <Timeline selected={selected} onSelect={setSelected} busy={new Set((result?.order ?? []).map((e) => e.window.split('/')[0]!))} />
    </div>
  );
}

function abilityName(a: AbilityInput | undefined): string {
  if (!a) return '';
  return findCard(a.text)?.name ?? (a.text.length > 60 ? `${a.text.slice(0, 57)}…` : a.text);
}

/** The answer, first on the page: each ability's place and window in one line, the reasoning folded. */
function Order({ result, abilities, problem }: { result?: { order: OrderEntry[]; unplaced: Unplaced[] }; abilities: AbilityInput[]; problem?: string }) {
  return (
    <section aria-labelledby="order-title" className="mt-4 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <h2 id="order-title" className="text-lg font-semibold">
        Resolution order
      </h2>
      {problem ? (
        <p className={errorText} role="alert">
          {problem}
        </p>
      ) : null}
      {result && result.order.length === 0 && result.unplaced.length === 0 ? <p>Add an ability to see where it goes.</p> : null}
      <ol className="mt-2 space-y-3">
        {(result?.order ?? []).map((e, i) => (
          <li key={e.id} id={`order-${e.id}`} className="scroll-mt-2" data-window={parseSlotKey(e.window) ? e.window : undefined}>
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-mono text-sm text-zinc-500">{i + 1}.</span>
              <span className="font-semibold">{e.owner}</span>
              <span>{abilityName(abilities.find((a) => a.id === e.id))}</span>
              <span className="rounded bg-zinc-100 px-1 text-sm dark:bg-zinc-800">{e.timing}</span>
            </div>
            <p className="text-sm text-zinc-700 dark:text-zinc-300">{e.summary}</p>
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer py-2 text-blue-700 dark:text-blue-300">Why, with the rules</summary>
              <p className="text-zinc-700 dark:text-zinc-300">{e.reason}</p>
              <p className="mt-1">
                Rules: <Citations ids={e.rules} />
              </p>
            </details>
          </li>
        ))}
      </ol>
      {result?.unplaced.length ? (
        <ul className="mt-3 space-y-2" aria-label="Abilities that could not be placed">
          {result.unplaced.map((u) => (
            <li key={u.id} id={`order-${u.id}`} className="rounded-lg border border-amber-400 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950">
              <span className="font-semibold">{abilityName(abilities.find((a) => a.id === u.id))}</span>: {u.problem}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One field for a card name or a trigger text, with the known names offered as the player types. */
function AddAbility({ players, abilities, onAdd, error }: { players: string[]; abilities: AbilityInput[]; onAdd: (a: AbilityInput) => void; error?: string }) {
  const [owner, setOwner] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const who = players.includes(owner) ? owner : (players[0] ?? '');
  const add = () => {
    const chosen = text.trim();
    if (!chosen) return setProblem('Type a card name or its trigger text.');
    if (!who) return setProblem('Add a player first.');
    onAdd({ id: nextAbilityId(chosen, abilities.map((a) => a.id)), owner: who, text: chosen });
    setText('');
    setProblem('');
  };
  return (
    <form
      className="mt-3 grid grid-cols-[auto_1fr] gap-2"
      aria-label="Add an ability"
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <label className="flex flex-col gap-1">
        <span className="text-sm">Player</span>
        <select className={control} value={who} onChange={(e) => setOwner(e.target.value)}>
          {players.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1">
        <span className="text-sm">Ability: a card name or its trigger text</span>
        <input
          className={`${control} min-w-0`}
          list="timing-card-names"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Morale Boost"
          autoComplete="off"
        />
      </label>
      <datalist id="timing-card-names">
        {CARDS.map((c) => (
          <option key={c.name} value={c.name} />
        ))}
      </datalist>
      <button type="submit" className={`${button} col-span-2 bg-blue-600 text-white dark:bg-blue-500`}>
        Add ability
      </button>
      {problem || error ? (
        <p className={`${errorText} col-span-2`} role="alert">
          {problem || error}
        </p>
      ) : null}
    </form>
  );
}

function AbilityList({ players, abilities, setAbilities }: { players: string[]; abilities: AbilityInput[]; setAbilities: (a: AbilityInput[]) => void }) {
  return (
    <fieldset>
      <legend>Abilities players want to resolve</legend>
      {abilities.length === 0 ? <p className="text-sm text-zinc-600 dark:text-zinc-400">None yet: add one above.</p> : null}
      <ul className="mt-1 space-y-1">
        {abilities.map((a) => (
          <li key={a.id} className="flex items-center gap-2">
            <span className="flex-1">
              <span className={`font-semibold ${players.includes(a.owner) ? '' : 'text-red-700 dark:text-red-400'}`}>{a.owner}</span>: {abilityName(a)}
            </span>
            <button type="button" className={button} onClick={() => setAbilities(abilities.filter((b) => b.id !== a.id))} aria-label={`Remove ${abilityName(a)} (${a.owner})`}>
              ✕
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
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
      <div className="mt-2 flex gap-2">
        <input
          className={`${control} min-w-0 flex-1`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          placeholder="Player name"
          aria-label="New player name"
        />
        <button type="button" className={button} onClick={add}>
          Add player
        </button>
      </div>
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
