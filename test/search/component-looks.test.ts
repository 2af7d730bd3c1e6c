/**
 * Components named by their look (lib/search/component-looks.ts, component-reading.ts): the table,
 * the reader that composes a look with a generic noun, and what it must leave alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Searcher } from '@/lib/search/engine';
import { COMPONENT_LOOKS, KIND_NOUNS } from '@/lib/search/component-looks';
import { componentsTold, toldWithComponents } from '@/lib/search/component-reading';
import { parseQuery } from '@/lib/search/query';
import { tokenize } from '@/lib/search/text';
import { contentSearch } from './corpus';

const words = (q: string) => tokenize(q).map((t) => t.word);
/** Each component read in `q`: its words and the rules' term. */
const read = (q: string) => componentsTold(words(q)).map((c) => [words(q).slice(c.start, c.end).join(' '), c.rules[0]]);
const conceptTerms = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives.map((a) => a.terms.join(' '))) : [];
};

describe('component looks table', () => {
  it('names each component once, with looks, and kinds that have nouns', () => {
    const names = COMPONENT_LOOKS.map((c) => c.term);
    expect(new Set(names).size).toBe(names.length);
    for (const c of COMPONENT_LOOKS) {
      expect(c.looks.length + (c.names?.length ?? 0)).toBeGreaterThan(0);
      for (const k of c.kinds) expect(KIND_NOUNS[k].length).toBeGreaterThan(0);
    }
  });
});

