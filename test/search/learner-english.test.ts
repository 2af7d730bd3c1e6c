import { describe, expect, it } from 'vitest';
import { withLearnerEnglish } from '@/lib/search/learner-english';
import { firstOnRules } from './corpus';

describe("a second-language player's English is read as the rules' English", () => {
  it.each([
    ['how many dices has the cruiser', 'how many dice has the cruiser'],
    ['when i make my turn', 'when i take my turn'],
    ['i make two turns?', 'i take two turns?'],
    ['can we do a vote with exhausted planets', 'can we cast a vote with exhausted planets'],
    ['can i make the secondary after passing', 'can i resolve the secondary after passing'],
    ['can i make a component action', 'can i perform a component action'],
    ['the technology of other faction', 'the technology of another faction'],
    ['in the turn of other player', 'during the turn of another player'],
    ['play it on combat', 'play it during combat'],
    ['how many trade goods becomes the player', 'how many trade goods gets the player'],
  ])('%j reads %j', (query, read) => expect(withLearnerEnglish(query)).toBe(read));

  // English said so by players whose first language it is reads as typed.
  it.each(['how do turns work', 'everyone does the secondary', 'where am i in the turn order', 'can i make a deal', 'how many dice', 'do a tactical action', 'on my turn', 'who becomes the speaker'])('%j reads as typed', (query) =>
    expect(withLearnerEnglish(query)).toBe(query),
  );

  // [question in words of our own, the rule or card that answers it]
  it.each([
    ['how many dices has the dreadnought and what number hits', 'units:dreadnought'],
    ['fighter how many dices and on what number it hits', 'units:fighter'],
    ['when i make a turn can i do more than one tactical action', 'lrr:3.1'],
    ['is possible to make a vote for two outcomes', 'lrr:8.7'],
    ['may i research a faction technology of other faction', 'lrr:79.11'],
    ['how many trade goods becomes the player with trade card', 'lrr:81.2'],
  ])('%s: %s', async (question, id) => expect(await firstOnRules(question)).toBe(id));
});
