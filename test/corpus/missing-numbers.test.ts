import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { buildCorpus } from '@/lib/corpus/build';
import { missingIn, missingRuleNumbers } from '@/lib/corpus/missing-numbers';
import { entryBounds, pastRules } from '@/lib/corpus/rule-bounds';
import type { Item } from '@/lib/corpus/types';

const entry = (n: number): Item => ({ id: `lrr:${n}`, source: 'ti4-lrr-1.2', game: 'TI4', kind: 'entry', number: String(n), title: `E${n}`, text: '', url: `/rules/e${n}`, links: [] });
const rule = (n: number, k: number): Item => ({ ...entry(n), id: `lrr:${n}.${k}`, kind: 'rule', number: `${n}.${k}`, parent: `lrr:${n}`, url: `/rules/e${n}#${n}.${k}` });

describe('rule numbers missing from the LRR', () => {
  it('are the gaps below each entry\'s last rule', () => {
    const corpus = [entry(49), rule(49, 2), rule(49, 3), rule(49, 6), entry(5), rule(5, 1), entry(7)];
    expect(missingRuleNumbers(corpus).map((m) => [m.number, m.entry.id])).toEqual([
      ['49.1', 'lrr:49'],
      ['49.4', 'lrr:49'],
      ['49.5', 'lrr:49'],
    ]);
  });

  it('together with the rules, number every entry 1..last exactly once (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 30 }), (ks) => {
        const corpus = [entry(8), ...ks.map((k) => rule(8, k))];
        const missing = missingRuleNumbers(corpus).map((m) => Number(m.number.split('.')[1]));
        const all = [...ks, ...missing].sort((a, b) => a - b);
        return missing.every((k) => !ks.includes(k)) && all.length === Math.max(...ks) && all.every((k, i) => k === i + 1);
      }),
    );
  });

  it('include 49.1 in LRR 1.2, and never a number that is there', async () => {
    const corpus = buildCorpus(await loadContent('content'));
    const missing = missingRuleNumbers(corpus);
    expect(missing.map((m) => m.number)).toContain('49.1');
    expect(missing.find((m) => m.number === '49.1')!.entry.title).toBe('Movement');
    const numbers = new Set(corpus.filter((i) => i.source === 'ti4-lrr-1.2').map((i) => i.number));
    for (const m of missing) expect(numbers.has(m.number)).toBe(false);
  });
});

describe('one pass over the LRR numbering (entryBounds)', () => {
  const nines = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => rule(5, k));
  const other: Item = { ...rule(49, 1), id: 'faq:49.1', source: 'ti4-faq' };
  const corpus = [entry(49), rule(49, 2), rule(49, 3), rule(49, 6), entry(13), entry(5), ...nines, other];
  const bounds = entryBounds(corpus);

  it('gives each entry its last rule and the numbers it skips, and nothing from another source', () => {
    const rows = [...bounds].map(([n, { entry: e, last, skipped }]) => [n, e.id, last, skipped]);
    expect(rows).toEqual([
      ['49', 'lrr:49', 6, [1, 4, 5]],
      ['13', 'lrr:13', undefined, []],
      ['5', 'lrr:5', 9, []],
    ]);
  });

  it('serves both the missing numbers and the numbers past an entry', () => {
    expect(missingIn(bounds)).toEqual(missingRuleNumbers(corpus));
    expect(missingIn(bounds).map((m) => m.number)).toEqual(['49.1', '49.4', '49.5']);
    expect(pastRules('5.10', bounds)).toEqual({ entry: bounds.get('5')!.entry, why: 'past', last: '5.9' });
    expect(pastRules('5.9', bounds)).toBeUndefined();
    expect(pastRules('13.1', bounds)).toEqual({ entry: bounds.get('13')!.entry, why: 'unnumbered' });
  });
});