describe('reading a component by its look', () => {
  it('composes look words with a generic noun of the kind, before it or after a link', () => {
    expect(read('how far can the giant round ball ship go')).toEqual([['giant round ball ship', 'war sun']]);
    expect(read('the wide flat ship')).toEqual([['wide flat ship', 'carrier']]);
    expect(read('the red swirly tile')).toEqual([['red swirly tile', 'gravity rift']]);
    expect(read('the purple cloud tile')).toEqual([['purple cloud tile', 'nebula']]);
    // A supernova's tile shows an exploding star: "star" names it beside another look word.
    expect(read('the red exploding star tile')).toEqual([['red exploding star tile', 'supernova']]);
    expect(read('the tile with the rocks on it')).toEqual([['tile with the rocks', 'asteroid field']]);
    expect(read('the numbered cards')).toEqual([['numbered cards', 'strategy card']]);
  });

  // A newcomer tells what a piece does, in a clause after a generic noun; paraphrases of the kind
  // in words no tuning question used, for every kind of component.
  it('reads a component by what it does, told in a clause after its noun', () => {
    expect(read('the ship that carries the little planes')).toEqual([['ship that carries', 'carrier'], ['little planes', 'fighter']]);
    expect(read('the building that makes new ships')).toEqual([['building that makes', 'space dock']]);
    expect(read('the card you flip when you use a planet')).toEqual([['card you flip when you use a planet', 'planet card']]);
    expect(read('the token that marks which planets are mine')).toEqual([['token that marks', 'control token']]);
    expect(read('the cards people vote on')).toEqual([['cards people vote', 'agenda card']]);
    expect(read('the ship that rolls 3 dice')).toEqual([['ship that rolls 3', 'war sun']]);
    expect(read('the towers that shoot at ships')).toEqual([['towers that shoot', 'pds']]);
    expect(read('the guys that land on planets, how many fit')).toEqual([['guys that land', 'infantry']]);
    expect(read('the cards you give to other players')).toEqual([['cards you give', 'promissory note']]);
    expect(read('the thing that decides ties, who has it')).toEqual([['thing that decides ties', 'speaker']]);
    expect(read('the cards we research')).toEqual([['cards we research', 'technology']]);
    // A clause that tells what happened to the piece names none, and the question after a clause is no part of it.
    expect(read('the ship that moved into the nebula')).toEqual([]);
    expect(read('the ship that i moved, can it move again')).toEqual([]);
    expect(read('my ships that were destroyed')).toEqual([]);
  });

  it('reads a name alone, with the look words before it and a noun of its kind after it', () => {
    expect(read('tiny triangle planes')).toEqual([['tiny triangle planes', 'fighter']]);
    expect(read('the big robot guys')).toEqual([['big robot guys', 'mech']]);
    expect(read('my little soldiers')).toEqual([['little soldiers', 'infantry']]);
    expect(read('robots')).toEqual([['robots', 'mech']]);
    expect(read('the little tower on my planet')).toEqual([['little tower', 'pds']]);
  });

  it("reads a faction's special ship as its flagship and a portal drawn on a tile as a wormhole", () => {
    expect(read('my special ship')).toEqual([['special ship', 'flagship']]);
    expect(read('the tile with the ring portal')).toEqual([['tile with the ring portal', 'wormhole']]);
    expect(read('the ring symbol')).toEqual([['ring symbol', 'wormhole']]);
    expect(read('the black hole tile')).toEqual([['black hole tile', 'gravity rift']]);
  });

  it('reads the small coloured symbol on a planet as its technology specialty', () => {
    expect(read('my planet have small coloured symbol')).toEqual([['small coloured symbol', 'technology specialty']]);
    expect(read('faction symbol on the token')).toEqual([]);
  });

  // A look joined to its noun by "shaped", said after "full of" or "covered in", or as a participle right after the noun.
  it.each([
    ['the big ball shaped ship', 'big ball shaped ship', 'war sun'],
    ['a cloud looking tile', 'cloud looking tile', 'nebula'],
    ['the hex full of rocks', 'hex full of rocks', 'asteroid field'],
    ['a tile covered in rocks', 'tile covered in rocks', 'asteroid field'],
    ['the cards numbered one to eight', 'cards numbered', 'strategy card'],
  ])('reads %j: %j is the %s', (q, span, term) => expect(read(q)).toEqual([[span, term]]));

  it('joins by "shaped" only a look: "the weird shaped ship" names no piece', () => {
    expect(read('the weird shaped ship')).toEqual([]);
  });

  it('reads a look two components share alike as either (command or control tokens, both with the faction symbol)', () => {
    const either = (q: string) => componentsTold(words(q)).map((c) => c.rules.filter((r) => r.endsWith('token')));
    expect(either('the round chips with my symbol')).toEqual([['command token', 'control token']]);
    expect(either('the little discs with my logo')).toEqual([['command token', 'control token']]);
    // A component named in the rules' words before what is said of it is read as typed.
    expect(read('planet card has a blue circle number')).toEqual([]);
    // Only two of the kind the noun names first: cards are a deck's, no sheet ("player" is a look of two sheets).
    expect(read('max number of action cards a player can have')).toEqual([]);
  });

  it('reads a term already read as a look of the others: the chip on the middle planet is the custodians token', () => {
    expect(read('the chip on the big planet in the middle').map((r) => r[1])).toEqual(['custodians token']);
  });

  it('leaves a look without its noun, a size alone, and the rules own words as typed', () => {
    // "round" is a game round; a "big ship" may be any large ship.
    expect(read('when does the round start')).toEqual([]);
    // After its noun it is the combat round: "his last ship that round" is no war sun.
    expect(read('i killed his last ship that round')).toEqual([]);
    expect(read('my ships each round')).toEqual([]);
    expect(read('the round ship')).toEqual([['round ship', 'war sun']]);
    expect(read('can my big ship carry fighters')).toEqual([]);
    expect(read('the ship in the middle')).toEqual([]);
    expect(read('fighter tokens')).toEqual([]);
    expect(read('faction sheet abilities')).toEqual([]);
    expect(read('politics card choose speaker')).toEqual([]);
    expect(read('token on the board')).toEqual([]);
  });

  it('searches the rules term in place of the look, with its synonyms', () => {
    expect(conceptTerms('giant round ball ship move')).toEqual([['war sun', 'ws', 'warsun'], expect.arrayContaining(['mov'])]);
    // A name the rules use as well is kept as typed ("a suitable substitute, such as a coin").
    expect(conceptTerms('coins')[0]).toEqual(expect.arrayContaining(['coin', 'trad good']));
  });

  it('tells events around a component read, never over it', () => {
    const ws = words('i lost my little soldiers');
    expect(toldWithComponents(ws).map((t) => t.rules[0])).toEqual(['destroyed', 'infantry']);
  });
});

