/** A question of how to do a thing: the rule stating the act's means ("by spending ..."), not its twin saying what follows from the act. */
import { describe, expect, it } from 'vitest';
import { meansAsked, statesMeans } from '@/lib/search/means-asked';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

const act = (word: string) => terms(word)[0]!;

describe('how to do a thing', () => {
  it.each([
    ['how to remove custodians token', 'remove'],
    ['how do i gain command tokens', 'gain'],
    ['how does one score a secret', 'score'],
  ])('%j asks the means of %j', (q, verb) => expect(meansAsked(q)).toBe(act(verb)));

  it.each(['what happens when i remove the custodians', 'how many command tokens do i gain', 'remove custodians'])('%j asks no means', (q) => expect(meansAsked(q)).toBeUndefined());

  it('reads the act, then "by" and an "-ing" word within a few words of the same sentence', () => {
    const remove = act('remove');
    expect(statesMeans('The active player can remove the custodians token from Mecatol Rex by spending six influence.', remove)).toBe(true);
    expect(statesMeans('When a player removes the custodians token from Mecatol Rex, he takes the token.', remove)).toBe(false);
    expect(statesMeans('A player can remove the token. Then, by spending influence he gains a point.', remove)).toBe(false);
  });

  it.each(['how to remove custodians token', 'how do you remove the custodians', 'how can i remove custodians token', 'how to remove the custodian token from rex', 'how does one remove the custodians token'])(
    '%j: 26.2, spending six influence',
    async (q) => expect(await firstOnRules(q)).toBe('lrr:26.2'),
  );
});
