import { resolveTiming } from './engine';
import type { TimingInput, TimingResult } from './types';
import { checkTimingInput } from './validate';

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

/** The answer to a situation as the page holds it: anything, since it may come across a thread boundary. */
export function answerSituation(raw: unknown): Answer {
  const checked = checkTimingInput(raw);
  return checked.ok ? { ok: true, result: resolveTiming(checked.input) } : { ok: false, field: checked.field, message: checked.message };
}

export function answer(situation: TimingInput): Answer {
  return answerSituation(forPhase(situation));
}
