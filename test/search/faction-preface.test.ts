import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { factionPreface, factionSpokenOf } from '@/lib/search/faction-preface';
import { item } from './corpus';

const top = (corpus: Parameters<typeof searcherFor>[0], q: string) => searcherFor(corpus).search(q)[0]?.id;

describe('a player naming the faction he plays before his question', () => {
  it('reads the faction said first (or last) apart from the question, by any of its names', () => {
    expect(factionPreface('playing sol, can my infantry sit in space')).toEqual({ query: 'can my infantry sit in space', names: [['sol']] });
    expect(factionPreface("i'm playing as the barony of letnev. can i retreat")?.names).toEqual([['barony'], ['letnev']]);
    expect(factionPreface('as the hacan can i trade action cards')?.query).toBe('can i trade action cards');
    expect(factionPreface('nekro here, does assimilator work')?.query).toBe('does assimilator work');
    expect(factionPreface('jol-nar: can i reroll')?.names).toContainEqual(['jol', 'nar']);
    expect(factionPreface('im the l1z1x player, can i harrow')?.query).toBe('can i harrow');
    expect(factionPreface('can my infantry sit in space, playing sol')?.query).toBe('can my infantry sit in space');
  });

  it('reads the faction said as what he plays, is or is new to, first or last', () => {
    for (const said of [
      'i play sol, can my infantry sit in space',
      'my faction is sol, can my infantry sit in space',
      'we are the sol, can my infantry sit in space',
      'first game as sol, can my infantry sit in space',
      'new to sol, can my infantry sit in space',
      'can my infantry sit in space (playing sol)',
      'can my infantry sit in space? im sol',
      'can my infantry sit in space, as the sol',
    ])
      expect(factionPreface(said), said).toEqual({ query: 'can my infantry sit in space', names: [['sol']] });
    // "as" with no stop before it compares.
    expect(factionPreface('is the hacan flagship as good as sol')).toBeUndefined();
  });

  it('reads no preface where the faction is part of the question, or all of it', () => {
    expect(factionPreface('sol just got wiped off the board')).toBeUndefined();
    expect(factionPreface('naalu 0 token initiative')).toBeUndefined();
    expect(factionPreface('hacan is on the far side of the map')).toBeUndefined();
    expect(factionPreface('the barony here')).toBeUndefined();
  });

  it("answers with the general rule when the question is about something else than the faction's own", () => {
    const corpus = [
      item({ id: 'favor', source: 'ti4-faq', kind: 'errata', title: 'Political Favor', text: 'The text of the Xxcha promissory note should read: cancel an agenda.' }),
      item({ id: 'pass', title: 'Action Phase', text: 'A player who has performed a strategic action can pass.' }),
      item({ id: 'p1', title: 'Strategy Cards', text: 'After he passes, a player cannot perform actions.' }),
      item({ id: 'p2', title: 'Turns', text: 'A player who passed is skipped; pass order is kept.' }),
      item({ id: 'p3', title: 'Rounds', text: 'The round ends when every player has passed.' }),
    ];
    expect(top(corpus, 'as the xxcha can i pass')).not.toBe('favor');
    // Naming the faction inside the question still asks for it.
    expect(top(corpus, 'xxcha promissory note')).toBe('favor');
  });

  it("ranks a rule naming the faction above one that does not, when both answer the rest", () => {
    const corpus = [
      item({ id: 'shield', title: 'Planetary Shield', text: 'Planetary shield prevents an L1Z1X player from using Harrow on the planet.' }),
      item({ id: 'other', title: 'Bombardment', text: 'Harrow lets ships use bombardment on the planet.' }),
    ];
    expect(top(corpus, 'l1z1x here, can i use harrow on the planet')).toBe('shield');
  });

  it('reads a bare name opening the query as what is asked when the question speaks of it in the third person', () => {
    // The first person after the name: he plays it.
    expect(factionPreface('naalu: does my 0 token go with the card')?.query).toBe('does my 0 token go with the card');
    expect(factionPreface('creuss: hil colish died, can my ships still use its wormhole')?.names).toEqual([['creuss']]);
    expect(factionSpokenOf('creuss: hil colish died, can my ships still use its wormhole')).toBeUndefined();
    // Neither person: he plays it, as before.
    expect(factionPreface('arborec: can warfare secondary trigger production')?.query).toBe('can warfare secondary trigger production');
    // The third person first: the faction is what he asks of.
    expect(factionPreface('nekro: what does their flagship do')).toBeUndefined();
    expect(factionSpokenOf('nekro: what does their flagship do')).toBe('nekro what does their flagship do');
    expect(factionSpokenOf('hacan, can they trade commodities')).toBe('hacan can they trade commodities');
    // Said with "here" or "playing", the name is who asks whatever follows.
    expect(factionSpokenOf('nekro here, what does their flagship do')).toBeUndefined();
  });

  it("answers a question about a faction's thing with the item naming the faction, not one on other players' things", () => {
    const corpus = [
      item({ id: 'alastor', source: 'ti4-faq', kind: 'faq', title: 'Nekro Virus', text: 'The Nekro Virus flagship lets its ground forces take part in space combat.' }),
      item({ id: 'opponent', title: 'Flagship', text: "A flagship destroyed by another player's units returns to its owner's reinforcements." }),
    ];
    expect(top(corpus, 'nekro: what does their flagship do')).toBe('alastor');
  });
});
