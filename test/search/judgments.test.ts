import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@/lib/search/engine';
import { evaluate, formatReport } from '@/lib/search/eval';
import { judgmentsFrom, mergeJudgments, parseJudgments, pendingCases, verdict } from '@/lib/search/judgments';
import { contentSearch } from './corpus';

const fake = (answers: Record<string, string[]>) => ({
  search: (q: string) => (answers[q] ?? []).map((id) => ({ id }) as SearchResult),
});

describe('pooled relevance judgments', () => {
  it('counts a first result judged to settle the question in the judged columns only', () => {
    const judgments = parseJudgments({
      judgments: [
        { q: 'a', id: 'y', settles: true },
        { q: 'b', id: 'y', settles: false },
        { q: 'c', id: 'z', settles: true },
      ],
    });
    const report = evaluate(fake({ a: ['y', 'x'], b: ['y', 'x'], c: ['w', 'v', 'z'], d: ['w'] }), [
      { q: 'a', category: 'k', expect: ['x'] },
      { q: 'b', category: 'k', expect: ['x'] },
      { q: 'c', category: 'k', expect: ['x'] },
      { q: 'd', category: 'k', expect: ['x'] },
    ], judgments);
    expect(report.overall).toEqual({ questions: 4, top1: 0, top3: 2, judged1: 1, judged3: 3 });
    // c's first result (w) and d's were never judged; b's was judged not to settle it.
    expect(report.unjudged).toBe(2);
    expect(report.misses.map((m) => [m.q, m.firstSettles])).toEqual([['a', true], ['b', false], ['c', false], ['d', false]]);
    expect(formatReport(report, { judged: true })).toEqual([
      'first results missed and not yet judged: 2 of 4 misses',
      'category     n   top-1   top-3  judged-1  judged-3',
      'k           4    0.0%   50.0%     25.0%     75.0%',
      'overall     4    0.0%   50.0%     25.0%     75.0%',
    ]);
  });

  it('refuses a malformed or self-contradicting judgments file, naming the entry', () => {
    expect(() => parseJudgments({})).toThrow(/judgments/);
    expect(() => parseJudgments({ judgments: [{ q: 'a', id: 'x', settles: 'yes' }] })).toThrow(/entry 0/);
    expect(() => parseJudgments({ judgments: [{ q: 'a', id: 'x', settles: true }, { q: 'a', id: 'x', settles: false }] })).toThrow(/entry 1 contradicts/);
  });

  it("turns a judge's answers into a verdict on both items of each case, whichever side the engine's was on", () => {
    const key = {
      c1: { q: 'q1', engine: 'A' as const, expected: 'e1', got: 'g1' },
      c2: { q: 'q2', engine: 'B' as const, expected: 'e2', got: 'g2' },
      c3: { q: 'q3', engine: 'A' as const, expected: 'e3', got: 'g3' },
    };
    expect(judgmentsFrom(key, { c1: 'A', c2: 'both' })).toEqual([
      { q: 'q1', id: 'g1', settles: true },
      { q: 'q1', id: 'e1', settles: false },
      { q: 'q2', id: 'g2', settles: true },
      { q: 'q2', id: 'e2', settles: true },
    ]);
    expect(() => judgmentsFrom(key, { c3: 'maybe' })).toThrow(/c3/);
  });

  it('asks about each unjudged first result once, hides which item is the engine’s, and asks nothing already judged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ q: fc.constantFrom('a', 'b', 'c'), expect: fc.constant(['e']), first: fc.constantFrom('e', 'x', 'y', undefined) })),
        fc.array(fc.record({ q: fc.constantFrom('a', 'b', 'c'), id: fc.constantFrom('x', 'y'), settles: fc.boolean() })),
        fc.integer({ min: 1, max: 1000 }),
        (asked, judged, seed) => {
          const judgments = parseJudgments({ judgments: mergeJudgments([], judged) });
          let s = seed;
          const random = () => (s = (s * 16_807) % 2_147_483_647) / 2_147_483_647;
          const { cases, key } = pendingCases(asked, judgments, (id) => id, random);
          const expected = new Set(asked.filter((a) => a.first && a.first !== 'e' && verdict(judgments, a.q, a.first) === undefined).map((a) => `${a.q}/${a.first}`));
          expect(new Set(cases.map((c) => `${c.question}/${key[c.id]!.got}`))).toEqual(expected);
          expect(cases).toHaveLength(expected.size);
          for (const c of cases) {
            const k = key[c.id]!;
            expect([c.A, c.B]).toEqual(k.engine === 'A' ? [k.got, k.expected] : [k.expected, k.got]);
          }
        },
      ),
    );
  });

  it('keeps the first verdict on a pair judged twice and sorts the list', () => {
    expect(mergeJudgments([{ q: 'b', id: 'x', settles: true }], [{ q: 'b', id: 'x', settles: false }, { q: 'a', id: 'y', settles: false }])).toEqual([
      { q: 'a', id: 'y', settles: false },
      { q: 'b', id: 'x', settles: true },
    ]);
  });

  it('the shipped judgments parse and name only items the corpus holds', async () => {
    const data = JSON.parse(readFileSync('test/fixtures/search-judgments.json', 'utf8')) as { judgments: { id: string }[] };
    expect(parseJudgments(data).size).toBeGreaterThan(0);
    const { byId } = await contentSearch();
    expect(data.judgments.map((j) => j.id).filter((id) => !byId.has(id))).toEqual([]);
  });
});
