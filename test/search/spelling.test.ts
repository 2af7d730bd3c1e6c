import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { spellingVariants } from '@/lib/search/spelling';
import { item } from './corpus';

describe('spellingVariants', () => {
  it.each([
    ['neighbour', 'neighbor'],
    ['neighbouring', 'neighboring'],
    ['colour', 'color'],
    ['armour', 'armor'],
    ['favour', 'favor'],
    ['defence', 'defense'],
    ['centre', 'center'],
    ['demilitarised', 'demilitarized'],
    ['revolutionise', 'revolutionize'],
    ['colonisation', 'colonization'],
    ['analyse', 'analyze'],
    ['cancelled', 'canceled'],
    ['travelling', 'traveling'],
    ['catalogue', 'catalog'],
    ['speciality', 'specialty'],
    ['specialities', 'specialties'],
  ])('%j has the American form %j', (british, american) => expect(spellingVariants(british)).toContain(american));

  // The last four are nearly all ending: "bres" gave "bers" (fast-check, seed -984966586).
  it.each(['more', 'fire', 'are', 'four', 'for', 'ship', 'hit', 'dice', 'pds', 'bres', 'bred', 'ised', 'yses'])('%j is left alone', (word) => {
    expect(spellingVariants(word)).toEqual([]);
  });

  it('never returns the word itself, and keeps everything but the ending', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), (word) =>
        spellingVariants(word).every((v) => v !== word && v.slice(0, 2) === word.slice(0, 2)),
      ),
    );
  });
});

describe('British spellings in queries', () => {
  const searcher = searcherFor([
    item({ id: 'lrr:1', number: '1', kind: 'entry', title: 'Neighbors', text: 'Two players are neighbors if their units share a system.' }),
    item({ id: 'lrr:2', number: '2', kind: 'entry', title: 'Space Cannon', text: 'Space cannon defense fires at ground forces.' }),
    item({ id: 'lrr:3', number: '3', kind: 'entry', title: 'Action Cards', text: 'A canceled card has no effect.' }),
    item({ id: 'lrr:4', number: '4', kind: 'entry', title: 'Mecatol Rex', text: 'Mecatol Rex is placed in the center of the board.' }),
    item({ id: 'lrr:5', number: '5', kind: 'entry', title: 'Neighbourhood Watch', text: 'Unrelated text with colours.' }),
  ]);
  const first = (q: string) => searcher.search(q)[0]?.id;

  it.each([
    ['neighbour', 'lrr:1'],
    ['who are my neighbours', 'lrr:1'],
    ['space cannon defence', 'lrr:2'],
    ['cancelled card', 'lrr:3'],
    ['centre of the board', 'lrr:4'],
  ])('%j finds the American spelling', (q, id) => expect(first(q)).toBe(id));
});
