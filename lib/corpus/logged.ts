/**
 * The query log, per item (content/logged.json, derived from the tuning questions by
 * scripts/query-log.ts: see ../search/query-log.ts): the words players' questions of the item share.
 * Searched with their own weight, never shown.
 */
import type { Item } from './types';

export class LoggedError extends Error {}

/** Item id -> its logged words, checked: a malformed file fails with what is wrong and where. */
export function parseLogged(data: unknown): Map<string, string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new LoggedError('logged words: expected an object of item id -> words');
  return new Map(
    Object.entries(data).map(([id, words]) => {
      if (typeof words !== 'string' || !words.trim()) throw new LoggedError(`logged words: ${id} needs a non-empty string of words`);
      return [id, words];
    }),
  );
}

/** The corpus with each item's logged words; words for no item are an error (the log is stale: rerun scripts/query-log.ts). */
export function withLogged(corpus: readonly Item[], logged: ReadonlyMap<string, string>): Item[] {
  const ids = new Set(corpus.map((i) => i.id));
  const unknown = [...logged.keys()].filter((id) => !ids.has(id));
  if (unknown.length) throw new LoggedError(`logged words for no item: ${unknown.slice(0, 5).join(', ')}: rerun npx tsx scripts/query-log.ts`);
  return corpus.map((item) => {
    const words = logged.get(item.id);
    return words ? { ...item, logged: words } : item;
  });
}
