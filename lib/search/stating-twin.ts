/**
 * Of a topic's near twins, the one stating what the question asks (a state's condition, see
 * ./cause-asked.ts; an act's means, see ./means-asked.ts) before the first result when the first
 * does not state it: both hold the question's words, only one says the thing asked.
 */
import { liftedWithin, TWIN_REACH } from './moved';
import { ofTopic, type RuleDoc } from './what-follows';

/** The ranking with the first result's topic rule (a rule of its entry, or of it, an entry) whose text `states` the thing asked first, when the first does not. */
export function statingTwinFirst<T extends { doc: number }>(ranked: readonly T[], docs: readonly RuleDoc[], states: (text: string) => boolean): T[] {
  const head = ranked[0];
  if (!head || states(docs[head.doc]!.text)) return [...ranked];
  return liftedWithin(ranked, TWIN_REACH, (r) => ofTopic(docs, head.doc, r.doc) && states(docs[r.doc]!.text));
}
