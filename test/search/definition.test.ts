import { describe, expect, it } from 'vitest';
import { definesSubject, onlyDefinesTitle } from '@/lib/search/definition';
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

describe('onlyDefinesTitle', () => {
  it.each([
    ['Supernova', 'A supernova is an anomaly that affects movement.'],
    ['Trade Goods', "A trade good represents a player's buying and trading power."],
  ])('%j: %j only defines it', (title, text) => expect(onlyDefinesTitle(title, text)).toBe(true));

  it.each([
    ['Supernova', 'A ship cannot move through or into a supernova.'],
    ['Ground Forces', 'A ground force is a type of unit. All infantry units are ground forces.'],
    ['Component Limitations', 'If a component type is depleted, players obey the following rules:'],
    ['Structures', 'A ship is a unit type.'],
  ])('%j: %j is no bare definition of it', (title, text) => expect(onlyDefinesTitle(title, text)).toBe(false));
});
