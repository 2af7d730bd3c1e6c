/** A rule stated as one item's main statement and as another's aside is answered by the first (lib/search/aside-stated.ts). */
import { describe, expect, it } from 'vitest';
import { asidesOf, mainStatementFirst } from '@/lib/search/aside-stated';
import type { TitleAndText } from '@/lib/search/shipped';
import { firstOnRules, wordConcepts } from './corpus';

const DOCS: TitleAndText[] = [
  { title: 'Trade Goods', text: 'A player can spend a trade good in one of the following ways:\nIn place of spending one influence. However, trade goods cannot be spent to cast votes.' },
  { title: 'Influence', text: 'A player can spend a trade good as if it were one influence.\nPlayers cannot spend trade goods to cast votes.' },
  { title: 'Agenda Phase', text: 'Trade goods cannot be spent to cast votes.' },
  { title: 'Custodians Token', text: 'Units can move into the system that contains Mecatol Rex; however, players cannot land on Mecatol Rex until the token is removed.' },
  { title: 'Landing', text: 'Players land on Mecatol Rex by committing ground forces.' },
];
const expanded = wordConcepts;
const lifted = (order: number[], query: string, matched = [2, 2, 2, 2, 2]) =>
  mainStatementFirst(order.map((doc) => ({ doc, matched: matched[doc]! })), DOCS, expanded(query)).map((r) => r.doc);

describe('the aside reading', () => {
  it('reads a sentence opening on "however" and an "unless" clause as asides, not a joined "; however,"', () => {
    expect(asidesOf(DOCS[0]!.text)).toEqual(['However, trade goods cannot be spent to cast votes']);
    expect(asidesOf('It prevents landing unless he spends six influence. Then he lands.')).toEqual(['unless he spends six influence']);
    expect(asidesOf(DOCS[3]!.text)).toEqual([]);
  });

  it('lifts the item whose main statement holds what the first says only as an aside', () => {
    expect(lifted([0, 2], 'trade goods votes')).toEqual([2, 0]);
    // Not an item saying it in a later sentence: its main statement is another.
    expect(lifted([0, 1, 2], 'trade goods votes')).toEqual([2, 0, 1]);
    expect(lifted([0, 1], 'trade goods votes')).toEqual([0, 1]);
  });

  it('leaves a first result whose main text says it, one answering more, and a query the aside does not hold', () => {
    expect(lifted([3, 4], 'land mecatol rex')).toEqual([3, 4]);
    expect(lifted([0, 2], 'trade goods votes', [3, 2, 2, 2, 2])).toEqual([0, 2]);
    expect(lifted([0, 2], 'spend trade goods influence')).toEqual([0, 2]);
  });
});

describe('a rule said as an aside elsewhere, searched', () => {
  // Paraphrases in words not tuned on: [question, the item stating it]
  it.each([
    ['are trade goods allowed as votes', 'lrr:8.13'],
    ['can my tg be used as extra votes on an agenda', 'lrr:8.13'],
    ['voting with trade goods legal?', 'lrr:8.13'],
    ['may i add trade goods to my votes', 'lrr:8.13'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
