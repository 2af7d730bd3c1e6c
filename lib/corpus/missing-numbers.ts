import { ruleMinors, type Numbered } from './rule-bounds';
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
  const lrr = corpus.filter((i) => i.source === 'ti4-lrr-1.2');
  const minors = ruleMinors(lrr);
  const out: MissingRule<T>[] = [];
  const entries = lrr.filter((i) => i.kind === 'entry' && i.number).sort((a, b) => Number(a.number) - Number(b.number));
  for (const entry of entries) {
    const minorsOf = minors.get(entry.id);
    if (!minorsOf) continue;
    const have = new Set(minorsOf);
    for (let k = 1; k < Math.max(...have); k++) if (!have.has(k)) out.push({ number: `${entry.number}.${k}`, entry });
  }
  return out;
}

/**
 * The id of the notice an entry page holds for a number it skips: the number itself, the anchor a
 * rule of that number would have, so `/rules/movement#49.1` and the short link `/r/49.1` both show it.
 */
export const missingNoticeId = (number: string) => number;
