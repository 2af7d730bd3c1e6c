import { describe, expect, it } from 'vitest';
import { withAgainAsked } from '@/lib/search/again-asked';
import { firstOnRules } from './corpus';

describe('doing a thing again', () => {
  it('reads a repetition asked of what someone may do as "twice"', () => {
    expect(withAgainAsked('can i score it again next round')).toBe('can i score it twice next round');
    expect(withAgainAsked('can he pay a token and do it a second time')).toBe('can he pay a token and do it twice');
    // Any asking verb: "should i", "must he", "was it".
    expect(withAgainAsked('should i be able to use it a second time')).toBe('should i be able to use it twice');
    expect(withAgainAsked('must he pay again for the next one')).toBe('must he pay twice for the next one');
    // Any subject the lexicon names (./question-words.ts): "your flagship", "our fleet".
    expect(withAgainAsked('can your flagship sustain again')).toBe('can your flagship sustain twice');
    // A subject counted, not named: "can one die", "can any unit", "can each ship".
    expect(withAgainAsked('can one die get rerolled a second time')).toBe('can one die get rerolled twice');
    expect(withAgainAsked('can any die be rerolled again')).toBe('can any die be rerolled twice');
    // A value recalled, or another turn: no limit asked.
    expect(withAgainAsked('whats a dreads combat value again')).toBe('whats a dreads combat value again');
    expect(withAgainAsked('does that end my turn or do i go again')).toBe('does that end my turn or do i go again');
  });

  // On the rules: the rule saying "once" before the others on the thing done.
  it.each([
    ['i already scored that stage one objective, can i score it again later', 'lrr:52.8'],
    ['he chose me with trade for the free secondary, can i do it again by spending a token', 'lrr:81.4'],
    // 63.2: a die cannot be rerolled more than once by the same ability.
    ['can one die get rerolled a second time', 'lrr:63.2'],
    ['can any die be rerolled again', 'lrr:63.2'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
