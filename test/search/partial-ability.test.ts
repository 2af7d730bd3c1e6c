import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { searcherFor, type Searcher } from '@/lib/search/engine';
import { partialAbilityQuery } from '@/lib/search/partial-ability';
import { withNegations } from '@/lib/search/query';
import { contentSearch } from './corpus';

// The queries reach the detector with their negations already "not" (see withNegations).
const asked = (q: string) => partialAbilityQuery(withNegations(q));

describe('a card only partly resolvable', () => {
  it('is told by a quoted ability, what the player cannot do after it, and "still"', () => {
    expect(asked('the tech says exhaust a planet to draw an action card, but none are ready, do i still draw')).toBe('ability effects cannot resolve cost');
    expect(asked('agent lets me destroy a fighter then gain a commodity but no fighters are there. do i still gain it')).toBe('ability effects cannot resolve then');
    expect(asked('card says gain 1 tg and destroy an infantry, there is no infantry, does the card fizzle')).toBe('ability effects cannot resolve as many as possible');
    // A part that "fizzled" or "failed" is one he could not do.
    expect(asked('card says draw a card then gain a tg, the draw fizzled, do i still get the tg')).toBe('ability effects cannot resolve then');
    expect(asked('tech says exhaust it to ready a planet, the ready failed. do i still exhaust it')).toBe('ability effects cannot resolve cost');
  });

  it('is not a card whose own effect forbids something, nor a question without the three parts', () => {
    // The card itself says he cannot: the agenda rules answer.
    expect(asked('a card says i cant vote on this agenda, can i still vote with another ability')).toBeUndefined();
    expect(asked('card says gain 2 tg, do i get them now')).toBeUndefined();
    expect(asked('i have no infantry left, can i still invade')).toBeUndefined();
  });

  it('is not a question of whether a requirement still holds for the card\'s effect', () => {
    // "still need", "still have to": the rule of the effect says (gaining a technology ignores prerequisites).
    expect(asked('the agent lets me gain a unit upgrade but i dont have the prerequisites, do i still need them')).toBeUndefined();
    expect(asked('card says place a pds but i have none left in reinforcements, do i still have to take one from the board')).toBeUndefined();
    expect(asked('relic lets me score an objective but i dont control the planets, does it still require them')).toBeUndefined();
  });

  it('never fires without a quoted ability', () => {
    const word = fc.constantFrom('i', 'have', 'no', 'still', 'fighters', 'but', ',', 'cant', 'get', 'tg', 'then', 'to', 'spend');
    fc.assert(fc.property(fc.array(word, { maxLength: 20 }), (words) => asked(words.join(' ')) === undefined));
  });

  describe('on the rules', () => {
    let searcher: Searcher;
    beforeAll(async () => {
      searcher = searcherFor((await contentSearch()).corpus);
    });
    it.each([
      ['my relic says purge it to gain 3 tg but it was already purged, do i still get the tg', 'lrr:1.9'],
      ['promissory note says return a cc then ready a planet, i have no cc to return, do i still ready the planet', 'lrr:1.15'],
      ['leader ability says destroy a ship and gain a tg but there are no ships there, do i still gain the tg', 'lrr:1.7'],
    ])('%j: %s first', (q, id) => {
      expect(searcher.search(q)[0]?.id).toBe(id);
    });
  });
});
