/**
 * What the /timing page's own code needs of an answer, apart from the engine (./answer.ts): the
 * island imports this module and not that one, because esbuild splits code by file and a file the
 * island shares with the worker's fallback would bring the engine into the island's first load.
 */
import type { TimingInput, TimingResult } from './types';

/** Only the fields this phase uses, so a stale choice from another phase cannot block the answer. */
export function forPhase(input: TimingInput): TimingInput {
  const { phase, players, activePlayer, speaker, abilities } = input;
  return {
    phase,
    players,
    ...(phase === 'action' && activePlayer ? { activePlayer } : {}),
    ...((phase === 'strategy' || phase === 'agenda') && speaker ? { speaker } : {}),
    abilities,
  };
}

/** What the /timing page shows for a situation: its first problem, or where each ability resolves. */
export type Answer = { ok: true; result: TimingResult } | { ok: false; field: string; message: string };

/** A situation's first problem, and the message for a field under `prefix` if the problem is there. */
export type Problem = Extract<Answer, { ok: false }>;
export const problemAt = (problem: Problem | undefined, prefix: string) => (problem?.field.startsWith(prefix) ? problem.message : undefined);
