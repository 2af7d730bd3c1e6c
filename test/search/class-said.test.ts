/** What the rules forbid a class of unit, asked of one unit of it (lib/search/class-said.ts). */
import { describe, expect, it } from 'vitest';
import { classRestrictionFirst, statesClassRestriction, type ClassAsked } from '@/lib/search/class-said';
import { firstOnRules } from './corpus';

const ASKED: ClassAsked = { subjects: [['pds'], ['structur']], acts: [['transport'], ['carrier']] };
const TEXTS = [
  'A player can land ground forces on a planet in a system during the "Invasion" step.',
  'Structures cannot move or be transported.',
  'A ship cannot be transported by another ship.',
  'A player can transport structures freely.',
];
const lifted = (order: number[]) => classRestrictionFirst(order.map((doc) => ({ doc })), ASKED, (d) => TEXTS[d]!).map((r) => r.doc);

describe('the class-restriction reading', () => {
  it('reads a restriction whose subject is the class and which names the act', () => {
    expect(statesClassRestriction(TEXTS[1]!, ASKED)).toBe(true);
    // Another subject; no restriction.
    expect(statesClassRestriction(TEXTS[2]!, ASKED)).toBe(false);
    expect(statesClassRestriction(TEXTS[3]!, ASKED)).toBe(false);
  });

  it('lifts the class restriction over a rule of the act that names neither', () => {
    expect(lifted([0, 1])).toEqual([1, 0]);
    expect(lifted([0, 2, 3])).toEqual([0, 2, 3]);
  });
});

describe('a unit of a class asked what the class cannot do, searched', () => {
  // Paraphrases in words not tuned on: structures cannot move or be transported (74.3).
  it.each(['can pds ride in a carrier to another system', 'does my pds fly along with the fleet', 'can a dreadnought transport a pds'])('%s', async (question) => {
    expect(await firstOnRules(question)).toBe('lrr:74.3');
  });
});
