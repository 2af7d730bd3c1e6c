'use client';
import { memo, useState } from 'react';
import { CASES } from '@/lib/timing/cases';
import type { AbilityInput, Phase, TimingInput } from '@/lib/timing/types';
import { withIds } from '@/lib/timing/url';
import { problemAt, type Problem } from '@/lib/timing/situation';
import { abilityName } from './abilityName';
import { button, control, errorText } from './styles';

const PHASE_LABEL: Record<Phase, string> = { strategy: 'Strategy', action: 'Action', status: 'Status', agenda: 'Agenda' };
const ORDER_HINT: Record<Phase, string> = {
  strategy: 'seating order, clockwise',
  action: 'initiative order',
  status: 'initiative order',
  agenda: 'seating order, clockwise',
};

/** A new phase, with the first player as speaker or active player if the phase needs one and none is set. */
function switchPhase(situation: TimingInput, phase: Phase): Partial<TimingInput> {
  const first = situation.players[0];
  return {
    phase,
    ...(phase === 'action' && !situation.activePlayer && first ? { activePlayer: first } : {}),
    ...((phase === 'strategy' || phase === 'agenda') && !situation.speaker && first ? { speaker: first } : {}),
  };
}

/**
 * "The situation": the abilities listed, the phase, the players and who is active or speaker, and the
 * examples. Memoized: an edit's answer, arriving from the worker, changes none of it unless it finds a problem.
 */
export const Situation = memo(SituationForm);

function SituationForm({ situation, setSituation, problem }: { situation: TimingInput; setSituation: (s: TimingInput) => void; problem?: Problem }) {
  const fieldError = (prefix: string) => problemAt(problem, prefix);
  const update = (change: Partial<TimingInput>) => setSituation({ ...situation, ...change });
  const { phase, players, abilities } = situation;
  return (
    <section aria-labelledby="situation-title" className="after-first-frame mt-6 space-y-4 [contain-intrinsic-size:auto_772px]">
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

      <ExamplePicker onPick={setSituation} />
    </section>
  );
}

/** A select of the worked examples from the rules and the FAQ; picking one replaces the situation. */
function ExamplePicker({ onPick }: { onPick: (s: TimingInput) => void }) {
  return (
    <label className="flex flex-col gap-1">
      <span>Load an example from the rules and the FAQ</span>
      <select
        className={control}
        value=""
        onChange={(e) => {
          const c = CASES[Number(e.target.value)];
          if (c) onPick({ ...c.input, abilities: withIds(c.input.abilities) });
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
  );
}

/** The abilities entered so far, each with a remove button; an owner no longer among the players in red. */
function AbilityList({ players, abilities, setAbilities }: { players: string[]; abilities: AbilityInput[]; setAbilities: (a: AbilityInput[]) => void }) {
  return (
    <fieldset>
      <legend>Abilities players want to resolve</legend>
      {abilities.length === 0 ? <p className="text-sm text-zinc-600 dark:text-zinc-400">None yet: add one above.</p> : null}
      <ul className="mt-1 space-y-1">
        {abilities.map((a) => (
          <li key={a.id} className="flex items-center gap-2">
            <span className="flex-1">
              <bdi className={`font-semibold ${players.includes(a.owner) ? '' : 'text-red-700 dark:text-red-400'}`}>{a.owner}</bdi>: <bdi>{abilityName(a)}</bdi>
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

/** The players in turn order for the phase: reorder, remove, add by name. */
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
            <bdi className="flex-1">{p}</bdi>
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

/** A select of one of the players (the active player, the speaker), with its field error. */
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
