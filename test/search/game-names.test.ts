import { describe, expect, it } from 'vitest';
import { SOURCES } from '@/lib/corpus/sources';
import { gamesNamed, withGameNames } from '@/lib/search/game-names';
import { parseQuery } from '@/lib/search/query';
import { contentSearch } from './corpus';

const { searcher } = await contentSearch();
const gameOf = (q: string, k = 0) => SOURCES[searcher.search(q)[k]!.source].game;

describe('game names', () => {
  it.each(['ti3', 'TI 3', 'ti-3', 'TI3e', 'ti iii', "ti3's", 'Twilight Imperium III', 'twilight imperium 3rd edition', 'third edition', '3rd ed', 'Shattered Empire', 'shards of the throne', 'SotT'])(
    '%j names TI3: its items come first, the name is no word searched',
    (name) => {
      expect(withGameNames(`${name} wormholes adjacent`).trim().split(/\s+/)[0]).toBe('ti3');
      const parsed = parseQuery(`${name} wormholes adjacent`);
      expect(parsed).toMatchObject({ kind: 'words', sources: ['ti3-faq-2.3'] });
      // TI4's rules on adjacency answer these words as well: only the name puts TI3's first.
      expect(gameOf(`${name} wormholes adjacent`)).toBe('TI3');
    },
  );

  it.each(['eotv', 'EotV II', 'eotv2', 'empires of the void 2', 'Empire of the Void II'])('%j names Empires of the Void', (name) => {
    expect(parseQuery(`${name} battle`)).toMatchObject({ kind: 'words', sources: ['eotv-2'] });
    expect(gameOf(`${name} when does the game end`)).toBe('EotV');
  });

  it.each([
    ['we played twilght imperium 3 last night', 'TI3'],
    ['twighlight imperium iii', 'TI3'],
    ['twilight imperum 3rd edition', 'TI3'],
    ['TI:3', 'TI3'],
    ['emprires of the void 2', 'EotV'],
    ['empire of void', 'EotV'],
    ['empires of teh void', 'EotV'],
  ])('%j, a name typed with a slip, names %s', (name, game) => {
    expect(gamesNamed(`${name} battle`)).toEqual(new Set([game]));
  });

  it('mends a name only where all its words stand together', () => {
    // Each word alone, or another game's ("the pirates of the void"), is left as typed.
    for (const q of ['imperial void', 'the pirates of the void', 'empires of a void', 'twilight phase 3']) expect(gamesNamed(q)).toEqual(new Set());
    expect(withGameNames('expire the tokens')).toBe('expire the tokens');
  });

  it.each([
    ['in 3e were there wormholes adjacent', 'TI3'],
    ['3ed wormholes adjacent', 'TI3'],
    ['how did wormholes work in 3rd?', 'TI3'],
    ['4e wormholes adjacent', 'TI4'],
    ['is it the same in 4th, or not', 'TI4'],
    ['wormholes for the fourth and the third', 'TI4'],
  ])('%j, an edition named by its number alone, names %s', (query, game) => {
    expect([...gamesNamed(query)][0]).toBe(game);
  });

  it('reads a bare ordinal as an edition only where no noun follows it', () => {
    for (const q of ['in 4th round can i score', 'who is 3rd in initiative', 'ships in 3rd place', 'the 4th player picks', '3 e-mails']) expect(gamesNamed(q)).toEqual(new Set());
  });

  it('names no game where the words say something else', () => {
    // "Shard of the Throne" is a TI4 agenda; "ti 3 player game" counts players.
    for (const q of ['shard of the throne repealed', 'ti 3 player game', 'time 3 ships']) expect(parseQuery(q)).toMatchObject({ kind: 'words', sources: [] });
  });

  it('a TI4 name keeps the other games out, even for words they use ("fleet supply" is TI3\'s)', () => {
    for (const name of ['ti4', 'TI 4', 'twilight imperium iv', 'fourth edition']) {
      expect([0, 1, 2].map((k) => gameOf(`${name} fleet supply`, k))).toEqual(['TI4', 'TI4', 'TI4']);
    }
    // A kind of document named with it narrows it: "ti4 faq" is the FAQ.
    expect(parseQuery('ti4 faq transactions')).toMatchObject({ sources: ['ti4-faq'] });
  });
});
