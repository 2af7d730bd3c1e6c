/**
 * Where an LRR 1.2 entry's numbering ends, and the rule numbers past it: "49.10" is no rule
 * (Movement ends at 49.9), nor is "13.2" (Attacker has no numbered rules). Shared by
 * the search engine (a number typed as the query, lib/search/engine/numbers.ts) and the not-found
 * page (a short link /r/49.10, lib/reader/short-link-miss.ts), which say it in the same words.
 * Free of any module the reader script should not carry.
 */
import type { Item } from './types';

/** What the numbering needs of an item: the corpus items and the search index's documents both have it. */
export type Numbered = Pick<Item, 'id' | 'source' | 'kind' | 'number' | 'parent'>;

/** An entry and the minor number of its last rule (none when it has no numbered rules). */
export interface EntryBound<E> {
  entry: E;
  last?: number;
}

/** An entry's bounds and the minor numbers below its last rule that no rule has (Movement: [1], no 49.1). */
export interface EntryNumbering<E> extends EntryBound<E> {
  skipped: number[];
}

/** A rule number no rule of its entry has: skipped inside its numbering, past its last rule, or under an entry with none. */
export type AbsentRule<E> = { entry: E; why: 'skipped' } | { entry: E; why: 'past'; last: string } | { entry: E; why: 'unnumbered' };

/** The minor numbers of each LRR 1.2 entry's rules (49.4 -> 4), by the entry's id. */
function ruleMinors(lrr: readonly Numbered[]): Map<string, number[]> {
  const minors = new Map<string, number[]>();
  for (const rule of lrr) {
    const m = rule.kind === 'rule' && rule.parent ? /^\d+\.(\d+)$/.exec(rule.number ?? '') : null;
    if (!m) continue;
    const list = minors.get(rule.parent!);
    if (list) list.push(Number(m[1]));
    else minors.set(rule.parent!, [Number(m[1])]);
  }
  return minors;
}

/**
 * Each LRR 1.2 entry by its number, with the minor number of its last rule and the numbers it skips:
 * one pass over the corpus serves the numbers past an entry (pastRules) and those inside it
 * (missing-numbers.ts), which the search engine both needs at start-up.
 */
export function entryBounds<T extends Numbered>(corpus: readonly T[]): Map<string, EntryNumbering<T>> {
  const lrr = corpus.filter((i) => i.source === 'ti4-lrr-1.2');
  const minors = ruleMinors(lrr);
  const out = new Map<string, EntryNumbering<T>>();
  for (const entry of lrr) {
    if (entry.kind !== 'entry' || !entry.number) continue;
    const have = minors.get(entry.id);
    if (!have) {
      out.set(entry.number, { entry, skipped: [] });
      continue;
    }
    const last = Math.max(...have);
    out.set(entry.number, { entry, last, skipped: skippedMinors(have, last) });
  }
  return out;
}

/** The minor numbers from 1 up to `last` that `have` lacks. */
function skippedMinors(have: readonly number[], last: number): number[] {
  const present = new Set(have);
  const skipped: number[] = [];
  for (let k = 1; k < last; k++) if (!present.has(k)) skipped.push(k);
  return skipped;
}

/**
 * The entry a rule number N.k falls in when it is past the entry's last rule or the entry has no
 * numbered rules; undefined for a number that is no N.k, whose N is no entry, or whose k is within
 * the entry's numbering (a rule, or a number it skips: see missing-numbers.ts).
 */
export function pastRules<E>(number: string, bounds: ReadonlyMap<string, EntryBound<E>>): AbsentRule<E> | undefined {
  const m = /^(\d+)\.(\d+)$/.exec(number);
  const bound = m ? bounds.get(m[1]!) : undefined;
  if (!bound) return undefined;
  if (bound.last === undefined) return { entry: bound.entry, why: 'unnumbered' };
  return Number(m![2]) > bound.last ? { entry: bound.entry, why: 'past', last: `${m![1]}.${bound.last}` } : undefined;
}

/** What the number is not, in words: "49.10 is not in LRR 1.2: entry 49 Movement ends at 49.9." */
export function absentRuleNote(number: string, entry: { number?: string; title: string }, absent: AbsentRule<unknown>): string {
  const why = absent.why === 'skipped' ? 'skips it' : absent.why === 'past' ? `ends at ${absent.last}` : 'has no numbered rules';
  return `${number} is not in LRR 1.2: entry ${entry.number} ${entry.title} ${why}.`;
}
