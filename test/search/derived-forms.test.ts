import { describe, expect, it } from 'vitest';
import { baseOf } from '@/lib/search/derived-forms';
import { searcherFor } from '@/lib/search/engine';
import { stem } from '@/lib/search/text';
import { firstOnRules, item } from './corpus';

describe('baseOf', () => {
  it.each([
    ['destruction', 'destroy'],
    ['removals', 'remove'],
    ['invasion', 'invade'],
    ['movement', 'move'],
    ['cancellation', 'cancel'],
  ])('%j comes from the verb %j', (noun, verb) => expect(baseOf(stem(noun))).toBe(stem(verb)));

  it.each(['action', 'faction', 'station', 'attachment', 'resolution', 'immediately'])('%j is no noun of an act of the table', (word) => expect(baseOf(stem(word))).toBeUndefined());
});

describe('a noun of action meets the verb the rules use', () => {
  const searcher = searcherFor([
    item({ id: 'lrr:1', number: '1', kind: 'entry', title: 'Capacity', text: 'If a carrier is destroyed, the fighters it was carrying are removed when they exceed capacity.' }),
    item({ id: 'lrr:2', number: '2', kind: 'entry', title: 'Carriers', text: 'A carrier moves ships and fighters and has a capacity value.' }),
    item({ id: 'lrr:3', number: '3', kind: 'entry', title: 'Sabotage', text: 'A player may cancel an action card another player plays.' }),
    item({ id: 'lrr:4', number: '4', kind: 'entry', title: 'Action Cards', text: 'Each player draws an action card in the status phase.' }),
    item({ id: 'lrr:5', number: '5', kind: 'entry', title: 'Fleet Pool', text: 'Excess ships beyond the fleet pool are removed.' }),
    item({ id: 'lrr:6', number: '6', kind: 'entry', title: 'Reinforcements', text: 'Excess ships wait in the reinforcements.' }),
  ]);
  const first = (q: string) => searcher.search(q)[0]?.id;

  it.each([
    ['destruction of a carrier with fighters', 'lrr:1'],
    ['cancellation of an action card', 'lrr:3'],
    ['removal of excess ships', 'lrr:5'],
  ])('%j', (q, id) => expect(first(q)).toBe(id));
});

describe('nouns of action on the rules (paraphrases not tuned on)', () => {
  it.each([
    ['when does the removal of excess ships happen', 'lrr:34.3'],
    ['what triggers the destruction of fighters without a carrier', 'lrr:16.3'],
  ])('%j', async (q, id) => expect(await firstOnRules(q)).toBe(id));
});
