import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@/lib/corpus/types';
import { searcherFor, type Searcher } from '@/lib/search/engine';
import { parseRuleNumber } from '@/lib/search/query';
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

  it('an unknown number finds nothing rather than a near number', () => {
    expect(ids('49.5')).toEqual([]);
    expect(ids('rule 9')).toEqual([]);
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
