import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { isLevel } from '@/lib/search/engine/expand';
import { isRoman, numberVariants } from '@/lib/search/number-words';
import { parseQuery } from '@/lib/search/query';
import { contentSearch, item } from './corpus';

describe('isRoman', () => {
  it('is the roman form of an upgrade, never its digits, its word or another word of roman letters', () => {
    expect(['ii', 'iii'].map(isRoman)).toEqual([true, true]);
    expect(['2', 'two', 'iv', 'vi', 'i', 'mix'].map(isRoman)).toEqual([false, false, false, false, false, false]);
  });
});

describe('numberVariants', () => {
  it.each([
    ['2', ['two', 'ii']],
    ['two', ['2', 'ii']],
    ['ii', ['2', 'two']],
    ['3', ['three', 'iii']],
    ['7', ['seven']],
    ['0', ['zero']],
    ['8th', ['8', 'eight']],
    ['2nd', ['2', 'two', 'ii']],
  ])('%j is also %j', (word, forms) => expect(numberVariants(word)).toEqual(forms));

  it.each(['13', '13th', '100', 'twenty', 'third', 'th', 'i', 'ship', '4.5', 'x'])('%j has no other form', (word) => expect(numberVariants(word)).toEqual([]));
});

describe('numbers in queries', () => {
  const searcher = searcherFor([
    item({ id: 'lrr:1', number: '1', title: 'Initiative', text: 'With three or four players, initiative is the lowest strategy card.' }),
    item({ id: 'lrr:2', number: '2', title: 'Initiative', text: 'Initiative order follows the strategy cards.' }),
    item({ id: 'lrr:3', number: '3', title: 'Upgrades', text: 'The Carrier II upgrade covers the carrier.' }),
    item({ id: 'lrr:4', number: '4', title: 'Upgrades', text: 'A carrier can be upgraded.' }),
  ]);
  const first = (q: string) => searcher.search(q)[0]?.id;

  it('a digit finds the number in words, and the roman numeral of an upgrade', () => {
    expect(first('3 player initiative')).toBe('lrr:1');
    expect(first('carrier 2')).toBe('lrr:3');
  });
});

describe('a unit named again with its level', () => {
  it('is the concept the level follows, so the number is its level, not a count', () => {
    const parsed = parseQuery('do base destroyers have a move value or only destroyer 2');
    if (parsed.kind !== 'words') throw new Error(parsed.kind);
    const k = parsed.concepts.length - 1;
    expect(parsed.concepts[k]!.alternatives[0]!.words).toEqual(['2']);
    expect(isLevel(parsed.concepts, k)).toBe(true);
  });

  it.each([
    ['do base destroyers have a move value or only destroyer 2', 'units:destroyer'],
    ['do base carriers have capacity for 4 or only carrier 2', 'units:carrier'],
  ])('%j asks for the card however long the question', async (q, id) => {
    const { searcher } = await contentSearch();
    expect(searcher.search(q)[0]?.id).toBe(id);
  });
});

describe('a unit named with level 1', () => {
  const words = (q: string) => {
    const parsed = parseQuery(q);
    return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives[0]!.words.join(' ')) : [];
  };

  it('is the base unit: the "1" is no count', () => {
    expect(words('carrier 1 how many fighters fit')).not.toContain('1');
    expect(words('dn1 move')).toEqual(['dn', 'move']);
    // Not right after the unit's name, it counts.
    expect(words('carrier holds 1')).toContain('1');
  });

  it('is the base unit when "base" says it before the name: no word to search for', () => {
    expect(words('base carrier move 2')).toEqual(['carrier', 'move', '2']);
    expect(words('do base fighters have a move value')).toEqual(['fighters', 'move', 'value']);
    // Before anything but a unit, "base" is the player's word.
    expect(words('base game rules')).toContain('base');
  });

  it('finds the unit card', async () => {
    const { searcher } = await contentSearch();
    expect(searcher.search('destroyer 1 how many dice for barrage')[0]?.id).toBe('units:destroyer');
  });
});
