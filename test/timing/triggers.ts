/** Test helpers over parseTrigger: the trigger a text places, or the problem it is left with. */
import { parseTrigger, type Trigger } from '../../lib/timing/parse';

export const placed = (text: string): Trigger => {
  const r = parseTrigger(text);
  if (!r.ok) throw new Error(r.problem);
  return r.trigger;
};

export const problem = (text: string): string => {
  const r = parseTrigger(text);
  if (r.ok) throw new Error(`placed: ${JSON.stringify(r.trigger)}`);
  return r.problem;
};
