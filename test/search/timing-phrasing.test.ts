/**
 * Phrasings of a question for a moment the parser must read as one (lib/search/timing-question.ts):
 * the either-or split by the moment it is asked against, a "when do" after the topic, two moments
 * weighed against each other, the order of two things asked with "first".
 */
import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';

const asksMoment = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' && parsed.concepts.some((c) => c.moment === true);
};

describe('questions for a moment in table phrasings', () => {
  it.each([
    'is the new objective flipped before everyone scores or after',
    'do i pay before i land or after i win',
    'during invasion when does the pds fire',
    'eotv when do you pay power',
    'do my ships leave right away or at the end of the round',
    'can i score it in the middle of my turn or only at the end',
    'what comes first in a tactical action, space combat or invasion',
    'trade primary: tgs first then refill commodities?',
    'do i get the tokens first and then spend influence',
  ])('"%s" asks for a moment', (q) => {
    expect(asksMoment(q)).toBe(true);
  });

  it.each(['what happens when he retreats', 'can i retreat first round', 'first round of combat'])('"%s" asks for none', (q) => {
    expect(asksMoment(q)).toBe(false);
  });
});
