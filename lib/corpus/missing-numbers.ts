import { entryBounds, type EntryNumbering, type Numbered } from './rule-bounds';
import type { Item } from './types';

/** A rule number the LRR 1.2 skips inside an entry (no 49.1: Movement starts at 49.2). */
export interface MissingRule<T extends Numbered = Item> {
  number: string;
  /** The entry whose numbering skips it. */
  entry: T;
}

/**
 * Every rule number missing from the numbering of an LRR 1.2 entry: N.k for each k below the
 * entry's last rule that no rule has. Numbers past the last rule are not "missing", only absent.
 */
export function missingRuleNumbers<T extends Numbered = Item>(corpus: readonly T[]): MissingRule<T>[] {
  return missingIn(entryBounds(corpus));
}

/** The missing rule numbers of entries already bounded (entryBounds), in entry order. */
export function missingIn<T extends Numbered>(bounds: ReadonlyMap<string, EntryNumbering<T>>): MissingRule<T>[] {
  return [...bounds.values()]
    .sort((a, b) => Number(a.entry.number) - Number(b.entry.number))
    .flatMap(({ entry, skipped }) => skipped.map((k) => ({ number: `${entry.number}.${k}`, entry })));
}

/**
 * The id of the notice an entry page holds for a number it skips: the number itself, the anchor a
 * rule of that number would have, so `/rules/movement#49.1` and the short link `/r/49.1` both show it.
 */
export const missingNoticeId = (number: string) => number;
