import { describe, expect, it } from 'vitest';
import { definesSubject } from '@/lib/search/definition';
import { terms, tokenize } from '@/lib/search/text';

const subject = (words: string) => terms(words).map((t) => new Set([t]));

describe('definesSubject', () => {
  it.each([
    ["A unit's move value indicates the distance it can move.", 'move value'],
    ['A ship is a unit type.', 'ship'],
    ["A player's reinforcements are his personal supply.", 'reinforcements'],
    ["A planet's influence is the rightmost value.", 'influence'],
  ])('%j defines %j', (sentence, words) => expect(definesSubject(tokenize(sentence), subject(words))).toBe(true));

  it.each([
    ["If an ability moves a unit, neither a unit's move value nor these rules apply.", 'move value'],
    ['Most ships have a move value printed on their sheets.', 'move value'],
    ['The active player is the attacker.', 'attacker'],
    ['A ship is a unit type.', ''],
  ])('%j does not define %j', (sentence, words) => expect(definesSubject(tokenize(sentence), subject(words))).toBe(false));
});