describe('a unit stat asked of a unit named by its look', () => {
  let search: Searcher['search'];
  beforeAll(async () => {
    const { searcher } = await contentSearch();
    search = (q) => searcher.search(q);
  });

  it('marks a question of a printed value as asking the card, only with a unit named', () => {
    const card = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.filter((c) => c.card).map((c) => c.alternatives.at(-1)!.terms.join(' ')) : [];
    };
    expect(card('how far can the giant round ball ship go')).toEqual(['mov']);
    expect(card('what does the carrier need to hit')).toEqual(['combat']);
    expect(card('how far is it to mecatol')).toEqual([]);
    // Dice thrown are rolled.
    expect(conceptTerms('how many dice do i throw').flat()).toContain('roll');
  });

  it('finds the unit card for its move and combat value, however the unit is named', () => {
    expect(search('how far can the wide flat ship go')[0]?.id).toBe('units:carrier');
    expect(search('what does the round ball ship need to hit')[0]?.id).toBe('units:war-sun');
    expect(search('space dock how many units it can produce, it is depend of the planet?')[0]?.id).toBe('units:space-dock');
  });

  it('leaves the unit card first: the card answers the value, the story words are told around it', () => {
    expect(search('the wide flat ship looks cool in my fleet, how many dice does it roll when it fights')[0]?.id).toBe('units:carrier');
  });

  const asksCard = (q: string) => {
    const parsed = parseQuery(q);
    return parsed.kind === 'words' && parsed.concepts.some((c) => c.card);
  };

  it('is no value asked when the player states the value beside it', () => {
    expect(asksCard('building a 2 cost destroyer with my planets')).toBe(false);
    expect(asksCard('what does the destroyer cost')).toBe(true);
    // A number after a unit's name is its level, no value stated.
    expect(asksCard('got my cruiser 2, how much can it carry now')).toBe(true);
  });

  it('is a value asked of a unit however short or plural its name (lib/search/unit-card.ts UNIT_NAME_WORDS)', () => {
    expect(asksCard('how far can my dns go')).toBe(true);
    expect(asksCard('what do ftrs need to hit')).toBe(true);
    expect(asksCard('how far is it to the next system')).toBe(false);
  });

  it('is the move value asked of a unit said to move on its own, by itself, alone (a fighter has none)', () => {
    expect(asksCard('can fighters move on their own without the upgrade')).toBe(true);
    expect(asksCard('the tiny plane pieces, can they fly by themselves')).toBe(true);
    expect(asksCard('can my carrier go alone into the nebula')).toBe(true);
    expect(asksCard('i was alone against two players, can i move')).toBe(false);
    expect(search('can infantry move on their own')[0]?.id).toBe('units:infantry');
    expect(search('do destroyers fly by themselves or do they need a carrier')[0]?.id).toBe('units:destroyer');
  });
});

describe('second-language wording', () => {
  it('reads "in same moment" as simultaneously, "who is going first" as asking the order, "is it permitted" as wrapping', () => {
    expect(conceptTerms('use a card in same moment').flat()).toContain('simultaneously');
    expect(conceptTerms('who is going first').flat()).toContain('order');
    expect(conceptTerms('give an action card in a trade, it is permitted?').flat()).not.toContain('permitted');
  });

  it('reads a limit of "one player" as each player\'s, and "the done ones" as no count of one', () => {
    expect(conceptTerms('how many action cards one player can keep').flat()).toContain('each player');
    expect(conceptTerms('can one player take two strategy cards').flat()).not.toContain('each player');
    expect(conceptTerms('secret objectives, the done ones count also?').flat()).not.toContain('one');
  });
});

describe('a component named more than once', () => {
  it('is one concept, whether named by its look first or by its name', () => {
    expect(conceptTerms('the long heavy ship, the dreadnought, how far can it go').filter((c) => c.includes('dreadnought'))).toHaveLength(1);
    expect(conceptTerms('the dread, the long heavy ship, how far can it go').filter((c) => c.includes('dreadnought'))).toHaveLength(1);
  });
});
