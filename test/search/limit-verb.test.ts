/** A limit asked of holding is answered by a holding limit, of scoring by a scoring limit (lib/search/limit-verb.ts). */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { limitVerbAsked, limitVerbsOf } from '@/lib/search/limit-verb';
import { item } from './corpus';

describe('the verb a limit is of', () => {
  it('reads the verb a question asks a limit of: "scored ones" is no verb asked', () => {
    expect(limitVerbAsked('how many secret objectives can i have')).toBe('hold');
    expect(limitVerbAsked('how many secrets can i keep in hand, scored ones too')).toBe('hold');
    expect(limitVerbAsked('how many objectives can i score in a round')).toBe('score');
    expect(limitVerbAsked('max secret objectives')).toBeUndefined();
  });

  it('reads the verb a rule states its limit with', () => {
    expect(limitVerbsOf('Each player can have up to three total scored and unscored secret objectives.')).toEqual(new Set(['hold']));
    expect(limitVerbsOf('A player can score a maximum of one public objective and one secret objective during each status phase.')).toEqual(new Set(['score']));
    expect(limitVerbsOf('Each player begins the game with one secret objective.').size).toBe(0);
  });

  // The scoring limit names public objectives too and says "maximum" as the question does.
  const rules = [
    item({ id: 'score', title: 'Objective Cards', text: 'A player can score a maximum of one public objective and one secret objective during each status phase.' }),
    item({ id: 'hold', title: 'Objective Cards', text: 'Each player can have up to three total scored and unscored secret objectives.' }),
  ];
  const search = searcherFor(rules);

  // [question, the limit that answers it]
  it.each([
    ['how many secret objectives can i have', 'hold'],
    ['how many secret objectives can i score', 'score'],
  ])('%s: the %s limit', (question, limit) => {
    expect(search.search(question)[0]?.id).toBe(limit);
  });
});
