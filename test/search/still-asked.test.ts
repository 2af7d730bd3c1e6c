import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { asksStill } from '@/lib/search/still-asked';
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
