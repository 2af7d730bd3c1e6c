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
    // With no judgments the judged columns count the writer's expectations alone.
    expect(report.categories).toEqual({ one: { questions: 2, top1: 1, top3: 2, judged1: 1, judged3: 2 }, two: { questions: 2, top1: 0, top3: 0, judged1: 0, judged3: 0 } });
    expect(report.overall).toEqual({ questions: 4, top1: 1, top3: 2, judged1: 1, judged3: 2 });
    expect(report.misses.map((m) => [m.q, m.rank])).toEqual([['b', 3], ['c', 4], ['d', 0]]);
    expect(formatReport(report).at(-1)).toMatch(/^overall\s+4\s+25\.0%\s+50\.0%$/);
  });

  it('counts a category named like a member of Object (__proto__, constructor, toString) in its own row', () => {
    const names = ['__proto__', 'constructor', 'toString'];
    const report = evaluate(fake({ a: ['x'] }), names.map((category) => ({ q: 'a', category, expect: ['x'] })));
    // Before: no row for any of them, and Object.prototype.questions became NaN.
    expect(Object.keys(report.categories).sort()).toEqual([...names].sort());
    expect(report.categories['__proto__']).toEqual({ questions: 1, top1: 1, top3: 1, judged1: 1, judged3: 1 });
    expect(formatReport(report).filter((line) => /^(__proto__|constructor|toString) /.test(line))).toHaveLength(3);
    expect(({} as Record<string, unknown>).questions).toBeUndefined();
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

  // The held-out sets, oldest first: each written apart from the tuning sets and from the ones before it.
  const heldOut = [
    { file: 'search-holdout.json', size: 100 },
    { file: 'search-holdout-2.json', size: 150 },
    { file: 'search-holdout-3.json', size: 137 },
    { file: 'search-holdout-4.json', size: 134 },
    { file: 'search-holdout-5.json', size: 131 },
    { file: 'search-holdout-6.json', size: 150 },
    { file: 'search-holdout-7.json', size: 140 },
    { file: 'search-holdout-8.json', size: 142 },
    { file: 'search-holdout-9.json', size: 133 },
    { file: 'search-holdout-10.json', size: 136 },
    { file: 'search-holdout-11.json', size: 134 },
    { file: 'search-holdout-12.json', size: 129 },
    { file: 'search-holdout-13.json', size: 125 },
    { file: 'search-holdout-14.json', size: 123 },
    { file: 'search-holdout-15.json', size: 148 },
    { file: 'search-holdout-16.json', size: 145 },
    // Five players' questions (voice, compare, myth, forgot, faction): its brief asked no rule numbers.
    { file: 'search-holdout-17.json', size: 147, without: ['number-plus-words'] },
    // Five more players (who decides, counts as, a story, two questions in one, why not): no rule numbers either.
    { file: 'search-holdout-18.json', size: 145, without: ['number-plus-words'] },
    // Five more (what happens if, edge cases, step order, Prophecy of Kings, scoring): no rule numbers either.
    { file: 'search-holdout-19.json', size: 135, without: ['number-plus-words'] },
    // Five more (the board and moving, deals, the agenda phase, shorthand, where the rules say it): no rule numbers either.
    { file: 'search-holdout-20.json', size: 147, without: ['number-plus-words'] },
    // Five more (a newcomer without the game's words, technology, named cards, search-engine keywords, TI3 and EotV players): no rule numbers either.
    { file: 'search-holdout-21.json', size: 141, without: ['number-plus-words'] },
    // Five more (English as a second language, mid-battle, setting up, quoting a card's words, planning a turn): no rule numbers, other games or spelling.
    { file: 'search-holdout-22.json', size: 147, without: ['number-plus-words', 'other-game', 'spelling'] },
    // Five more (spending, moving, keywords, a casual player describing components by their look, checking a past game): no rule numbers or other games.
    { file: 'search-holdout-23.json', size: 141, without: ['number-plus-words', 'other-game'] },
    // Five more (another game's words, what an opponent can do to me, a spectator, text-message shorthand, a strategist): no rule numbers, other games or spelling.
    { file: 'search-holdout-24.json', size: 148, without: ['number-plus-words', 'other-game', 'spelling'] },
    // The same five players by another writer: the tuners' validation batch of session 24 (counts only).
    { file: 'search-holdout-25.json', size: 148, without: ['other-game', 'spelling'] },
    // Five more (a dispute typed to settle it, a teacher, a TI3 veteran's words, a wrong premise, yes/no only): no rule numbers, other games or spelling.
    { file: 'search-holdout-26.json', size: 150, without: ['number-plus-words', 'other-game', 'spelling'] },
    // Five more (a chat-assistant asker, a loophole hunter, two effects together, secret or public, taking a move back): no rule numbers, other games or spelling.
    { file: 'search-holdout-27.json', size: 150, without: ['number-plus-words', 'other-game', 'spelling'] },
    // Five more (required or optional, what happens when something runs out, a physical piece, a frustrated player, the simplest explanation): no rule numbers, other games or spelling.
    { file: 'search-holdout-28.json', size: 149, without: ['number-plus-words', 'other-game', 'spelling'] },
    // Five more (asking in the negative, asking for a list, autocorrected words, wrong names, a follow-up): no rule numbers, other games or spelling.
    { file: 'search-holdout-29.json', size: 149, without: ['number-plus-words', 'other-game', 'spelling'] },
    // Five more (how to achieve something, where, a question cut short, a choice between two, an exception): no rule numbers, other games or spelling.
    { file: 'search-holdout-30.json', size: 148, without: ['number-plus-words', 'other-game', 'spelling'] },
    // Another player's words for tuning questions that hit (paraphrased blind): no rule numbers and no other game.
    { file: 'search-transfer-21.json', size: 149, without: ['number-plus-words', 'other-game'] },
  ];
  const load = (file: string) => parseEvalSet(JSON.parse(readFileSync(`test/fixtures/${file}`, 'utf8')));
  const norm = (q: string) => q.toLowerCase().replace(/\s+/g, ' ').trim();

  const categories = ['faq', 'entry', 'quantity', 'timing-word', 'number-plus-words', 'spelling', 'other-game', 'unit', 'situational'];
  it.each(heldOut)('$file parses, has $size questions over every category, and names only items the corpus holds', async ({ file, size, without = [] }) => {
    const questions = load(file);
    expect(questions).toHaveLength(size);
    expect(new Set(questions.map((q) => q.category))).toEqual(new Set(categories.filter((c) => !without.includes(c))));
    const { byId } = await contentSearch();
    expect(() => checkExpectedIds(questions, (id) => byId.has(id))).not.toThrow();
  });

  it.each(heldOut.map((set, i) => ({ ...set, before: heldOut.slice(0, i).map((s) => s.file) })))(
    '$file shares no question with the tuning sets or an earlier held-out set',
    ({ file, before }) => {
      const others = [
        ...load('search-eval.json').map((q) => q.q),
        ...before.flatMap((f) => load(f).map((q) => q.q)),
        ...(JSON.parse(readFileSync('test/fixtures/search-queries.json', 'utf8')) as { queries: { q: string }[] }).queries.map((q) => q.q),
      ].map(norm);
      expect(load(file).map((q) => norm(q.q)).filter((q) => others.includes(q))).toEqual([]);
    },
  );

  it('no question players ask of an item (content/asked.json) is a question of an eval set: they were written apart', () => {
    const asked = new Set(Object.values(JSON.parse(readFileSync('content/asked.json', 'utf8')) as Record<string, string[]>).flat().map(norm));
    const sets = ['search-eval.json', ...heldOut.map((s) => s.file)];
    expect(sets.flatMap((f) => load(f).map((q) => norm(q.q))).filter((q) => asked.has(q))).toEqual([]);
  });

  it('the shipped eval set names only items the corpus holds', async () => {
    const questions = parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-eval.json', 'utf8')));
    expect(questions.length).toBeGreaterThanOrEqual(220);
    const { byId } = await contentSearch();
    expect(questions.flatMap((q) => q.expect).filter((id) => !byId.has(id))).toEqual([]);
  });
});
