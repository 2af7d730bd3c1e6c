/** A thing just gained, asked whether it serves now, is answered by the rule of the gain (lib/search/gained-now.ts). */
import { describe, expect, it } from 'vitest';
import { gainedNowAsked, gainedThing, gainRuleFirst } from '@/lib/search/gained-now';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

const TEXTS = [
  "A player cannot spend an exhausted planet's resources or influence.",
  'When a player gains control of a planet, he takes the planet card that corresponds to that planet; that card is exhausted.',
  "After a player gains a unit upgrade card, each of that player's units that correspond to that upgrade card is treated as having its attributes.",
  'If a player gains or loses control of planet that contains a card with an attach effect, the attached card stays with that planet.',
];
const lifted = (order: number[], said: string) => gainRuleFirst(order.map((doc) => ({ doc })), (d) => TEXTS[d]!, new Set(terms(said))).map((r) => r.doc);

describe('the gained-now reading', () => {
  it('reads a gain told as just done with the moment asked', () => {
    expect(gainedNowAsked('just conquered his planet, usable this turn?')).toBe(true);
    expect(gainedNowAsked('i newly researched cruiser 2, do the old ones have it already')).toBe(true);
    expect(gainedNowAsked('got a new planet, can i exhaust it immediately')).toBe(true);
    // The gain told as the moment the thing was used, as a player checking his play tells it (see ../../lib/search/past-check.ts).
    expect(gainedNowAsked('when i took his planet i spent it right away, was that ok')).toBe(true);
    expect(gainedNowAsked('after we conquered the planet we exhausted it the same turn, legal?')).toBe(true);
    expect(gainedNowAsked('as soon as he researched carrier 2 his old carriers had it immediately, right?')).toBe(true);
    expect(gainedNowAsked('once they captured the planet they used its influence right away, did we mess up')).toBe(true);
    expect(gainedNowAsked('when i got the tech i used it already that turn, is that allowed')).toBe(true);
    // No moment asked, or two gains told together ("at once"): not this question.
    expect(gainedNowAsked('just took a planet, what now')).toBe(false);
    expect(gainedNowAsked('took 2 new planets at once, which do i explore first')).toBe(false);
    expect(gainedNowAsked('can i spend a planet this turn')).toBe(false);
  });

  it("names the thing a rule's opening gains, by its distinctive words", () => {
    expect(gainedThing(TEXTS[1]!)).toEqual(terms('planet'));
    expect(gainedThing(TEXTS[2]!)).toEqual(terms('upgrade'));
    expect(gainedThing(TEXTS[0]!)).toBeUndefined();
    // An opening on a condition ("If ... gains or loses") states no gain.
    expect(gainedThing(TEXTS[3]!)).toBeUndefined();
  });

  it('lifts the rule gaining the thing the query names, from anywhere in the ranking', () => {
    expect(lifted([0, 3, 2, 1], 'took planet spend turn')).toEqual([1, 0, 3, 2]);
    expect(lifted([0, 1, 2], 'researched upgrade dreadnought right away')).toEqual([2, 0, 1]);
    expect(lifted([0, 2], 'took planet spend turn')).toEqual([0, 2]);
  });
});

describe('a thing just gained, searched', () => {
  // Paraphrases in words not tuned on: [question, the rule of the gain]
  it.each([
    ['captured a planet a moment ago, am i allowed to tap it for influence this turn', 'lrr:24.1'],
    ['we just invaded and won the planet, is its card ready to use immediately', 'lrr:24.1'],
    ['newly got war sun 2, do the war suns i already have use the new card straight away', 'lrr:86.4'],
    ['just researched fighter ii - the fighters already in space, do they move on their own yet', 'lrr:86.4'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
