/**
 * The search under text no player types but anyone can paste: whatever the query, an answer of at
 * most `limit` results, never an exception, and never seconds of work (the site's worker answers
 * one query at a time, so a slow one holds up every keystroke after it).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Searcher } from '@/lib/search/engine';
import { cpuMs } from '../cpu-time';
import { contentSearch } from './corpus';

let searcher: Searcher;
beforeAll(async () => {
  searcher = (await contentSearch()).searcher;
}, 60_000);

/** Milliseconds of CPU one search takes (../cpu-time.ts). */
const timed = (query: string): number => cpuMs(() => searcher.search(query, { limit: 10 }));

describe('the search on hostile queries', () => {
  // Each was seconds of work: every split point of a word the corpus lacks was tried (./compound.ts).
  it.each([
    ['a 100,000-letter word', 'x'.repeat(100_000)],
    ['a 45,000-letter word after a question', `what is ${'spacedock'.repeat(5_000)}`],
  ])('answers %s at once', (_, query) => {
    expect(timed(query)).toBeLessThan(1_000);
  });

  it('reads only the start of a long query: the rest changes nothing', () => {
    const long = fc.tuple(fc.string({ minLength: 500, maxLength: 600 }), fc.string({ maxLength: 2_000 }));
    fc.assert(
      fc.property(long, ([start, rest]) => {
        expect(searcher.search(start + rest)).toEqual(searcher.search(start));
      }),
      { numRuns: 30 },
    );
  });

  it('never throws and never answers more than asked', () => {
    const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    const query = fc.oneof(
      fc.string({ unit: anyUnit, maxLength: 80 }),
      fc.string({ unit: fc.constantFrom('4', '9', '.', ' ', '-', '+', '"', "'", 'a', 'é', '\u0000', '\u202e', '\ud83d', '\ude80'), maxLength: 80 }),
      fc.constantFrom('__proto__', 'constructor toString', 'hasOwnProperty valueOf', 'ti3 __proto__', 'rule __proto__'),
    );
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 20 }), (q, limit) => {
        expect(searcher.search(q, { limit }).length).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 300 },
    );
  });
});
