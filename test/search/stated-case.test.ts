/** "What happens when ...": the rule opening on the case asked, not one opening on a narrower case. */
import { describe, expect, it } from 'vitest';
import { asksWhatFollows, unstatedInCase } from '@/lib/search/stated-case';
import { terms } from '@/lib/search/text';
import { searcherOfRows } from './corpus';

describe('the case a rule opens on', () => {
  const said = new Set(terms('law discarded'));

  it('counts the words of its opening case the question does not say, both conditions of a case of two', () => {
    expect(unstatedInCase('If a law is discarded from play, that law\'s ability is no longer in effect.', said)).toBe(1);
    expect(unstatedInCase('If a player gains a victory point from a law, and that law is discarded, he does not lose that victory point.', said)).toBe(4);
    expect(unstatedInCase('A law stays in play.', said)).toBeUndefined();
  });

  it('reads "what happens" as asking what follows from a case', () => {
    expect(asksWhatFollows('what happens if the law gets discarded')).toBe(true);
    expect(asksWhatFollows('can a law be discarded')).toBe(false);
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
});
