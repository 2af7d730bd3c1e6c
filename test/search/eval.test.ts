import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@/lib/search/engine';
import { checkExpectedIds, evaluate, formatReport, parseEvalSet } from '@/lib/search/eval';
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

  it('names the first expected id the corpus does not hold', () => {
    const questions = [
      { q: 'a', category: 'c', expect: ['x'] },
      { q: 'b', category: 'c', expect: ['x', 'typo:1', 'typo:2'] },
    ];
    expect(() => checkExpectedIds(questions, (id) => id === 'x')).toThrow(/question "b" expects typo:1, which is not in the corpus/);
    expect(() => checkExpectedIds(questions, () => true)).not.toThrow();
  });

  it('the held-out set parses, has 100 questions over its categories, and names only items the corpus holds', async () => {
    const questions = parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-holdout.json', 'utf8')));
    expect(questions).toHaveLength(100);
    expect(new Set(questions.map((q) => q.category))).toEqual(
      new Set(['faq', 'entry', 'quantity', 'timing-word', 'number-plus-words', 'spelling', 'other-game', 'unit', 'situational']),
    );
    const { byId } = await contentSearch();
    expect(() => checkExpectedIds(questions, (id) => byId.has(id))).not.toThrow();
  });

  it('the held-out set shares no question with the tuning sets', () => {
    const norm = (q: string) => q.toLowerCase().replace(/\s+/g, ' ').trim();
    const holdout = parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-holdout.json', 'utf8'))).map((q) => norm(q.q));
    const tuning = [
      ...parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-eval.json', 'utf8'))).map((q) => q.q),
      ...(JSON.parse(readFileSync('test/fixtures/search-queries.json', 'utf8')) as { queries: { q: string }[] }).queries.map((q) => q.q),
    ].map(norm);
    expect(holdout.filter((q) => tuning.includes(q))).toEqual([]);
  });

  it('the second held-out set parses, has 150 questions over its categories, and names only items the corpus holds', async () => {
    const questions = parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-holdout-2.json', 'utf8')));
    expect(questions).toHaveLength(150);
    expect(new Set(questions.map((q) => q.category))).toEqual(
      new Set(['faq', 'entry', 'quantity', 'timing-word', 'number-plus-words', 'spelling', 'other-game', 'unit', 'situational']),
    );
    const { byId } = await contentSearch();
    expect(() => checkExpectedIds(questions, (id) => byId.has(id))).not.toThrow();
  });

  it('the second held-out set shares no question with the tuning sets or the first held-out set', () => {
    const norm = (q: string) => q.toLowerCase().replace(/\s+/g, ' ').trim();
    const holdout2 = parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-holdout-2.json', 'utf8'))).map((q) => norm(q.q));
    const others = [
      ...parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-eval.json', 'utf8'))).map((q) => q.q),
      ...parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-holdout.json', 'utf8'))).map((q) => q.q),
      ...(JSON.parse(readFileSync('test/fixtures/search-queries.json', 'utf8')) as { queries: { q: string }[] }).queries.map((q) => q.q),
    ].map(norm);
    expect(holdout2.filter((q) => others.includes(q))).toEqual([]);
  });

  it('the shipped eval set names only items the corpus holds', async () => {
    const questions = parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-eval.json', 'utf8')));
    expect(questions.length).toBeGreaterThanOrEqual(220);
    const { byId } = await contentSearch();
    expect(questions.flatMap((q) => q.expect).filter((id) => !byId.has(id))).toEqual([]);
  });
});
