/** A deal whose terms fall later than now: the rule on terms not resolved at once (lib/search/later-terms.ts). */
import { describe, expect, it } from 'vitest';
import { laterTermsAsked, laterTermsFirst } from '@/lib/search/later-terms';
import { firstOnRules } from './corpus';

const TEXTS = [
  'If the terms of a deal can be resolved immediately, it is a binding deal. A player must adhere to the terms of the agreement.',
  'If the terms of a deal cannot be resolved immediately, it is a non-binding deal.',
  'A retreat will not occur immediately; the units will retreat during the "Retreat" step.',
];
const lifted = (order: number[]) => laterTermsFirst(order.map((doc) => ({ doc })), (d) => TEXTS[d]!).map((r) => r.doc);

describe('the later-terms reading', () => {
  it('reads an agreement told with a time later than now', () => {
    expect(laterTermsAsked('he promised not to attack me next round, does he have to')).toBe(true);
    expect(laterTermsAsked('we made a pact for the following turn')).toBe(true);
    expect(laterTermsAsked('she swore shed pay me, can she back out')).toBe(true);
    expect(laterTermsAsked('a deal that lasts for three rounds')).toBe(true);
    expect(laterTermsAsked('he agreed to give me his vote at the end of the game')).toBe(true);
    // An agreement of now; a later time with no agreement; a card that "will" go off.
    expect(laterTermsAsked('we swapped tg for his note right now, is the deal binding')).toBe(false);
    expect(laterTermsAsked('do i still get it the next round')).toBe(false);
    expect(laterTermsAsked('can i promise in a deal that my action card will go off')).toBe(false);
  });

  it('lifts the rule on terms not resolved at once over its twin, never a rule of another topic', () => {
    expect(lifted([0, 1])).toEqual([1, 0]);
    expect(lifted([0, 2])).toEqual([0, 2]);
    expect(lifted([1, 0])).toEqual([1, 0]);
  });
});

describe('a deal for later, searched', () => {
  // Paraphrases in words not tuned on: the non-binding deal (27.4).
  it.each([
    'if someone promises something for later in the game do they have to honor it',
    'he agreed to not invade me for 2 rounds, can he go back on it',
    'we made a pact that he votes for my agenda tomorrow, does he have to stick to it',
    'deal for next turn, can he break it',
    'is an agreement about a future turn binding',
  ])('%s', async (question) => {
    expect(await firstOnRules(question)).toBe('lrr:27.4');
  });
});
