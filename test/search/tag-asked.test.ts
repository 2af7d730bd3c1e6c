/** A negated statement with a question tagged on asks the positive question (lib/search/tag-asked.ts). */
import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { withTagAsked } from '@/lib/search/tag-asked';
import { firstOnRules } from './corpus';

/** The words of each concept the query is read as. */
const words = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives.map((a) => a.words.join(' '))) : [];
};

describe('the tag-asked reading', () => {
  it('reads the statement without its negation and its tag', () => {
    expect(withTagAsked("carriers don't have sustain damage, do they")).toBe('carriers have sustain damage');
    expect(withTagAsked("mechs can't sustain damage can they, they're ground forces")).toBe("mechs can sustain damage , they're ground forces");
    expect(withTagAsked("there's no limit on infantry on a planet, is there?")).toBe("there's limit on infantry on a planet");
    expect(withTagAsked("we won't get an agenda phase, will we")).toBe('we will get an agenda phase');
    expect(withTagAsked("once i pass i can't do a secondary, right?")).toBe('once i pass i can do a secondary');
    expect(withTagAsked('nebulas arent anomalies, are they')).toBe('nebulas are anomalies');
  });

  it('leaves a query with no tag, a positive statement tagged, and a verb of the statement or a verdict asked', () => {
    expect(withTagAsked("can't i spend commodities like trade goods?")).toBe("can't i spend commodities like trade goods?");
    expect(withTagAsked('carriers have capacity, do they')).toBe('carriers have capacity, do they');
    expect(withTagAsked('his law says i cant but my tech says i can do it. which wins')).toBe('his law says i cant but my tech says i can do it. which wins');
    expect(withTagAsked('he says we arent neighbours through a wormhole. is that right?')).toBe('he says we arent neighbours through a wormhole. is that right?');
  });

  it('keeps the act\'s "not" of a double negative: "you can\'t not vote" asks whether one can not vote', () => {
    expect(withTagAsked("you can't not vote, can you")).toBe('you can not vote');
    expect(withTagAsked('you cannot not vote, can you?')).toBe('you can not vote');
    expect(withTagAsked("i don't have to not move, do i")).toBe('i have to not move');
    // Read as the plain question it holds.
    expect(words("you can't not vote, can you")).toEqual(words('can you not vote'));
    // Two negations of the statement's own verbs both go.
    expect(withTagAsked("carriers don't have sustain and can't move alone, can they")).toBe('carriers have sustain and can move alone');
  });

  it('reads "isn\'t it true that" as no tag: the claim checked keeps its negation, as after "is it true that" (./myth.ts)', () => {
    expect(withTagAsked("isn't it true that you cannot refuse a deal")).toBe("isn't it true that you cannot refuse a deal");
    expect(words("isn't it true that you cannot refuse a deal")).toEqual(words('is it true that you cannot refuse a deal'));
    expect(words("isn't it true that you cannot refuse a deal")[0]).toContain('not');
  });
});

describe('negated statements tagged, searched', () => {
  // Paraphrases in words not tuned on: each unit's card states what it has.
  it.each([
    ["war suns can't carry fighters, can they", 'units:war-sun'],
    ["dreadnoughts don't have capacity do they", 'units:dreadnought'],
    ["flagships don't have sustain damage, do they?", 'units:flagship'],
  ])('%s', async (question, expected) => {
    expect(await firstOnRules(question)).toBe(expected);
  });
});
