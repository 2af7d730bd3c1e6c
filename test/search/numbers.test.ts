import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@/lib/corpus/types';
import { searcherFor, type Searcher } from '@/lib/search/engine';
import { missingRuleNumbers } from '@/lib/corpus/missing-numbers';
import { embeddedRuleNumber, parseRuleNumber } from '@/lib/search/query';
import { contentSearch, item } from './corpus';

describe('parseRuleNumber', () => {
  it.each([
    ['49.4', '49.4'],
    ['49', '49'],
    ['rule 49.4', '49.4'],
    ['Rule 49.4', '49.4'],
    ['rules 49', '49'],
    ['LRR 49.4', '49.4'],
    ['lrr49.4', '49.4'],
    ['lrr:49.4', '49.4'],
    ['r49.4', '49.4'],
    ['§ 49.4', '49.4'],
    ['#49.4', '49.4'],
    ['  49.4  ', '49.4'],
    ['49.', '49'],
    ['49.40', '49.40'],
  ])('reads %j as %j', (q, n) => expect(parseRuleNumber(q)).toBe(n));

  it.each(['49.4.1', '49 4', 'rule', 'rule 49.4 movement', '49a', '1234', 'x49', '4 9'])('%j is not a number query', (q) =>
    expect(parseRuleNumber(q)).toBeUndefined(),
  );

  it('reads back any number in any form', () => {
    const number = fc.tuple(fc.integer({ min: 0, max: 999 }), fc.option(fc.integer({ min: 0, max: 999 }))).map(([a, b]) => (b === null ? `${a}` : `${a}.${b}`));
    const prefix = fc.constantFrom('', 'rule ', 'RULE ', 'rules ', 'LRR ', 'lrr ', 'r', '§', '#');
    fc.assert(fc.property(number, prefix, (n, p) => parseRuleNumber(`${p}${n}`) === n));
  });
});

describe('embeddedRuleNumber', () => {
  it.each([
    ['rule 67.6 assign hits', '67.6', 'assign hits'],
    ['49.4 move', '49.4', 'move'],
    ['move 49.4', '49.4', 'move'],
    ['rule 89 wormholes', '89', 'wormholes'],
    ['LRR 2.4 action card limit', '2.4', 'action card limit'],
    ['is 76.5 about sustain?', '76.5', 'is about sustain?'],
  ])('finds the rule in %j', (q, number, rest) => expect(embeddedRuleNumber(q)).toEqual({ number, rest }));

  it.each(['2 direct hits same round', '3 player initiative', 'infantry 2 for 1', 'apply +1', 'rule', 'ti4 combat', 'x49.4'])(
    '%j holds no rule number (a plain number among words is a count)',
    (q) => expect(embeddedRuleNumber(q)).toBeUndefined(),
  );

  it('finds any dotted number among any words, and keeps the words', () => {
    const word = fc.stringMatching(/^[a-z]{2,8}$/).filter((w) => !/^(?:rules?|lrr|r)$/.test(w));
    const number = fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 })).map(([a, b]) => `${a}.${b}`);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3 }), number, fc.array(word, { maxLength: 3 }), (before, n, after) => {
        const found = embeddedRuleNumber([...before, n, ...after].join(' '));
        return found?.number === n && found.rest === [...before, ...after].join(' ');
      }),
    );
  });
});

describe('number queries on a corpus of look-alike numbers', () => {
  // 49.4 beside 49.40 and 4.94, and text that mentions "49.4": only the rule itself may come first.
  const corpus: Item[] = [
    item({ id: 'lrr:49', kind: 'entry', number: '49', title: 'Movement', text: 'Moving ships.' }),
    item({ id: 'lrr:49.4', number: '49.4', parent: 'lrr:49', title: 'Movement', text: 'Move ships.' }),
    item({ id: 'lrr:49.40', number: '49.40', parent: 'lrr:49', title: 'Movement', text: 'Forty.' }),
    item({ id: 'lrr:4', kind: 'entry', number: '4', title: 'Active Player', text: 'See 49.4 for moving.' }),
    item({ id: 'lrr:4.94', number: '4.94', parent: 'lrr:4', title: 'Active Player', text: 'Rule 49.4 applies.' }),
    item({ id: 'ti4-faq:m-1', source: 'ti4-faq', kind: 'faq', title: 'Can ships move?', text: 'Yes.', links: ['lrr:49.4'] }),
  ];
  const searcher = searcherFor(corpus);
  const ids = (q: string) => searcher.search(q).map((r) => r.id);

  it.each(['49.4', 'rule 49.4', 'LRR 49.4', 'lrr 49.4', 'r49.4'])('%j is rule 49.4, then its ruling and its entry, never 49.40 or 4.94', (q) => {
    expect(ids(q)).toEqual(['lrr:49.4', 'ti4-faq:m-1', 'lrr:49']);
  });

  it('a bare entry number lists the entry first, then its rules', () => {
    expect(ids('49')).toEqual(['lrr:49', 'lrr:49.4', 'lrr:49.40']);
    expect(ids('4')).toEqual(['lrr:4', 'lrr:4.94']);
  });

  it('a rule number typed with words comes first, however well the words match elsewhere', () => {
    expect(ids('rule 49.4 active player')[0]).toBe('lrr:49.4');
    expect(ids('49.4 moving')[0]).toBe('lrr:49.4');
    expect(ids('active player 4.94')).toEqual(['lrr:4.94', 'lrr:4']);
    // A number under no entry leaves the words to rank alone.
    expect(ids('9.1 active player')[0]).toBe('lrr:4');
  });

  it('an unknown number finds nothing rather than a near number; past its entry, the entry with a note', () => {
    expect(ids('rule 9')).toEqual([]);
    expect(ids('9.1')).toEqual([]);
    const [past, ...rest] = searcher.search('49.41');
    expect(past).toMatchObject({ id: 'lrr:49', note: '49.41 is not in LRR 1.2: entry 49 Movement ends at 49.40.' });
    expect(rest.map((r) => r.id)).toEqual(['lrr:49.4', 'lrr:49.40']);
  });
});

