/** A rule number typed as the query, or with its words: the item of that number and what goes with it. */
import { missingIn } from '../../corpus/missing-numbers';
import { entryBounds, pastRules, type AbsentRule } from '../../corpus/rule-bounds';
import type { DocFacts } from './facts';
import { SOURCE_PRIOR } from './weights';

/**
 * A rule number the LRR 1.2 has no rule for within one of its entries, found as that entry: skipped
 * inside its numbering ("49.1": Movement starts at 49.2; the entry's page holds a notice for it), past
 * its last rule ("49.10": Movement ends at 49.9), or under an entry with no numbered rules ("13.1").
 */
export type AbsentNumber = AbsentRule<number>;

export interface NumberLookup {
  byNumber: Map<string, number[]>;
  /** The entry a rule number the LRR 1.2 does not have would be in; undefined for a number it has, or with no such entry. */
  absent(number: string): AbsentNumber | undefined;
  bySourcePrior(a: number, b: number): number;
  /** The item with that number (LRR 1.2 first), then its rules (an entry's), its rulings, its entry (a rule's). */
  numberResults(number: string): number[];
}

export function numberLookupOf({ docs, byId, children, rulingsOf }: Pick<DocFacts, 'docs' | 'byId' | 'children' | 'rulingsOf'>): NumberLookup {
  const byNumber = new Map<string, number[]>();
  docs.forEach((d, i) => {
    if (d.number) byNumber.set(d.number, [...(byNumber.get(d.number) ?? []), i]);
  });
  const numbering = entryBounds(docs);
  const skipped = new Map(missingIn(numbering).map((m) => [m.number, byId.get(m.entry.id)!]));
  const bounds = new Map([...numbering].map(([number, bound]) => [number, { ...bound, entry: byId.get(bound.entry.id)! }]));
  const absent = (number: string): AbsentNumber | undefined => {
    const entry = skipped.get(number);
    if (entry !== undefined) return { entry, why: 'skipped' };
    return byNumber.has(number) ? undefined : pastRules(number, bounds);
  };
  const bySourcePrior = (a: number, b: number) => SOURCE_PRIOR[docs[b]!.source] - SOURCE_PRIOR[docs[a]!.source] || a - b;
  const numberResults = (number: string): number[] => {
    const exact = [...(byNumber.get(number) ?? [])].sort(bySourcePrior);
    const related = exact.flatMap((i) => {
      const d = docs[i]!;
      const parent = d.parent === undefined ? undefined : byId.get(d.parent);
      const rules = d.kind === 'entry' ? (children.get(d.id) ?? []) : [];
      return [...rules, ...(rulingsOf.get(i) ?? []), ...(parent === undefined ? [] : [parent])];
    });
    return [...new Set([...exact, ...related])];
  };
  return { byNumber, absent, bySourcePrior, numberResults };
}
