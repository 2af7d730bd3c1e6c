/** A question naming kinds a rule lists, asking something else of them (lib/search/kinds-listed.ts). */
import { describe, expect, it } from 'vitest';
import { askedOfKindsFirst, kindsNotAsked, listsKinds } from '@/lib/search/kinds-listed';
import type { Alternative } from '@/lib/search/query';
import { firstOnRules } from './corpus';

const TEXTS = ['There are two basic types of wormholes: alpha and beta.', 'Systems that contain identical wormholes are adjacent.', 'Wormholes are printed on some system tiles.'];
const HELD = [new Set(['alpha', 'beta', 'wormhol']), new Set(['wormhol', 'adjac']), new Set(['wormhol'])];
const alt = (t: string): Alternative[] => [{ terms: [t], words: [t], weight: 1 }] as Alternative[];
const EXPANDED = [alt('alpha'), alt('wormhol'), alt('adjac'), alt('beta')];
const lifted = (order: number[]) =>
  askedOfKindsFirst(order.map((doc) => ({ doc })), EXPANDED, (d) => TEXTS[d]!, (d, alts) => alts.some((a) => a.terms.every((t) => HELD[d]!.has(t)))).map((r) => r.doc);

describe('the kinds-listed reading', () => {
  it('reads a list of kinds and a question of the kinds themselves', () => {
    expect(listsKinds(TEXTS[0]!)).toBe(true);
    expect(listsKinds('There are four types of anomalies: asteroid fields, nebulae, supernovas, and gravity rifts.')).toBe(true);
    expect(listsKinds(TEXTS[1]!)).toBe(false);
    expect(kindsNotAsked('does an alpha wormhole lead to a beta one')).toBe(true);
    expect(kindsNotAsked('what types of anomalies are there')).toBe(false);
    expect(kindsNotAsked('does a nebula count')).toBe(false);
    expect(kindsNotAsked('is a mech a ship or a ground force')).toBe(false);
  });

  it('lifts the rule holding what the list lacks, not one holding nothing more', () => {
    expect(lifted([0, 1])).toEqual([1, 0]);
    expect(lifted([0, 2])).toEqual([0, 2]);
    expect(lifted([1, 0])).toEqual([1, 0]);
  });
});

describe('two kinds named, their relation asked, searched', () => {
  // Paraphrases in words not tuned on: identical wormholes are adjacent (89), matching ones (6.1).
  it.each(['is alpha adjacent to beta', 'is a beta wormhole adjacent to an alpha wormhole', 'alpha wormhole next to beta wormhole?', 'do alpha and beta wormholes touch each other', 'are an alpha and a beta wormhole connected'])(
    '%s',
    async (question) => {
      expect(['lrr:89', 'lrr:6.1']).toContain(await firstOnRules(question));
    },
  );
});
