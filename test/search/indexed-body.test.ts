/**
 * A numbered step's label counts once: its name is its title's, its number is its place in the
 * procedure. A count or an upgrade a player names ("2", "two") finds no step by its number.
 */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { indexedBody } from '@/lib/search/indexed-body';
import { contentSearch, item, procedureItems } from './corpus';

describe('what the body index holds of a step', () => {
  it('keeps the word "step", drops the number and the name its title already holds', () => {
    expect(indexedBody({ title: 'Status Phase: Reveal Public Objective', text: 'STEP 2-REVEAL PUBLIC OBJECTIVE: The speaker reveals one.' })).toBe('STEP The speaker reveals one.');
    expect(indexedBody({ title: 'Space Cannon: Roll Dice', text: 'STEP 1 - ROLL DICE: The player rolls.' })).toBe('STEP The player rolls.');
    expect(indexedBody({ title: 'Anti-Fighter Barrage', text: 'STEP 2:-Each player must choose and destroy one fighter.' })).toBe('STEP Each player must choose and destroy one fighter.');
  });

  it('keeps a name its title does not hold, and any text that is no step', () => {
    expect(indexedBody({ title: 'Invasion', text: 'STEP 1-BOMBARDMENT: The active player may bombard.' })).toBe('STEP BOMBARDMENT: The active player may bombard.');
    const rule = { title: 'Fleet Pool', text: 'A player can have 2 ships in a system for each token.' };
    expect(indexedBody(rule)).toBe(rule.text);
  });
});

describe('a count the player names', () => {
  // Both the second step and the frigate's rule hold the questions' words; the step's "2" is its place.
  const searcher = searcherFor([
    ...procedureItems('combat', 'Skirmish', 'To resolve a skirmish, players perform the following steps:', [
      ['volley', 1, 'Volley', 'Each player rolls dice for his frigates.'],
      ['losses', 2, 'Losses', 'Each player removes one of his frigates for each hit.'],
    ]),
    item({ id: 'frigate', title: 'Frigate', text: 'A frigate removes hits: it can be removed from the board twice.' }),
    item({ id: 'haul', title: 'Haul', text: 'A freighter carries cargo: 2 crates each.' }),
  ]);

  it.each(['frigate 2 removed', '2 frigates hit', 'lost 2 frigates to hits'])('finds the rule it asks of, not the second step by its number: %s', (q) => {
    expect(searcher.search(q)[0]?.id).toBe('frigate');
  });
});

describe('a count the player names, on the real corpus', () => {
  // Both once passed only by "2" meeting STEP 2 (66.5, 73.2): the same question with another count
  // found neither. The count does not decide now; the answers themselves are yet to find.
  it.each([
    ['his pds got 2 hits on my cruisers moving in, does he pick which cruisers die', 'his pds got 3 hits on my cruisers moving in, does he pick which cruisers die'],
    ['6 players, after everyone picked a strategy card two are left over. what are we supposed to put on those', '5 players, after everyone picked a strategy card three are left over. what are we supposed to put on those'],
  ])('finds the same first result whatever the count: %s', async (two, three) => {
    const { searcher } = await contentSearch();
    expect(searcher.search(two)[0]?.id).toBe(searcher.search(three)[0]?.id);
  });
});
