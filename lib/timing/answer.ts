import { resolveTiming } from './engine';
import { forPhase, type Answer } from './situation';
import type { TimingInput } from './types';
import { checkTimingInput } from './validate';

/** The answer to a situation as the page holds it: anything, since it may come across a thread boundary. */
export function answerSituation(raw: unknown): Answer {
  const checked = checkTimingInput(raw);
  return checked.ok ? { ok: true, result: resolveTiming(checked.input) } : { ok: false, field: checked.field, message: checked.message };
}

export function answer(situation: TimingInput): Answer {
  return answerSituation(forPhase(situation));
}
