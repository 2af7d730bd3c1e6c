import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { plainFirstKept, questionKept, storyQuestionAt } from '@/lib/search/story-question';
import { item } from './corpus';

const BLOCKADE =
  'sardakk parked 2 cruisers in my home system while my fleet was away and i have no ships left there at all, i activated my home to build and they told me i cant make any ships because the dock is blockaded, can i at least still build infantry with that dock';

/** The question a story told at length asks, as `storyQuestionAt` reads it. */
const asked = (query: string) => {
  const at = storyQuestionAt(query);
  return at === undefined ? undefined : query.slice(at);
};

/** The words of each concept a query is read into, with the weight of its first way to say it. */
const concepts = (query: string) => {
  const parsed = parseQuery(query);
  return parsed.kind === 'words' ? parsed.concepts.map((c) => ({ words: c.alternatives[0]!.words.join(' '), weight: c.alternatives[0]!.weight })) : [];
};

describe('a story told at length, asked at its end', () => {
  it('reads the last clauses that ask as the question ("..., can i", "..., in what order do")', () => {
    expect(asked(BLOCKADE.replace('with that dock', 'at my space dock'))).toBe('can i at least still build infantry at my space dock');
    expect(
      asked('the artifact just got voted in and the bad side hit, so everything on mecatol and next to it gets wiped, my carrier had fighters with it, in what order do my units get destroyed'),
    ).toBe('in what order do my units get destroyed');
    expect(
      asked('so the hacan moved 3 carriers into my home system last turn and i lost every ship i had there in the fight, i still have my space dock on the planet, any way to still build something there this round'),
    ).toBe('any way to still build something there this round');
  });

  it('reads a clause opened by any asking verb, negated too, or question word as asking (./question-words.ts)', () => {
    const story = 'my carrier was in the rift with three fighters and two infantry aboard, i rolled for the carrier and got a 2 so it was destroyed and the fighters went with it as well';
    expect(asked(`${story}, wasnt i allowed to roll for the fighters on their own first`)).toBe('wasnt i allowed to roll for the fighters on their own first');
    expect(asked(`${story} were the infantry lost with the carrier`)).toBe('were the infantry lost with the carrier');
  });

  it('takes the clause before a question that only points back at it ("can he do that") or names nothing ("is that right")', () => {
    expect(
      asked('ok so my two cruisers have been hiding in a nebula since last round, this turn i activated a system two hexes away, but the other player says ships starting in a nebula only move 1, is that right'),
    ).toBe('but the other player says ships starting in a nebula only move 1, is that right');
    expect(asked('im invading a planet with 4 infantry and the defender has 2 pds on that planet plus 1 infantry, after i committed he fires his pds at my infantry and kills 2, can he do that')).toBe(
      'after i committed he fires his pds at my infantry and kills 2, can he do that',
    );
  });

  it('reads a statement tagged "right?" or "or not" as the question', () => {
    expect(
      asked('so the hacan moved 3 carriers into my home system last turn and i lost every ship i had there in the fight, but my space dock is still on the planet, so i can still build infantry there this round, right?'),
    ).toBe('so i can still build infantry there this round, right?');
  });

  it('takes how things stand now, told right before the question', () => {
    expect(
      asked('i moved my carrier with 4 fighters into his system, then his pds popped the carrier, so now i have 4 fighters floating in space and no capacity left, do i lose the fighters'),
    ).toBe('now i have 4 fighters floating in space and no capacity left, do i lose the fighters');
  });

  it('finds the question of a story typed in one breath, at its verb before its subject', () => {
    expect(
      asked('i moved my carrier with 4 fighters into his system then his pds opened fire before the battle and popped the carrier and my fighters are floating in space with no capacity left do i lose the fighters right away or after combat'),
    ).toBe('do i lose the fighters right away or after combat');
    // Any asking verb the question may open with starts it: "may" too.
    expect(
      asked('i moved my carrier with 4 fighters into his system then his pds opened fire before the battle and popped the carrier and my fighters are floating in space with no capacity left may i keep the fighters until combat ends'),
    ).toBe('may i keep the fighters until combat ends');
  });

  it('is no story for a short query, one asking first, or one telling too little before asking', () => {
    expect(storyQuestionAt('his planet has a pds on it, can my dreads bombard')).toBeUndefined();
    expect(storyQuestionAt('can my dreads bombard a planet with a pds on it if i moved them in this turn with two carriers full of infantry and a war sun next to them')).toBeUndefined();
    expect(storyQuestionAt('ok so, can my dreads bombard a planet with a pds on it if i moved them in this turn with two carriers full of infantry, or does the shield stop them')).toBeUndefined();
  });

  it('reads "what happens to ..." as the start of the question, though its words are no words of the answer', () => {
    const read = concepts(
      'i landed 3 infantry on his planet where he had a pds and one infantry, his pds missed and i killed his infantry in the first round of ground combat, so now his pds is just sitting there alone on the planet, what happens to his pds, do i get to keep it',
    );
    expect(read).toContainEqual({ words: 'alone', weight: 1 });
    expect(read).toContainEqual({ words: 'missed', weight: 0.5 });
    expect(read.map((c) => c.words)).not.toContain('happens');
  });

  it('keeps the question and the start of the story when the story runs past the words read', () => {
    const tokens = [0, 10, 20, 30, 40, 50].map((start) => ({ start }));
    expect(questionKept(tokens, 40, 4).map((t) => t.start)).toEqual([0, 10, 40, 50]);
    expect(questionKept(tokens, undefined, 4).map((t) => t.start)).toEqual([0, 10, 20, 30]);
    expect(questionKept(tokens, 40, 6)).toEqual(tokens);
  });

  it('reads the question of a long story past its sixteen words, and weighs the story less', () => {
    const read = concepts(BLOCKADE);
    expect(read).toContainEqual({ words: 'infantry', weight: 1 });
    expect(read).toContainEqual({ words: 'parked', weight: 0.5 });
  });

  it('weighs a thing told in the story fully when the question names it in other words ("announced a retreat ..., do i have to run away")', () => {
    const read = concepts('ok so in round 2 of combat i announced a retreat, then we rolled and i killed all of his ships, but i still had my retreat called, do i still have to run away or does the fight just end');
    expect(read).toContainEqual({ words: 'retreat', weight: 1 });
    // Asked "do i still", the story is the case asked of and weighs 0.75, not 0.5 (see lib/search/still-asked.ts).
    expect(read).toContainEqual({ words: 'announced', weight: 0.75 });
  });

  it('finds the rule of what is asked, not of the story told', () => {
    const corpus = [
      item({ id: 'sardakk', title: 'Sardakk Norr', text: 'Sardakk cruisers parked in a home system while the fleet was away activated ships left there.' }),
      item({ id: 'blockade', title: 'Blockaded', text: 'A blockaded space dock can still produce ground forces such as infantry.' }),
    ];
    expect(searcherFor(corpus).search(BLOCKADE)[0]?.id).toBe('blockade');
  });
});

