import { describe, expect, it } from 'vitest';
import { asksTi4FromTi3, asTi4Question } from '../../lib/search/returning-player';
import { withOtherGameWords } from '../../lib/search/other-game';
import { OTHER_GAME_WORDS } from '../../lib/search/other-game-words';
import { parseQuery } from '../../lib/search/query';
import { TI3_WORDS } from '../../lib/search/ti3-words';

/** The games whose sources a query searches. */
function sourcesOf(query: string): string[] {
  const parsed = parseQuery(query);
  return parsed.kind === 'words' ? parsed.sources : [];
}

describe('a returning TI3 player asking about TI4', () => {
  it.each([
    'coming from ti3: what is a component action',
    'ti3 player here, how do trade agreements work',
    'used to play ti3, where did the political cards go',
    'in ti3 we had command counters. in ti4 how many tokens do i start with',
    'ti3 habit: i lowered my fleet supply',
  ])('searches TI4 for %s', (query) => {
    expect(asksTi4FromTi3(query)).toBe(true);
    expect(sourcesOf(query).every((s) => s.startsWith('ti4'))).toBe(true);
  });

  it.each([
    'back in 3rd edition we kept strategy counters, do i still pay one to do a secondary',
    'the tech discount from planets worked differently in ti3, how does it go now',
    'in ti3 my fighters needed carrier space, is that still how it is',
    'ti3 gave you a vp for the imperial card, what does it give now',
    // Any past the lexicon knows (./past-tense.ts), irregular too.
    'in ti3 we drew political cards each round, is that still how it goes',
    'sabotage from ti3 days, when can it be played',
    'old ti3 guy: how many action cards can i hold',
    'twilight imperium 3 flagship habits: do they still cost 8 in 4e',
  ])('reads TI3 told as the past, with the game played now asked, as TI4s: %s', (query) => {
    expect(asksTi4FromTi3(query.replace(/3rd edition|twilight imperium 3/, 'ti3').replace(/\b4e\b/, 'ti4'))).toBe(true);
    expect(sourcesOf(query).every((s) => s.startsWith('ti4'))).toBe(true);
  });

  it.each([
    'in ti3 am i allowed to bombard my own planet?',
    'ti3 game: sarween tools at each dock',
    'ti3 shock troops natural 10',
    'ti3 vs ti4 trade agreements difference',
    // Told in the past, but asked of TI3 (no "now", "still"), or asked by inversion.
    'in ti3 my carrier got destroyed, what happened to the fighters',
    'in ti3 was it allowed to still move after combat',
    'in ti3 can i still retreat',
  ])(
    'leaves %s to TI3',
    (query) => expect(asksTi4FromTi3(query)).toBe(false),
  );

  it('keeps of a sentence telling TI3, beside one asking about TI4, only its TI3 words read as TI4s', () => {
    expect(asTi4Question('in ti3 my dreads bombarded first. in ti4 do i land troops')).toBe('in ti4 do i land troops');
    expect(asTi4Question('in ti3 we voted on political cards. in ti4 when do we vote')).toBe('agenda cards in ti4 when do we vote');
    expect(asTi4Question('in ti3 we had trade agreements, in ti4 how do we trade')).toBe('transactions commodities in ti4 how do we trade');
  });

  it("reads TI3's words as TI4's outside the sentences naming TI4", () => {
    expect(asTi4Question('coming from ti3: we voted on political cards. in ti4 when do we vote')).toMatch(/agenda cards\. in ti4/);
    expect(asTi4Question('coming from ti3, trade agreements?')).toMatch(/transactions commodities/);
    expect(asTi4Question('in ti3 trade agreements made money. ti4 has a trade agreement promissory note')).toMatch(/ti4 has a trade agreement promissory note/);
  });

  it("reads TI3's words TI4 players use too only as the player's past, its other words everywhere (./ti3-words.ts)", () => {
    // "trade agreement" is a TI4 promissory note: read as TI3's only where TI3 is the player's past.
    expect(withOtherGameWords('how does trade agreement work')).toBe('how does trade agreement work');
    expect(asTi4Question('coming from ti3: how do trade agreements work')).toMatch(/transactions commodities/);
    // "racial tech" is no TI4 word: read as TI4's with TI3 named as the past or not named at all.
    expect(withOtherGameWords('do racial techs need prerequisites')).toBe('do faction technology need prerequisites');
    expect(withOtherGameWords(asTi4Question('coming from ti3: do racial techs need prerequisites'))).toMatch(/faction technology/);
    for (const { said, framed } of TI3_WORDS) expect(OTHER_GAME_WORDS.some((w) => w.said === said), said).toBe(!framed);
  });
});
