import { describe, expect, it } from 'vitest';
import { namesOwnStrategyCard, quotedCardNames, readsOwnCard } from '@/lib/search/card-quote';
import { searcherFor } from '@/lib/search/engine';
import { firstOnRules, item } from './corpus';
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

  it('reads a quoted card as its resolver does, unless a follower is asked about', () => {
    expect(readsOwnCard('leadership card says gain 3 tokens and then buy more. can i use trade goods')).toBe(true);
    expect(readsOwnCard('trade card says i can choose other players to do the secondary for free')).toBe(false);
    expect(readsOwnCard('the warfare card says remove a token, can i follow it without one')).toBe(false);
    expect(readsOwnCard('can i use trade goods for leadership')).toBe(false);
  });

  it("ranks a quoted strategy card's primary ability before its secondary, which shares its words", () => {
    const rule = (id: string, text: string) => item({ id, title: 'Harvest', kind: 'rule', text });
    const corpus = [
      rule('primary', 'To resolve the primary ability on the "Harvest" strategy card, the active player gains two trade goods. Then, he may exchange any number of them for command tokens.'),
      rule('secondary', 'After the active player resolves the primary ability of the "Harvest" strategy card, each other player, beginning with the player to the left, may spend any number of trade goods to gain one command token for every two trade goods he spends.'),
    ];
    const first = (q: string) => searcherFor(corpus).search(q)[0]?.id;
    expect(first('the harvest card says i can spend trade goods for command tokens. how many trade goods per token')).toBe('primary');
    expect(first('harvest secondary, how many trade goods per command token')).toBe('secondary');
  });

  it('reads a strategy card named by its resolver, unless another player plays it or a follower is asked about', () => {
    expect(namesOwnStrategyCard('how many do i draw with politics')).toBe(true);
    expect(namesOwnStrategyCard('leadership, do i get the 3 tokens first')).toBe(true);
    expect(namesOwnStrategyCard('he played politics, how many do i draw')).toBe(false);
    // Any someone-word (./question-words.ts): "whoever", "everybody".
    expect(namesOwnStrategyCard('whoever takes politics, how many cards are drawn')).toBe(false);
    expect(namesOwnStrategyCard('how many tokens to follow warfare')).toBe(false);
    expect(namesOwnStrategyCard('can i spend trade goods on a tech')).toBe(false);
  });

  // [question, the rule answering it]: the secondary's rule names the card as the primary's does.
  it.each([
    ['how many action cards do i draw when i play politics', 'lrr:57.2'],
    ['construction, can i place the pds in a system that has my token', 'lrr:23.2'],
    ['he played politics, how many cards do i draw', 'lrr:57.3'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});

