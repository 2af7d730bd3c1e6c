/** Between sibling rules of one entry, the one whose case the query names comes first (lib/search/sibling-distinct.ts). */
import { describe, expect, it } from 'vitest';
import type { Alternative } from '@/lib/search/query';
import { siblingDistinct, siblingSinglesOut, type SiblingCorpus } from '@/lib/search/sibling-distinct';

/** An entry (0) and its six rules (1..6) as sets of terms; 7 is a rule of another entry. */
const RULES = [
  'space cannon unit roll die hit active player',
  'space cannon roll die hit ship active system',
  'space cannon player not required active player',
  'space cannon used even no ship moved',
  'space cannon hit assign destroy ship',
  'space cannon defense ground force invaded planet',
];
const corpus: SiblingCorpus = {
  docs: [{ kind: 'entry' }, ...RULES.map(() => ({ kind: 'rule' as const, parent: 'e' })), { kind: 'rule', parent: 'other' }],
  children: new Map([
    ['e', RULES.map((_, i) => i + 1)],
    ['other', [RULES.length + 1]],
  ]),
  piecesOf: (d) => (d >= 1 && d <= RULES.length ? [new Set(RULES[d - 1]!.split(' '))] : [new Set(['space', 'cannon', 'ship', 'moved'])]),
  askedOf: () => [],
};
/** A query of typed words, each with a synonym the measure must not count. */
const query = (...words: string[]): Alternative[][] => words.map((w) => [{ terms: [w], words: [w], weight: 1 }, { terms: ['die'], words: ['die'], weight: 0.5 }]);
const ranked = (...docs: number[]) => docs.map((doc) => ({ doc }));

describe('what singles a rule out among its siblings', () => {
  it('weighs the typed words by how few of the entry rules hold them, none for words all hold', () => {
    const [rollRule, notRequired, noShipMoved] = siblingDistinct(corpus, query('space', 'cannon', 'moved', 'ship'), [2, 3, 4]);
    expect(notRequired).toBe(0);
    expect(rollRule).toBeCloseTo(Math.log(2));
    expect(noShipMoved).toBeCloseTo(Math.log(6) + Math.log(2));
    expect(siblingDistinct(corpus, query('space'), [0, 7])).toEqual([0, 0]);
  });

  it('puts first the sibling in the top 3 whose case the query names clearly more', () => {
    const q = query('cannon', 'not', 'required', 'active');
    expect(siblingSinglesOut(corpus, q, ranked(1, 7, 3)).map((r) => r.doc)).toEqual([3, 1, 7]);
  });

  it('keeps the first when the sibling names the case barely more, is fourth, or is another entry', () => {
    expect(siblingSinglesOut(corpus, query('cannon', 'moved'), ranked(2, 4)).map((r) => r.doc)).toEqual([2, 4]);
    const q = query('not', 'required', 'active');
    expect(siblingSinglesOut(corpus, q, ranked(1, 7, 0, 3)).map((r) => r.doc)).toEqual([1, 7, 0, 3]);
    expect(siblingSinglesOut(corpus, q, ranked(7, 3)).map((r) => r.doc)).toEqual([7, 3]);
  });
});
