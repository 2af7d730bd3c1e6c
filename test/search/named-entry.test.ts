/** A question of what a thing is (or how it works) that goes on (an example, a comparison, a context): the entry the thing names. */
import { describe, expect, it } from 'vitest';
import { namedThing } from '@/lib/search/named-entry';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

describe('the thing a question of what a thing is names', () => {
  it.each([
    ["what's a modifier, like apply +1", 'modifier'],
    ['what is a component action, is that different from moving ships', 'component action'],
    ["who is 'opponent' in the combat rules exactly", 'opponent'],
    ['what is agenda phase, when we vote for laws?', 'agenda phase'],
    ['coming from ti3: what is a nebula?', 'nebula'],
    ['how does capacity work on carriers', 'capacity'],
    ['how do unit upgrades work', 'unit upgrades'],
    ['what counts as a transaction, can it include action cards', 'transaction'],
    ['who even counts as a neighbor for trading', 'neighbor'],
    ['what does the speaker actually do besides revealing agendas', 'speaker'],
    ['what does a space dock do', 'space dock'],
    ['how is turn order worked out', 'turn order'],
  ])('%j names %j', (q, named) => expect(namedThing(q)).toEqual(terms(named)));

  it.each(['how many units can a carrier hold', 'what happens when a law is discarded', 'can i move through a nebula'])('%j names no thing', (q) => {
    expect(namedThing(q)).toBeUndefined();
  });
});

describe('the entry the thing names comes first', () => {
  it.each([
    ["what's a modifier, like when a card says apply -1", 'lrr:47'],
    ['what is a component action, is it the same as a tactical action', 'lrr:21'],
    ['who is the opponent in a ground combat', 'lrr:53'],
    ['how does capacity work with dreadnoughts', 'lrr:16'],
    // "counts as" asks what a thing is, as "what is" does.
    ['who counts as an opponent for action card purposes', 'lrr:53'],
    ['what counts as a transaction, what can it include', 'lrr:83'],
    // "what does the x do": the thing is the x, whatever the player adds after "do".
    ['what does the speaker actually do besides revealing agendas', 'lrr:69'],
    // "worked out" is how it works.
    ["how is initiative order worked out, what's it decided by", 'lrr:43'],
  ])('%j: %s, not the rules its other words find', async (q, id) => {
    expect(await firstOnRules(q)).toBe(id);
  });

  it('"what counts as a cost on a card ability": an ability\'s cost (1.9, 1.10), not the entry of a unit\'s Cost', async () => {
    expect(await firstOnRules('what counts as a cost on a card ability')).toMatch(/^lrr:1\.\d+$/);
  });
});
