import { describe, expect, it } from 'vitest';
import { readComparison, unitTypeAsked, withGameAsked } from '@/lib/search/compare';
import { searcherFor } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { item } from './corpus';

const asked = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed : undefined;
};
const words = (q: string) => asked(q)?.concepts.map((c) => c.alternatives[0]!.words.join(' '));

describe('a question of the difference between two things', () => {
  it('drops the framing (difference, vs, the same as) and asks bare what the things are', () => {
    expect(words('commodities vs trade goods difference')).toEqual(['commodities', 'trade goods']);
    expect(asked('commodities vs trade goods difference')?.definition).toBe(true);
    expect(words('whats the difference between a law and a directive')).toEqual(['law', 'directive']);
    expect(words('is a fleet pool token the same as a command token')).not.toContain('same');
    expect(words('purged versus exhausted, any difference in play?')).toEqual(['purged', 'exhausted']);
    expect(words('binding vs non binding deal how do you tell')).not.toContain('tell');
    expect(words('whats the diff between a law and a directive')).toEqual(['law', 'directive']);
    expect(words('are structures and ground forces different?')).not.toContain('different');
    expect(readComparison('can i vote for 2 different outcomes')).toBeUndefined();
    expect(readComparison('2 direct hits same combat round diff ships')).toBeUndefined();
  });

  it('keeps a question of its own besides the difference for the rule answering it', () => {
    expect(readComparison('primary vs secondary difference, who gets to use which')?.bare).toBe(false);
    expect(asked('public vs secret objectives difference, how many can i score')?.definition).toBeUndefined();
  });

  it('is no comparison without a difference asked: "vs" sets a thing against another, "how do i tell" asks what shows it', () => {
    expect(readComparison('war sun vs planetary shield')).toBeUndefined();
    expect(readComparison('when vs after on cards which goes first')).toBeUndefined();
    expect(readComparison('how do i tell a tile is an anomaly')).toBeUndefined();
  });

  it('answers with the entry of the things, not a rule that only says "different"', () => {
    const corpus = [
      item({ id: 'c', title: 'Commodities', kind: 'entry', text: 'Commodities are a resource that players trade to each other.' }),
      item({ id: 'c.1', title: 'Commodities', parent: 'c', text: 'When a commodity is given to another player it becomes a trade good; each faction has a different commodity value.' }),
      item({ id: 'x', title: 'Trade Goods', parent: 'c', text: 'Trade goods are spent as resources or influence; a difference of values does not matter.' }),
    ];
    expect(searcherFor(corpus).search('commodities vs trade goods whats the difference')[0]?.id).toBe('c');
  });

  it('reads "is a X a Y or a Z" as which type of unit X is, any type answering', () => {
    expect(unitTypeAsked('is a mech a ship or a ground force')).toBe('mech');
    expect(unitTypeAsked('is a space dock a structure or what?')).toBe('space dock');
    expect(unitTypeAsked('are fighters ships')).toBe('fighters');
    expect(unitTypeAsked('is a pds a good buy')).toBeUndefined();
    const corpus = [
      item({ id: 'structures', title: 'Structures', kind: 'entry', text: 'A structure is a type of unit. PDS units and space docks are structures.' }),
      item({ id: 'units', title: 'Units', text: 'There are three types of units: ships, ground forces, and structures.' }),
      item({ id: 'pds.1', title: 'PDS', text: 'A PDS can fire at ships and at ground forces landing on its planet.' }),
    ];
    expect(searcherFor(corpus).search('is a pds a ship or a ground force or what')[0]?.id).toBe('structures');
  });

  it('reads "does X count as a Y", "is X considered a Y" as which type of unit X is, for any purpose', () => {
    expect(unitTypeAsked('does a mech count as a ship for the fleet pool')).toBe('mech');
    expect(unitTypeAsked('is a pds considered a structure')).toBe('pds');
    expect(unitTypeAsked('do fighters count as ships?')).toBe('fighters');
    // A pronoun names no thing; a story longer than a thing's name is none either.
    expect(unitTypeAsked('do they count as ships for the fleet pool')).toBeUndefined();
    expect(unitTypeAsked('do nekro infantry fighting in space because of the alastor count as ships for fleet supply')).toBeUndefined();
    const corpus = [
      item({ id: 'pool', title: 'Fleet Pool', text: 'A player can have a number of ships in a system equal to the command tokens in his fleet pool. Fighters do not count as ships for it.' }),
      item({ id: 'mech', title: 'Mech Units', kind: 'entry', text: 'Mechs are specialized ground forces produced like other units.' }),
    ];
    expect(searcherFor(corpus).search('does a mech count as a ship for the fleet pool')[0]?.id).toBe('mech');
  });

  it('reads a preface setting two games side by side as its topic when the question names one of them', () => {
    expect(withGameAsked('ti3 vs ti4 wormholes: in ti3 can pds fire through a wormhole')).toBe(' wormholes:  in ti3 can pds fire through a wormhole');
    expect(withGameAsked('ti3 vs ti4 pds: can pds fire through wormholes')).toBe('ti3 vs ti4 pds: can pds fire through wormholes');
    expect(withGameAsked('ti3 vs ti4 pds: in ti3 pds fired through wormholes, in ti4?')).toBe('ti3 vs ti4 pds: in ti3 pds fired through wormholes, in ti4?');
    const corpus = [
      item({ id: 'ti4', title: 'Wormholes', text: 'PDS cannot fire through a wormhole: space cannon only reaches adjacent systems.' }),
      item({ id: 'ti3', title: 'Wormholes', source: 'ti3-faq-2.3', game: 'TI3', text: 'PDS cannot fire through a wormhole, wormholes only affect movement.' }),
    ];
    expect(searcherFor(corpus).search('ti3 vs ti4 wormholes: in ti3 can pds fire through a wormhole')[0]?.id).toBe('ti3');
  });
});
