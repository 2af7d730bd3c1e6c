import { describe, expect, it } from 'vitest';
import { quotedCardNames } from '@/lib/search/card-quote';
import { parseQuery } from '@/lib/search/query';

const weightOf = (q: string, word: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.find((c) => c.alternatives[0]!.words.includes(word))?.alternatives[0]!.weight : undefined;
};

describe('a card half-quoted before the question', () => {
  it('names the card from the words before "card says", never a pronoun or article', () => {
    expect(quotedCardNames('the construction card says i can put a dock')).toEqual(new Set(['construction']));
    expect(quotedCardNames('the cruiser ii card says capacity 1')).toEqual(new Set(['cruiser', 'ii']));
    expect(quotedCardNames('my card says apply +1')).toEqual(new Set());
    expect(quotedCardNames('one card says when and the other says after')).toEqual(new Set());
  });

  it('keeps the named card at full weight when the quote is told before the question, the rest of the quote as a backstory', () => {
    const q = 'the construction card says i can put a dock on a planet i control. can i put it in a system i already activated';
    expect(weightOf(q, 'construction')).toBe(1);
    expect(weightOf(q, 'dock')).toBe(0.5);
  });
});
