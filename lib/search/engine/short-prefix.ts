/**
 * A question sent two letters into its last word ("what happens to fighters if the carrier dies in
 * the ri", "how many secrets can i ha"). Two letters begin too many words to complete by how often
 * the rules use them (see ./expand.ts MIN_PREFIX): "ri" is "right" and "ring" long before "rift". The
 * rest of the question tells which word it was going to be: the completions read are those the items
 * holding most of the question's other concepts also hold.
 */
import type { Alternative, Concept } from '../query';
import type { Hits } from './term-hits';
import type { Vocabulary } from '../vocabulary';

/** The only length read here: longer prefixes are completed by ./expand.ts, one letter means nothing. */
const SHORT_PREFIX = 2;
/** The words the prefix begins that are weighed, the most used first. */
const CANDIDATES = 40;
/** The completions read, the best fitting first. */
const KEPT = 2;
/** Below the word typed whole, as ./expand.ts weighs a completion. */
const COMPLETION_WEIGHT = 0.8;

/** The fields of an item a term is found in: its title, text, asked or logged questions. */
const fieldsOf = (hits: Hits, term: string) => {
  const h = hits(term);
  return [h.title, h.body, h.asked, h.logged];
};

/** The items of `among` holding `term` in any field. */
function heldAmong(hits: Hits, term: string, among: ReadonlySet<number>): Set<number> {
  const found = new Set<number>();
  for (const field of fieldsOf(hits, term)) for (const d of field) if (among.has(d)) found.add(d);
  return found;
}

/** The items holding the most of the concepts `expanded` (none when no item holds any). */
function holdingMost(hits: Hits, expanded: readonly Alternative[][]): Set<number> {
  const held = new Map<number, number>();
  for (const alternatives of expanded) {
    const docs = new Set<number>();
    for (const a of alternatives) for (const t of a.terms) for (const field of fieldsOf(hits, t)) for (const d of field) docs.add(d);
    for (const d of docs) held.set(d, (held.get(d) ?? 0) + 1);
  }
  let most = 0;
  for (const n of held.values()) most = Math.max(most, n);
  return new Set([...held].filter(([, n]) => n === most).map(([d]) => d));
}

/**
 * `expanded` with the last concept completed when it is two letters still being typed that are no
 * word of the corpus: to the words it begins held most often by the items holding the most of the
 * other concepts.
 */
export function shortPrefixCompleted(vocabulary: Vocabulary, hits: Hits, concepts: readonly Concept[], expanded: Alternative[][]): Alternative[][] {
  const k = concepts.length - 1;
  const last = concepts[k];
  const own = last?.alternatives[0];
  if (!last?.partial || k < 1 || last.alternatives.length !== 1 || own?.words.length !== 1) return expanded;
  const word = own.words[0]!;
  if (word.length !== SHORT_PREFIX || vocabulary.hasWord(word)) return expanded;
  const best = holdingMost(hits, expanded.slice(0, k));
  if (!best.size) return expanded;
  const fit = vocabulary
    .complete(word, CANDIDATES)
    .map((t) => ({ t, n: heldAmong(hits, t, best).size }))
    .filter((c) => c.n > 0)
    .sort((a, b) => b.n - a.n)
    .slice(0, KEPT);
  if (!fit.length) return expanded;
  return [...expanded.slice(0, k), [...expanded[k]!, ...fit.map(({ t }) => ({ terms: [t], words: [t], weight: COMPLETION_WEIGHT }))]];
}
