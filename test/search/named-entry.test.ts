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
    ['who counts as an opponent when i play a card', 'opponent'],
    ['what counts as a deal, is a promise one', 'deal'],
    ['what does the custodians token actually do besides blocking landings', 'custodians token'],
    ['what does a space dock do', 'space dock'],
    ['how is the speaker worked out', 'speaker'],
    ["pds space cannon how's it work", 'pds space cannon'],
    ['wormholes, how do they work', 'wormholes'],
  ])('%j names %j', (q, named) => expect(namedThing(q)?.terms).toEqual(terms(named)));

  it.each(['how many units can a carrier hold', 'what happens when a law is discarded', 'can i move through a nebula', 'what does it do'])('%j names no thing', (q) => {
    expect(namedThing(q)).toBeUndefined();
  });
});

describe('the entry the thing names comes first', () => {
  it.each([
    ["what's a modifier, like when a card says apply -1", 'lrr:47'],
    ['what is a component action, is it the same as a tactical action', 'lrr:21'],
    ['who is the opponent in a ground combat', 'lrr:53'],
    ['how does capacity work with dreadnoughts', 'lrr:16'],
    ['who counts as opponent for action card targets', 'lrr:53'],
    ['what does the speaker even do apart from breaking ties', 'lrr:69'],
    ['how is the speaker worked out', 'lrr:69'],
    // How it works asked after the topic; a compound of two titles is its head's, the last words ("pds space cannon").
    ["pds space cannon how's it work", 'lrr:66'],
    ['pds space cannon, how does that work', 'lrr:66'],
    ['space cannon how does it work', 'lrr:66'],
    ['wormholes how do they work', 'lrr:89'],
    ['gravity rift, how does that work', 'lrr:37'],
    ["pds planetary shield how's it work", 'lrr:56'],
    ['trade goods how do they work', 'lrr:82'],
  ])('%j: %s, not the rules its other words find', async (q, id) => {
    expect(await firstOnRules(q)).toBe(id);
  });

  it('"what counts as a cost on a card ability": an ability\'s cost (1.9, 1.10), not the entry of a unit\'s Cost', async () => {
    expect(await firstOnRules('what counts as a cost on a card ability')).toMatch(/^lrr:1\.\d+$/);
  });
});

describe('how a topic works, asked after it by a pronoun ("X how\'s it work")', () => {
  it('reads an act on a thing ("moving ships") as the act, never the entry its object titles', async () => {
    expect(namedThing('moving ships how does it work')?.compound).toBe(false);
    expect(await firstOnRules('how does moving ships work')).not.toBe('lrr:65');
  });
});