describe('a long question read both ways', () => {
  it('reads it plainly, its first words at full weight, when told not to read it as a story', () => {
    const plain = parseQuery(BLOCKADE, false);
    const read = plain.kind === 'words' ? plain.concepts.map((c) => ({ words: c.alternatives[0]!.words.join(' '), weight: c.alternatives[0]!.weight })) : [];
    expect(read).toContainEqual({ words: 'parked', weight: 1 });
    expect(read.map((c) => c.words)).not.toContain('infantry');
  });

  it('says when it read a story by its question: only then has the plain reading another ranking', () => {
    const storyRead = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' && parsed.story === true;
    };
    expect(storyRead(BLOCKADE)).toBe(true);
    expect(parseQuery(BLOCKADE, false)).not.toHaveProperty('story');
    // A dispute is read by its claims (see lib/search/dispute.ts), however long the story told: no question of a story is picked.
    expect(storyRead("his destroyer is parked in my home system and i have no ships there. he says my space dock can't build anything at all. i say i can still make infantry. who's right")).toBe(false);
    expect(storyRead('can i build infantry at a blockaded dock')).toBe(false);
  });

  it('keeps the first of the plain reading second when the story reading ranks it lower', () => {
    expect(plainFirstKept(['a', 'b', 'c', 'd'], 'd')).toEqual(['a', 'd', 'b', 'c']);
    expect(plainFirstKept(['a', 'b', 'c'], 'b')).toEqual(['a', 'b', 'c']);
    expect(plainFirstKept(['a', 'b'], 'e')).toEqual(['a', 'e', 'b']);
    expect(plainFirstKept(['a', 'b'], undefined)).toEqual(['a', 'b']);
  });

  it("never sinks what the story's own words find first: the question may be picked wrong", () => {
    // Rules of the question's words, each ranking above the rule of the story's in the story reading.
    const asked = ['A blockaded space dock can still produce ground forces such as infantry.', 'Build infantry at a dock.', 'A space dock can build infantry.', 'You can still build infantry at least.'];
    const story = item({ id: 'sardakk', title: 'Sardakk Norr', text: 'Sardakk cruisers parked in a home system while the fleet was away.' });
    const corpus = [...asked.map((text, k) => item({ id: `asked-${k}`, title: 'Infantry', text })), story];
    const ids = searcherFor(corpus).search(BLOCKADE).map((r) => r.id);
    expect(ids.slice(0, 2)).toContain('sardakk');
    expect(ids[0]).not.toBe('sardakk');
  });
});

describe('a faction told in a backstory', () => {
  it('weighs fully: its rulings are filed under its name', () => {
    const read = concepts('the naalu flagship sat in orbit over my planet and they dropped only their fighters down onto it with no infantry, they killed my last infantry in the fight, can they take a planet like that');
    expect(read).toContainEqual({ words: 'naalu', weight: 1 });
    expect(read).toContainEqual({ words: 'orbit', weight: 0.5 });
    expect(concepts('the hacan played politics and now i have 8 action cards')).toContainEqual({ words: 'hacan', weight: 1 });
  });
});
