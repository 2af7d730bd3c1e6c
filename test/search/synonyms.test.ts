import { beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@/lib/corpus/types';
import { searcherFor, type Searcher } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { SOURCE_WORDS, SYNONYMS } from '@/lib/search/synonyms';
import { terms } from '@/lib/search/text';
import { contentSearch } from './corpus';

let searcher: Searcher;
let byId: Map<string, Item>;
beforeAll(async () => {
  const content = await contentSearch();
  byId = content.byId;
  // The rules' text alone: a synonym must bring the items that say the rules' word. With the
  // questions players ask (content/asked.json), an item asked in the player's own word ("do i lose
  // a planet") may rank above them, which is as right and not what this checks.
  searcher = searcherFor(content.corpus.map(({ asked: _, ...item }) => item));
});

/** Whether the item's title or text uses the phrase (as consecutive terms). */
function uses(item: Item, phrase: string): boolean {
  const want = terms(phrase).join(' ');
  return ` ${terms(`${item.title}\n${item.text}`).join(' ')} `.includes(` ${want} `);
}

describe('synonyms', () => {
  const cases = SYNONYMS.flatMap((g) => g.also.map((also) => [also, g.canonical] as const));

  it.each(cases)('%j finds an item that says %j in the top 5', (also, canonical) => {
    const top = searcher.search(also, { limit: 5 });
    expect(top.some((r) => uses(byId.get(r.id)!, canonical)), top.map((r) => r.id).join(', ')).toBe(true);
  });

  it.each(cases)('%j expands to %j and back', (also, canonical) => {
    const alternatives = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.flatMap((c) => c.alternatives.map((a) => a.terms.join(' '))) : [];
    };
    expect(alternatives(also)).toContain(terms(canonical).join(' '));
    // A word that only asks for the group ("many", "most") never stands in for its other words.
    const ownOnly = SYNONYMS.some((g) => g.asks?.includes(also) || g.ownOnly?.includes(also));
    expect(alternatives(canonical).includes(terms(also).join(' '))).toBe(!ownOnly);
  });

  it('every phrase is searchable (not only stopwords) and belongs to one group', () => {
    const all = SYNONYMS.flatMap((g) => [g.canonical, ...g.also]).map((p) => terms(p).join(' '));
    expect(all.every((p) => p.length > 0)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('table words in a question', () => {
  it.each([
    // A unit that "rides" in a ship is transported: structures cannot be.
    ['can a pds ride in a carrier', 'lrr:74.3'],
    // A planet that "changes hands" is one whose control is gained or lost.
    ['what happens to the attached cards when a planet changes hands', 'lrr:12.2'],
    // What a value is "based on" is what the rules say "determines" it.
    ['what is the order of turns based on', 'lrr:43.1'],
    // A trade "reversed" is one undone.
    ['he regrets the swap, can we reverse it', 'lrr:83.4'],
    // A combat "going on" or "in progress" is the rules' "during" a combat.
    ['is trading allowed while a battle is going on', 'lrr:83.1'],
    // "Ground troops" are the rules' ground forces whole, not "ground" combat plus troops.
    ['upgraded ground troops combat number', 'units:infantry'],
    // The two sides of a combat are what the rules call "each player" ("Each player rolls one die").
    ['in a space battle do both sides shoot at the same time', 'lrr:67.5'],
    // Units spread over several planets: the rules let ground forces land "on any of the planets".
    ['can i land my infantry on several planets at once', 'lrr:44.2'],
    ['my troops, can i spread them out over more planets in one invasion', 'lrr:44.2'],
  ])('%j: %s, which says it in the rules\' words', async (q, id) => {
    const { searcher: shipped } = await contentSearch();
    expect(shipped.search(q)[0]?.id).toBe(id);
  });

  it('a player asking of himself is the rules\' "himself": he may choose himself as speaker (57.2)', async () => {
    const { searcher: shipped } = await contentSearch();
    expect(shipped.search('i resolve the politics primary, may i give the speaker token to myself')[0]?.id).toBe('lrr:57.2');
  });

  it('an objective named by its kind alone is that kind of objective', () => {
    const alternatives = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.flatMap((c) => c.alternatives.map((a) => a.terms.join(' '))) : [];
    };
    expect(alternatives('how many publics are revealed')).toContain(terms('public objective').join(' '));
    expect(alternatives('can i trade my secrets')).toContain(terms('secret objective').join(' '));
  });

  it('community shorthand: a pn is a promissory note, a token named after its pool is a command token in it', () => {
    const alternatives = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.flatMap((c) => c.alternatives.map((a) => a.terms.join(' '))) : [];
    };
    expect(alternatives('pn')).toContain(terms('promissory').join(' '));
    expect(alternatives('sos')).toContain(terms('secret objective').join(' '));
    expect(alternatives('tactic token')).toContain(terms('tactic pool').join(' '));
    expect(alternatives('strat token')).toContain(terms('strategy pool').join(' '));
    expect(alternatives('fleet token')).toContain(terms('fleet pool').join(' '));
    // "promissory note" typed stays two words: the group is its first only.
    expect(alternatives('promissory note')).toContain(terms('note').join(' '));
  });
});

describe('source words', () => {
  it.each(Object.entries(SOURCE_WORDS))('%j ranks items of %j first and is not searched for', (words, sources) => {
    const parsed = parseQuery(`${words} combat`);
    expect(parsed).toMatchObject({ kind: 'words', sources });
    const named = searcher.search(`${words} combat`, { limit: 10 }).map((r) => sources.includes(r.source));
    expect(named[0]).toBe(true);
    // Named sources first: no named item after an unnamed one.
    expect(named.indexOf(false) < 0 || !named.slice(named.indexOf(false)).includes(true)).toBe(true);
  });

  it("a card's corrected or exact wording asked is the errata's, though a rule names the card too", async () => {
    const { searcher: shipped } = await contentSearch();
    expect(shipped.search('what is the updated text of harrow')[0]?.id).toBe('ti4-errata:harrow');
    expect(shipped.search('harrow exact wording')[0]?.id).toBe('ti4-errata:harrow');
  });
});

describe('a phrase across two sentences', () => {
  const typed = (q: string) => {
    const parsed = parseQuery(q);
    return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives[0]!.words.join(' ')) : [];
  };

  it('is no phrase: "same turn? order of steps" names no turn order', () => {
    expect(typed('can i land them the same turn? order of steps confuses me')).toEqual(['land', 'same', 'turn', 'order', 'steps', 'confuses']);
    expect(typed('what is the turn order')).toEqual(['turn order']);
  });
});

describe('an effect "still active"', () => {
  it.each([
    ['law discarded still active', 'lrr:7.5'],
    ['discarded law still active?', 'lrr:7.5'],
    ['does a repealed law still apply', 'lrr:7.5'],
    ['exhausted card passive ability still active', 'lrr:32.4'],
  ])('%j: %s, where the rules say "in effect"', (q, id) => {
    expect(searcher.search(q, { limit: 1 })[0]?.id).toBe(id);
  });
});
