/** A rule number typed as the query, or with its words: the item of that number and what goes with it. */
import { missingRuleNumbers } from '../../corpus/missing-numbers';
import type { DocFacts } from './facts';
import { SOURCE_PRIOR } from './weights';

export interface NumberLookup {
  byNumber: Map<string, number[]>;
  /** A number the LRR 1.2 numbering skips ("49.1": Movement starts at 49.2) finds its entry. */
  missing: Map<string, number>;
  bySourcePrior(a: number, b: number): number;
  /** The item with that number (LRR 1.2 first), then its rules (an entry's), its rulings, its entry (a rule's). */
  numberResults(number: string): number[];
}

export function numberLookupOf({ docs, byId, children, rulingsOf }: Pick<DocFacts, 'docs' | 'byId' | 'children' | 'rulingsOf'>): NumberLookup {
  const byNumber = new Map<string, number[]>();
  docs.forEach((d, i) => {
    if (d.number) byNumber.set(d.number, [...(byNumber.get(d.number) ?? []), i]);
  });
  const missing = new Map(missingRuleNumbers(docs).map((m) => [m.number, byId.get(m.entry.id)!]));
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
  return { byNumber, missing, bySourcePrior, numberResults };
}
