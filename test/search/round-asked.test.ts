/** Whether a thing happens again in a later round: the rule stating the round it happens in (lib/search/round-asked.ts). */
import { describe, expect, it } from 'vitest';
import { laterRoundAsked, roundStatedFirst } from '@/lib/search/round-asked';
import { firstOnRules } from './corpus';

const TEXTS = [
  'STEP 2:-Each player must choose and destroy one of his fighters for each hit.',
  'STEP 1-ANTI-FIGHTER BARRAGE: If this is the first round of a space combat, the players may use the ability.',
  'If the timing of an ability uses the word "before". It occurs then. Likewise, at the start of the first round of combat, abilities resolve.',
];
const lifted = (order: number[]) => roundStatedFirst(order.map((doc) => ({ doc })), (d) => TEXTS[d]!).map((r) => r.doc);

describe('the later-round reading', () => {
  it('reads a thing asked to repeat in a later round', () => {
    expect(laterRoundAsked('does the barrage happen again in round 3')).toBe(true);
    expect(laterRoundAsked('every round or just the first?')).toBe(true);
    expect(laterRoundAsked('do i still get it the next round')).toBe(true);
    // A round told, nothing asked to repeat; a repeat asked of no round.
    expect(laterRoundAsked('he has no infantry left after round 2, who wins')).toBe(false);
    expect(laterRoundAsked('can i sustain again')).toBe(false);
  });

  it('lifts the rule whose opening states the round over a step stating none', () => {
    expect(lifted([0, 1])).toEqual([1, 0]);
    // A round named deep in a rule of timing windows is no statement of when the thing happens.
    expect(lifted([0, 2])).toEqual([0, 2]);
    expect(lifted([1, 0])).toEqual([1, 0]);
  });
});

describe('a thing asked again in a later round, searched', () => {
  // Paraphrases in words not tuned on: the rules stating the barrage's round (10, 67.3)
  it.each([
    'do destroyers fire their barrage shots again in round 3',
    'can i shoot afb again next round',
    'my destroyers shot down fighters before the fight, do they get to shoot again in round two',
    'anti-fighter barrage, does it get rolled again every round of the battle',
  ])('%s', async (question) => {
    expect(['lrr:10', 'lrr:67.3']).toContain(await firstOnRules(question));
  });
});
