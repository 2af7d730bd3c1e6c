/** A question of what follows from a case asks the rule stating it by its condition (lib/search/what-follows.ts). */
import { describe, expect, it } from 'vitest';
import { conditionFit, conditionTerms, unstatedInCase, whatFollowsAsked, whatFollowsFirst, type RuleDoc } from '@/lib/search/what-follows';
import { terms } from '@/lib/search/text';
import { firstOnRules, searcherOfRows } from './corpus';

describe('the situation a consequence question tells', () => {
  const situationAsked = (query: string) => whatFollowsAsked(query)?.situation;

  it('reads it after "if" or "when", past what the question asks the fate of', () => {
    expect(situationAsked('what happens if nobody votes for either outcome')).toBe('nobody votes for either outcome');
    expect(situationAsked('what happens to my fighters when the carrier dies?')).toBe('the carrier dies');
    expect(situationAsked('what if i run out of plastic')).toBe('i run out of plastic');
    expect(situationAsked('what happens after all players pass')).toBe('all players pass');
  });

  it('reads it told in a few words before the question', () => {
    expect(situationAsked('my carrier died, what happens to the fighters')).toBe('my carrier died');
    expect(situationAsked('nobody voted on the agenda now what')).toBe('nobody voted on the agenda');
    // A story at length: what was done as well as how things stand, left to the engine's reading of stories.
    expect(situationAsked('i landed 3 infantry on a planet where he had a pds and one infantry, his pds missed and i killed his infantry in the first round of ground combat, so now his pds is just sitting there with only my guys, what happens to his pds')).toBeUndefined();
  });

  it('reads none where no situation follows the question', () => {
    expect(situationAsked('what happens at the end of the status phase')).toBeUndefined();
    expect(situationAsked('if my carrier dies do the fighters die')).toBeUndefined();
  });
});

describe("a rule's conditions", () => {
  it('run from "if", "when" or "after" to the end of their clause', () => {
    expect([...conditionTerms('If a law is discarded from play, that law’s ability is no longer in effect.')]).toEqual(terms('law discarded play'));
    expect([...conditionTerms('The game ends if there are no unrevealed public objectives.')]).toEqual(terms('no unrevealed public objectives'));
    expect(conditionTerms('Each player may announce a retreat, beginning with the defender.').size).toBe(0);
  });

  it('go on past a comma before "and" or "or", and past an opening phrase', () => {
    expect(conditionTerms('If a player gains a victory point from a law, and that law is discarded, he keeps it.').has('discard')).toBe(true);
    expect(conditionTerms('If at any time, the number of ships exceeds the tokens, he removes ships.').has(terms('exceeds')[0]!)).toBe(true);
    // "resolving a transaction" is the condition whole, no phrase of when: the main clause is not of it.
    expect([...conditionTerms('When resolving a transaction, a player can trade one promissory note.')]).toEqual(terms('resolving transaction'));
  });

  it('hold the situation by the concepts the player typed, words any condition says left out', () => {
    const typed = [[{ terms: ['nobody'], words: ['nobody'], weight: 1 }, { terms: ['no'], words: ['no'], weight: 0.5 }], [{ terms: ['vot'], words: ['votes'], weight: 1 }], [{ terms: ['player'], words: ['player'], weight: 1 }]];
    expect(conditionFit(conditionTerms('If no outcome receives any votes, the speaker decides.'), typed)).toBe(2);
    // "a player": said by any condition, it names nothing of the situation.
    expect(conditionFit(conditionTerms('When a player casts votes on such an agenda, he votes for or against.'), typed)).toBe(1);
  });
});

describe('the rule stating the situation as its condition, lifted', () => {
  const typed = [[{ terms: ['outcom'], words: ['outcome'], weight: 1 }], [{ terms: ['vot'], words: ['votes'], weight: 1 }]];
  const concepts = typed.map((alternatives) => ({ alternatives, partial: false }));
  const docs: RuleDoc[] = [
    { id: 'r1', parent: 'e', text: 'Some agendas have outcomes. When a player casts votes, he chooses.' },
    { id: 'r2', parent: 'e', text: 'A player may abstain.' },
    { id: 'r3', parent: 'e', text: 'If no outcome receives any votes, the speaker decides.' },
    { id: 'r4', parent: 'other', text: 'If no outcome receives any votes, the speaker decides.' },
  ];
  const ranked = (order: number[], fallback = -1, band = order.map(() => 1)) => order.map((doc, k) => ({ doc, score: 1, first: false, home: band[k]! > 0, fallback: doc === fallback, complete: true }));
  // The first result opens on no case, so only the lifting of the rule stating the situation can move it.
  const lifted = (r: ReturnType<typeof ranked>) => whatFollowsFirst(r, { situation: 'nobody votes for either outcome' }, concepts, typed, docs).map((c) => c.doc);

  it('lifts a twin of the same entry, within reach, of the band, no fallback', () => {
    expect(lifted(ranked([0, 1, 2]))).toEqual([2, 0, 1]);
    expect(lifted(ranked([0, 1, 2], 2))).toEqual([0, 1, 2]);
    expect(lifted(ranked([0, 1, 2], -1, [1, 1, 0]))).toEqual([0, 1, 2]);
    expect(lifted(ranked([0, 1, 3, 2]))).toEqual([0, 1, 3, 2]);
  });

  it('leaves a rule of another topic whose condition holds the words', () => {
    expect(lifted(ranked([0, 3, 1]))).toEqual([0, 3, 1]);
  });
});

describe('a consequence question searched', () => {
  // [question, the rule whose condition states the situation]
  it.each([
    ['what happens if no one votes at all on an agenda', 'lrr:8.19'],
    ['what happens if i announced a retreat but my opponent has no ships left', 'lrr:67.7'],
    ['what if i said retreat and all his ships were destroyed in that round', 'lrr:67.7'],
    ['my carrier died and i had 3 fighters with it what happens to them', 'lrr:16.3'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});

describe('the case a rule opens on', () => {
  const said = new Set(terms('law discarded'));

  it('counts the words of its opening case the question does not say, both conditions of a case of two', () => {
    expect(unstatedInCase('If a law is discarded from play, that law\'s ability is no longer in effect.', said)).toBe(1);
    expect(unstatedInCase('If a player gains a victory point from a law, and that law is discarded, he does not lose that victory point.', said)).toBe(4);
    expect(unstatedInCase('A law stays in play.', said)).toBeUndefined();
  });

  it('reads "what happens" as asking what follows from a case, told or not', () => {
    expect(whatFollowsAsked('what happens if the law gets discarded')).toEqual({ situation: 'the law gets discarded' });
    expect(whatFollowsAsked('what happens at the end of the status phase')).toEqual({ situation: undefined });
    expect(whatFollowsAsked('can a law be discarded')).toBeUndefined();
  });
});

describe('what follows from a case', () => {
  const rules = searcherOfRows([
    ['agenda.5', 'Agenda Card', "If a law is discarded from play, that law's ability is no longer in effect. Place that card on the top of the agenda card discard pile."],
    ['points.6', 'Victory Points', 'If a player gains a victory point from a law, and that law is discarded, he does not lose that victory point.'],
  ]);

  it('"what happens if the law gets discarded": the rule opening on that case', () => {
    expect(rules.search('what happens if the law gets discarded')[0]?.id).toBe('agenda.5');
  });

  it('"what if the law gets discarded", "the law got discarded, now what": the same question', () => {
    expect(rules.search('what if the law gets discarded')[0]?.id).toBe('agenda.5');
    expect(rules.search('the law got discarded, now what')[0]?.id).toBe('agenda.5');
  });
});
