import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@/lib/search/engine';
import { evaluate, formatReport, parseEvalSet } from '@/lib/search/eval';
import { contentSearch } from './corpus';

// A searcher that answers each query with a fixed list of ids.
const fake = (answers: Record<string, string[]>) => ({
  search: (q: string) => (answers[q] ?? []).map((id) => ({ id }) as SearchResult),
});

describe('search evaluation', () => {
  it('counts a question at top 1 when the first result answers, at top 3 when one of the first three does', () => {
    const report = evaluate(fake({ a: ['x', 'y'], b: ['y', 'z', 'x'], c: ['y', 'z', 'w', 'x'], d: [] }), [
      { q: 'a', category: 'one', expect: ['x'] },
      { q: 'b', category: 'one', expect: ['x', 'q'] },
      { q: 'c', category: 'two', expect: ['x'] },
      { q: 'd', category: 'two', expect: ['x'] },
    ]);
    expect(report.categories).toEqual({ one: { questions: 2, top1: 1, top3: 2 }, two: { questions: 2, top1: 0, top3: 0 } });
    expect(report.overall).toEqual({ questions: 4, top1: 1, top3: 2 });
    expect(report.misses.map((m) => [m.q, m.rank])).toEqual([['b', 3], ['c', 4], ['d', 0]]);
    expect(formatReport(report).at(-1)).toMatch(/^overall\s+4\s+25\.0%\s+50\.0%$/);
  });

  it('refuses a malformed eval set', () => {
    expect(() => parseEvalSet({})).toThrow(/questions/);
    expect(() => parseEvalSet({ questions: [{ q: 'x', category: 'c', expect: [] }] })).toThrow(/question 0/);
    expect(() => parseEvalSet({ questions: [{ q: '', category: 'c', expect: ['a'] }] })).toThrow(/question 0/);
  });

  it('the shipped eval set names only items the corpus holds', async () => {
    const questions = parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-eval.json', 'utf8')));
    expect(questions.length).toBeGreaterThanOrEqual(220);
    const { byId } = await contentSearch();
    expect(questions.flatMap((q) => q.expect).filter((id) => !byId.has(id))).toEqual([]);
  });
});
