/** A limit asked of holding is answered by a holding limit, of scoring by a scoring limit (lib/search/limit-verb.ts). */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { isProcedureStep, limitCountAsked, limitVerbAsked, limitVerbsOf } from '@/lib/search/limit-verb';
import { firstOnRules, item } from './corpus';

describe('the verb a limit is of', () => {
  it('reads the verb a question asks a limit of: "scored ones" is no verb asked', () => {
    expect(limitVerbAsked('how many secret objectives can i have')).toBe('hold');
    expect(limitVerbAsked('how many secrets can i keep in hand, scored ones too')).toBe('hold');
    expect(limitVerbAsked('how many objectives can i score in a round')).toBe('score');
    expect(limitVerbAsked('max secret objectives')).toBeUndefined();
    // Both said: the verb asked with "can i".
    expect(limitVerbAsked('how many objectives can i score in a status phase, i have 2 publics done')).toBe('score');
    expect(limitVerbAsked('i scored one already, how many can i have')).toBe('hold');
    // Neither verb: cards named as scored ones are cards held.
    expect(limitVerbAsked('do unscored and scored secrets count toward the limit')).toBe('hold');
    expect(limitVerbAsked('i scored a secret, is there a limit')).toBeUndefined();
  });

  it('reads the verb a rule states its limit with', () => {
    expect(limitVerbsOf('Each player can have up to three total scored and unscored secret objectives.')).toEqual(new Set(['hold']));
    expect(limitVerbsOf('A player can score a maximum of one public objective and one secret objective during each status phase.')).toEqual(new Set(['score']));
    expect(limitVerbsOf('Each player begins the game with one secret objective.').size).toBe(0);
    // A holding limit stated without "can have up to" (./limit-phrasings.ts).
    expect(limitVerbsOf('The fleet pool indicates the maximum number of non-fighter ships that a player can have in a system.')).toEqual(new Set(['hold']));
    expect(limitVerbsOf('A player can have a number of ships in a system equal to or less than the number of command tokens in his fleet pool.')).toEqual(new Set(['hold']));
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

  it('tells a step of a procedure', () => {
    expect(isProcedureStep('Status Phase: Score Objectives', 'STEP 1-SCORE OBJECTIVES: Each player may score up to one public objective.')).toBe(true);
    expect(isProcedureStep('Step 12: Prepare Objectives', 'PREPARE OBJECTIVES: Each player draws two secret objectives and chooses one to keep.')).toBe(true);
    expect(isProcedureStep('Objective Cards', 'A player can score a maximum of one public objective and one secret objective during each status phase.')).toBe(false);
  });

  // A step that applies the limit, a consequence that names the count, and the rule stating it:
  // the titles of the step and the consequence hold the question's words, the rule's does not.
  const stated = searcherFor([
    item({ id: 'step', title: 'Status Phase: Score Objectives', text: 'STEP 1-SCORE OBJECTIVES: Following initiative order, each player may score up to one public objective and one secret objective.' }),
    item({ id: 'score', title: 'Objective Cards', text: 'A player can score a maximum of one public objective and one secret objective during each status phase.' }),
    item({ id: 'setup', title: 'Step 12: Prepare Objectives', text: 'PREPARE OBJECTIVES: Each player draws two secret objectives and chooses one to keep.' }),
    item({ id: 'imperial', title: 'Imperial', text: 'If a player has more than three secret objectives after drawing one, he must discard one of his unscored secret objectives.' }),
    item({ id: 'hold', title: 'Objective Cards', text: 'Each player can have up to three total scored and unscored secret objectives.' }),
  ]);

  // [question, the rule stating the limit asked]
  it.each([
    ['how many objectives can i score in the status phase', 'score'],
    ['how many can a player score each status phase', 'score'],
    ['how many secret objectives can i keep', 'hold'],
    ['how many secret objectives can a player have', 'hold'],
  ])('%s: the rule stating it (%s), not a step applying it', (question, limit) => {
    expect(stated.search(question)[0]?.id).toBe(limit);
  });

  it('reads a count asked with the verb as the limit asked, a count told as the story', () => {
    expect(limitCountAsked('can i score two publics in one status phase')).toBe(true);
    expect(limitCountAsked('can a player have 4 secret objectives')).toBe(true);
    // Any modal asks it: "should i", "will i", "must he".
    expect(limitCountAsked('will i keep 8 action cards after the draw')).toBe(true);
    expect(limitCountAsked('should i score two objectives this status phase')).toBe(true);
    // Any count in words (./number-words.ts).
    expect(limitCountAsked('can i have eleven action cards')).toBe(true);
    expect(limitCountAsked('now i have 4 secret objectives in hand')).toBe(false);
    expect(limitCountAsked('i have 2 publics done, which can i score')).toBe(false);
  });

  // "Can i score two": the count asked is the limit, as "how many" is.
  it.each([
    ['can i score two publics in one status phase', 'score'],
    ['can a player have 4 secret objectives', 'hold'],
    ['do my scored secret objectives count toward the limit of 3', 'hold'],
  ])('%s: the rule stating the limit (%s), not a step applying it', (question, limit) => {
    expect(stated.search(question)[0]?.id).toBe(limit);
  });

  // On the rules: a word no item holds ("single round's") leaves the whole query to none, and the
  // rule stating the limit still outranks the step applying it; a count told ("now i have 4") is
  // the player's story, which the consequence telling it answers.
  it.each([
    ["how many public and secret objectives can a player score in a single round's status phase", 'lrr:52.6'],
    ['got another secret from imperial, now i have 4 secret objectives in hand', 'lrr:40.4'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
