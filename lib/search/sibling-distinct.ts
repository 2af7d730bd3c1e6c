/**
 * What singles one rule out among its siblings (the other rules of its entry) for a query. Sibling
 * rules share the entry's words ("retreat", "transaction"), so the words a query shares with all of
 * them say nothing of which one answers; the words only one or two of them hold (its case: "even
 * if no ships were moved", "not required to be the active player") do. When the engine's first
 * result has a sibling second or third, and the query's words name that sibling's case clearly
 * more than the first's, the sibling comes first.
 *
 * Only the words the player typed count (not synonyms or completions): a synonym a sibling holds
 * ("how many" read as "more") is no case the player named. Rules are weighed by their text and the
 * questions players ask of them; their title is the entry's, shared by all.
 */
import { moved } from './moved';
import type { Alternative } from './query';
import type { SearchDoc } from './shipped';

/** What the measure reads of the corpus: the rules, each entry's, and the terms each holds. */
export interface SiblingCorpus {
  readonly docs: readonly Pick<SearchDoc, 'kind' | 'parent'>[];
  /** Parent id -> the items under it (see ./engine/facts.ts). */
  readonly children: ReadonlyMap<string, readonly number[]>;
  /** The terms of each sentence or short line of the item's text. */
  piecesOf(d: number): readonly ReadonlySet<string>[];
  /** The terms of each question players ask of the item. */
  askedOf(d: number): readonly ReadonlySet<string>[];
}

/**
 * How far a sibling's distinct weight must pass the first's to take its place, in units of
 * log(rules of the entry / rules holding a word): in an entry of ten rules, a word none of the
 * others holds weighs 2.3, so the query must name more of the sibling's case than one word. On the
 * tuning set 2.5 to 4 win 4 to 7 first places net and lose none per category; 2 moves first
 * results whose siblings share a case word ("votes", "token") and loses more than it wins.
 */
const MARGIN = 3;

/** The rules under an entry: its sub-items that are rules. */
function rulesUnder({ docs, children }: SiblingCorpus, parent: string): number[] {
  return (children.get(parent) ?? []).filter((s) => docs[s]!.kind === 'rule');
}

/** The terms a rule holds: its text's and its asked questions'. */
function termsHeld(corpus: SiblingCorpus, d: number): Set<string> {
  const held = new Set<string>();
  for (const piece of [...corpus.piecesOf(d), ...corpus.askedOf(d)]) for (const t of piece) held.add(t);
  return held;
}

/**
 * Each rule's distinct weight for the query: over the concepts whose typed words it holds, each
 * word weighed log(n / df), n the rules of its entry and df those holding the word (0 for a word
 * all of them hold). 0 for an item that is not a rule of an entry with other rules.
 */
export function siblingDistinct(corpus: SiblingCorpus, expanded: readonly Alternative[][], rules: readonly number[]): number[] {
  const heldCache = new Map<number, Set<string>>();
  const held = (d: number) => heldCache.get(d) ?? heldCache.set(d, termsHeld(corpus, d)).get(d)!;
  return rules.map((d) => {
    const doc = corpus.docs[d]!;
    const siblings = doc.kind === 'rule' && doc.parent !== undefined ? rulesUnder(corpus, doc.parent) : [];
    if (siblings.length < 2) return 0;
    const own = held(d);
    const rarity = (t: string) => Math.log(siblings.length / Math.max(1, siblings.filter((s) => held(s).has(t)).length));
    let sum = 0;
    for (const [typed] of expanded) {
      if (typed?.terms.length && typed.terms.every((t) => own.has(t))) sum += typed.terms.reduce((s, t) => s + rarity(t), 0);
    }
    return sum;
  });
}

/**
 * The ranking with the first result's sibling in second or third place moved first when the
 * query's typed words name its case by MARGIN more than the first's (see `siblingDistinct`).
 */
export function siblingSinglesOut<T extends { doc: number }>(corpus: SiblingCorpus, expanded: readonly Alternative[][], ranked: readonly T[]): T[] {
  const first = ranked[0] && corpus.docs[ranked[0].doc];
  if (!first || first.kind !== 'rule' || first.parent === undefined) return [...ranked];
  const twins = [0, 1, 2].filter((k) => ranked[k] && (k === 0 || corpus.docs[ranked[k].doc]!.parent === first.parent));
  if (twins.length < 2) return [...ranked];
  const distinct = siblingDistinct(corpus, expanded, twins.map((k) => ranked[k]!.doc));
  const best = distinct.reduce((b, x, i) => (x > distinct[b]! ? i : b), 0);
  if (best === 0 || distinct[best]! < distinct[0]! + MARGIN) return [...ranked];
  return moved(ranked, twins[best]!, 0);
}
