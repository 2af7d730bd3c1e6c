/** A question of what brings a state about: the rule stating the state's condition, not its entry's opening. */
import { describe, expect, it } from 'vitest';
import { causeAsked, conditionOfStateFirst, statesConditionOf } from '@/lib/search/cause-asked';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

describe('what brings a state about', () => {
  it.each(['what knocks a player out of the game', 'how do you get eliminated', 'what makes two players neighbors', 'what does it take to get eliminated', 'how does a player become blockaded', 'how does a deal become binding', 'binding deal what counts'])(
    '%j asks it',
    (q) => expect(causeAsked(q)).toBe(true),
  );

  it.each(['what happens when a player is eliminated', 'what does the speaker do', 'elimination'])('%j does not', (q) => expect(causeAsked(q)).toBe(false));

  it('reads a state then the case that makes it, of a state the query names', () => {
    const asked = new Set(terms('player eliminated'));
    expect(statesConditionOf('A player is eliminated when he meets all of the following three conditions:', asked)).toBe(true);
    expect(statesConditionOf('A player who is eliminated is no longer part of the game.', asked)).toBe(false);
    expect(statesConditionOf('Two players are neighbors if they both have a unit in the same system.', asked)).toBe(false);
    // The case first, then the kind of thing it makes: "binding" of "it is a binding deal".
    const deal = 'If the terms of a deal can be resolved immediately, it is a binding deal.';
    expect(statesConditionOf(deal, new Set(terms('deal binding')))).toBe(true);
    expect(statesConditionOf(deal, new Set(terms('deal')))).toBe(false);
  });

  it("lifts the topic's rule stating the condition over the first, never another topic's, nor one far down", () => {
    const docs = [
      { id: 'e', text: 'A thing that is broken is out.' },
      { id: 'e.1', text: 'A thing is broken when it falls.', parent: 'e' },
      { id: 'f.1', text: 'A thing is broken when it burns.', parent: 'f' },
      { id: 'g', text: 'Nothing breaks here.' },
    ];
    const asked = new Set(terms('broken'));
    const order = (docsRanked: number[]) => conditionOfStateFirst(docsRanked.map((doc) => ({ doc })), docs, asked).map((r) => r.doc);
    expect(order([0, 1, 2])).toEqual([1, 0, 2]);
    expect(order([0, 2, 1])).toEqual([1, 0, 2]);
    expect(order([2, 0, 1])).toEqual([2, 0, 1]);
    expect(order([0, 2, 3, 1])).toEqual([0, 2, 3, 1]);
  });

  it.each([
    'what knocks a player out of the game',
    'how do you get eliminated',
    'what makes a player get eliminated',
    'what gets you kicked out of the game',
    'what does it take to get eliminated',
  ])('%j: 31.1, the three conditions of elimination', async (q) => {
    expect(await firstOnRules(q)).toBe('lrr:31.1');
  });

  it.each(['what makes a deal binding', 'how does a deal become binding', 'what counts as a binding deal', 'binding deals, what counts?'])('%j: 27.3, what makes a deal binding', async (q) => {
    expect(await firstOnRules(q)).toBe('lrr:27.3');
  });

  it('keeps a question of what a deal is on its entry: no state of it asked', async () => {
    expect(await firstOnRules('what counts as a deal, is a promise one')).toBe('lrr:27');
  });
});
