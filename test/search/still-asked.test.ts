import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { asksStill, toldBeforeStillBound } from '@/lib/search/still-asked';
import { firstOnRules } from './corpus';

/** The weight of the concept first typed as `word` in the query's reading. */
function weightOf(query: string, word: string): number | undefined {
  const parsed = parseQuery(query);
  if (parsed.kind !== 'words') return undefined;
  return parsed.concepts.find((c) => c.alternatives[0]?.words.includes(word))?.alternatives[0]?.weight;
}

describe('a question asked "still" of what its story told', () => {
  it('reads "still" after an asking verb and its subject', () => {
    const asked = ['she took my planet. can i still score', 'my carrier died, do my fighters still count', 'cant he still build infantry'];
    const notAsked = ['the pds is still there, can it shoot', 'can i score two objectives'];
    expect(asked.filter(asksStill)).toEqual(asked);
    expect(notAsked.filter(asksStill)).toEqual([]);
  });

  it('weighs the story nearer the question than a mere lead-up', () => {
    const still = weightOf('she landed on one of my home planets. can i still score a public objective', 'home');
    const plain = weightOf('she landed on one of my home planets. can i score a public objective', 'home');
    expect(plain).toBe(0.5);
    expect(still).toBeGreaterThan(plain!);
  });

  it('finds the rule restricting the act in the case the story told', async () => {
    expect(await firstOnRules('an enemy mech grabbed one planet in my home system. can i still score a stage one objective in the status phase')).toBe('lrr:52.16');
  });
});

describe('a question whether the player is still bound to an act', () => {
  it('reads the story before it as the case asked of; what he can still do is no such case', () => {
    const bound = ['i announced a retreat but my dice killed all his ships anyway. do i still have to leave', 'he played the card on me, do i still need to discard'];
    expect(bound.map(toldBeforeStillBound)).toEqual(['i announced a retreat but my dice killed all his ships anyway.', 'he played the card on me,']);
    const notBound = ['the only system next to the fight has his carrier in it, can i still announce a retreat', 'do i have to retreat'];
    expect(notBound.map(toldBeforeStillBound)).toEqual([undefined, undefined]);
  });

  // Other players' words for the same turn of events: the rule whose condition states it (67.7).
  it.each([
    'he declared a retreat, then i sank every one of his ships in that round. does he still have to move out',
    'i called a retreat and then my dice destroyed all of her ships, do i still need to retreat',
  ])('an announced retreat when the opponent has no ships left: %s', async (question) => {
    expect(await firstOnRules(question)).toBe('lrr:67.7');
  });
});
