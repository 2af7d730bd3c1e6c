/**
 * The questions players ask, per item (content/asked.json). Players rarely use the rules' words
 * ("my carrier died, what happens to my fighters"); the rules say "destroyed", "capacity",
 * "remove". For each rule, entry and unit card, the questions a player at the table would type
 * that it answers, written from the rule's text in players' words and telling each sub-rule from
 * its siblings, are searched beside the item's own text (document expansion). They are never shown.
 */
import type { Item } from './types';

export class AskedError extends Error {}

/** Item id -> its questions, checked: a malformed file fails with what is wrong and where. */
export function parseAsked(data: unknown): Map<string, string[]> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new AskedError('asked questions: expected an object of item id -> questions');
  return new Map(
    Object.entries(data).map(([id, questions]) => {
      if (!Array.isArray(questions) || !questions.every((q) => typeof q === 'string' && q.trim())) {
        throw new AskedError(`asked questions: ${id} needs a list of non-empty questions`);
      }
      return [id, questions as string[]];
    }),
  );
}

/** The corpus with each item's asked questions; a question for no item is an error (a renamed id must not drop them silently). */
export function withAsked(corpus: readonly Item[], asked: ReadonlyMap<string, readonly string[]>): Item[] {
  const ids = new Set(corpus.map((i) => i.id));
  const unknown = [...asked.keys()].filter((id) => !ids.has(id));
  if (unknown.length) throw new AskedError(`asked questions for no item: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', ...' : ''}`);
  return corpus.map((item) => {
    const questions = asked.get(item.id);
    return questions?.length ? { ...item, asked: [...questions] } : item;
  });
}