describe('number queries on the real corpus', () => {
  let searcher: Searcher;
  let numbered: Item[];
  beforeAll(async () => {
    const loaded = await contentSearch();
    searcher = loaded.searcher;
    numbered = loaded.corpus.filter((i) => i.source === 'ti4-lrr-1.2' && i.number);
  });

  it('every LRR entry and rule number, in every form, jumps to its item', () => {
    expect(numbered.length).toBeGreaterThan(500);
    for (const i of numbered) {
      for (const q of [i.number!, `rule ${i.number}`, `LRR ${i.number}`]) {
        expect(searcher.search(q, { limit: 1 })[0], q).toMatchObject({ id: i.id, url: i.url });
      }
    }
  });
});

describe('a rule number the LRR skips', () => {
  it('finds its entry first, at the notice, saying the number is not in LRR 1.2', async () => {
    const { corpus, searcher } = await contentSearch();
    const missing = missingRuleNumbers(corpus);
    expect(missing.map((m) => m.number)).toContain('49.1');
    for (const { number, entry } of missing) {
      for (const q of [number, `rule ${number}`]) {
        const [first, ...rest] = searcher.search(q);
        expect(first, q).toMatchObject({ id: entry.id, url: `${entry.url}#${number}` });
        expect(first!.note).toBe(`${number} is not in LRR 1.2: entry ${entry.number} ${entry.title} skips it.`);
        // Then the entry's rules, as a search for the entry's number lists them.
        expect(rest.length).toBeGreaterThan(0);
        expect(rest.every((r) => !r.note)).toBe(true);
      }
    }
  });

  it('typed with words, still comes first with its note; a number that exists has none', async () => {
    const { searcher } = await contentSearch();
    expect(searcher.search('49.1 move ships')[0]).toMatchObject({ id: 'lrr:49', note: expect.stringContaining('49.1 is not in LRR 1.2') });
    expect(searcher.search('49.2')[0]!.note).toBeUndefined();
  });
});

describe('a rule number past its entry or under an entry with no numbered rules', () => {
  let corpus: Item[];
  let searcher: Searcher;
  beforeAll(async () => ({ corpus, searcher } = await contentSearch()));
  const lrr = () => corpus.filter((i) => i.source === 'ti4-lrr-1.2');
  /** Each LRR entry and the minor number of its last rule (0 when it has none), read from the corpus. */
  const lastRules = () =>
    lrr()
      .filter((e) => e.kind === 'entry')
      .map((entry) => ({ entry, last: Math.max(0, ...lrr().filter((r) => r.parent === entry.id && r.kind === 'rule').map((r) => Number(r.number!.split('.')[1]))) }));

  it('finds the entry it would be in, at its page, saying where the entry ends', () => {
    const cases = lastRules();
    expect(cases.length).toBeGreaterThan(80);
    for (const { entry, last } of cases) {
      for (const past of [last + 1, last + 10]) {
        const number = `${entry.number}.${past}`;
        const [first, ...rest] = searcher.search(number);
        expect(first, number).toMatchObject({ id: entry.id, url: entry.url.split('#')[0] });
        const why = last ? `ends at ${entry.number}.${last}` : 'has no numbered rules';
        expect(first!.note, number).toBe(`${number} is not in LRR 1.2: entry ${entry.number} ${entry.title} ${why}.`);
        expect(rest.every((r) => !r.note)).toBe(true);
      }
    }
  });

  it('typed with words, comes first with its note; a number under no entry finds nothing made up', () => {
    expect(searcher.search('rule 49.12 moving ships')[0]).toMatchObject({ id: 'lrr:49', note: '49.12 is not in LRR 1.2: entry 49 Movement ends at 49.9.' });
    const beyond = Math.max(...lrr().filter((e) => e.kind === 'entry').map((e) => Number(e.number))) + 1;
    expect(searcher.search(`${beyond}.1`)).toEqual([]);
    expect(searcher.search(`${beyond}.1 movement`).every((r) => !r.note)).toBe(true);
  });
});
