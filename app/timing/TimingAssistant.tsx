'use client';
import { memo, useCallback, useEffect, useState } from 'react';
import { parseSlotKey } from '@/lib/timing/timeline';
import type { AbilityInput, OrderEntry, TimingInput, Unplaced } from '@/lib/timing/types';
import { decodeTiming, encodeTiming, nextAbilityId } from '@/lib/timing/url';
import { Deferred } from '@/app/islands/Deferred';
import { useUrlState, type LinkRead } from '@/app/islands/useUrlState';
import { forPhase, problemAt, type Answer } from '@/lib/timing/situation';
import { abilityName } from './abilityName';
import { CARD_NAMES_ID } from './CardNames';
import { Citations } from './Citations';
import { WithNames } from './Isolated';
import { Situation } from './Situation';
import { button, control, errorText } from './styles';
import { Timeline } from './Timeline';
import { useAnswer } from './useAnswer';

/** A shared link's situation, or why it could not be read. */
function readTimingLink(search: string): LinkRead<TimingInput> {
  const parsed = decodeTiming(search.slice(1));
  return parsed.ok ? { ok: true, state: parsed.input } : { ok: false, error: `This link's situation could not be read (${parsed.message}); showing the example instead.` };
}

/** What the build computed for the page: the situation it opens on, its answer and which cards act in each window (the engine is slow to start). */
export interface BuiltTiming {
  /** The situation the page opens on (./start.ts), from the build: its ids come from the card table, not built at load. */
  start: TimingInput;
  startAnswer: Answer;
  windowCards: Record<string, string[]>;
}

/** The /timing page: the situation in the URL, the resolution order first, then the situation's form and the timeline. */
export function TimingAssistant({ start, startAnswer, windowCards }: BuiltTiming) {
  const { state: situation, setState: setSituation, linkError, copied, copyLink } = useUrlState(start, readTimingLink, (s) => encodeTiming(forPhase(s)));
  const [selected, setSelected] = useState('activation');
  const { answer: answered, error: engineError, busy } = useAnswer(situation, start, startAnswer);
  // The ability just added: its place in the order is brought into view once its answer arrives, so it is seen at once.
  const [added, setAdded] = useState<string>();
  useEffect(() => {
    const placed = added && document.getElementById(`order-${added}`);
    if (!placed) return;
    placed.scrollIntoView({ block: 'nearest' });
    setAdded(undefined);
  }, [added, answered]);

  const result = answered?.ok ? answered.result : undefined;
  const problem = answered && !answered.ok ? answered : undefined;
  const { players, abilities } = situation;
  // Stable while the situation is, so the memoized form parts skip the render of an edit's answer.
  const addAbility = useCallback(
    (a: AbilityInput) => {
      setSituation({ ...situation, abilities: [...situation.abilities, a] });
      setAdded(a.id);
    },
    [situation],
  );

  return (
    <div>
      {linkError ? (
        <p role="status" className="mt-2 text-amber-800 dark:text-amber-300">
          {linkError}
        </p>
      ) : null}

      {/* Each part hydrates in a task of its own, in page order (app/islands/Deferred.tsx). */}
      <Deferred id="order">
        <Order result={result} players={players} abilities={abilities} problem={engineError ?? problem?.message} busy={busy} />
      </Deferred>

      <Deferred id="add-ability">
        <AddAbility players={players} abilities={abilities} onAdd={addAbility} error={problemAt(problem, 'abilities')} />
      </Deferred>

      <button type="button" className={`${button} mt-3`} onClick={copyLink}>
        {copied ? 'Link copied' : 'Copy link to this situation'}
      </button>

      <Deferred id="situation">
        <Situation situation={situation} setSituation={setSituation} problem={problem} />
      </Deferred>

      <Timeline selected={selected} onSelect={setSelected} busy={new Set((result?.order ?? []).map((e) => e.window.split('/')[0]!))} cards={windowCards} />
    </div>
  );
}

/** The answer, first on the page: each ability's place and window in one line, the reasoning folded. */
function Order({
  result,
  players,
  abilities,
  problem,
  busy,
}: {
  result?: { order: OrderEntry[]; unplaced: Unplaced[] };
  players: string[];
  abilities: AbilityInput[];
  problem?: string;
  busy: boolean;
}) {
  // Names and texts are the players' own: each is isolated (<bdi>) so its direction cannot spill into the line.
  // While the worker resolves an edit, the last answer stays, dimmed and marked busy.
  return (
    <section aria-labelledby="order-title" aria-busy={busy} className={`mt-4 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800 ${busy ? 'opacity-60' : ''}`}>
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
              <bdi className="font-semibold">{e.owner}</bdi>
              <bdi>{abilityName(abilities.find((a) => a.id === e.id))}</bdi>
              <span className="rounded bg-zinc-100 px-1 text-sm dark:bg-zinc-800">{e.timing}</span>
            </div>
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              <WithNames text={e.summary} names={players} />
            </p>
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer py-2 text-blue-700 dark:text-blue-300">Why, with the rules</summary>
              <p className="text-zinc-700 dark:text-zinc-300">
                <WithNames text={e.reason} names={players} />
              </p>
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
              <bdi className="font-semibold">{abilityName(abilities.find((a) => a.id === u.id))}</bdi>: <WithNames text={u.problem} names={players} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One field for a card name or a trigger text, with the known names offered as the player types. */
const AddAbility = memo(AddAbilityForm);

function AddAbilityForm({ players, abilities, onAdd, error }: { players: string[]; abilities: AbilityInput[]; onAdd: (a: AbilityInput) => void; error?: string }) {
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
          list={CARD_NAMES_ID}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Morale Boost"
          autoComplete="off"
        />
      </label>
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

