import { describe, expect, it } from 'vitest';
import { mentionedWords } from '@/lib/search/mentioned-word';
import { quotedAsked } from '@/lib/search/quoted-asked';
import { parseQuery } from '@/lib/search/query';
import { firstOnRules } from './corpus';

const quotedSplit = (q: string) => quotedAsked(q).split;
const quotedPhrases = (q: string) => quotedAsked(q).phrases;

const weightOf = (q: string, word: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.find((c) => c.alternatives[0]!.words.includes(word))?.alternatives[0]!.weight : undefined;
};

describe('a word or phrase quoted in the question is what it asks of', () => {
  it('splits the quoted words from the words around them, in the sentence that asks', () => {
    expect(quotedSplit("'attacker' in ground combat, is it the one who moved")).toEqual({ main: new Set(['attacker']), aside: new Set(['ground', 'combat', 'one', 'moved']) });
    expect(quotedSplit('does a unit removed by capacity count as "destroyed"')?.main).toEqual(new Set(['destroyed']));
    // Told in a sentence before the question, a quote is the story's: a card's words, no thing asked.
    expect(quotedSplit("his note says 'at the start of your turn'. may i use it at once")).toBeUndefined();
    expect(quotedSplit("the player's fleet")).toBeUndefined();
  });

  it('weighs the words around the quote below the quoted ones', () => {
    expect(weightOf("'capacity' do fighters on a planet use it up", 'capacity')).toBe(1);
    expect(weightOf("'capacity' do fighters on a planet use it up", 'planet')).toBeLessThan(1);
    expect(weightOf('capacity do fighters on a planet use it up', 'planet')).toBe(1);
  });

  it('reads a quoted "to" as the word joining an ability\'s cost to its effect, an unquoted one as no word named', () => {
    expect(mentionedWords("ability says 'exhaust to gain a tg', what is the 'to'")).toEqual(new Set(['to']));
    expect(mentionedWords('does he has to?')).toEqual(new Set());
  });

  // [question in words of our own, the rule of the quoted word that answers]
  it.each([
    ["'capacity' do fighters on a planet use it up", /^lrr:16/],
    ["'attacker' in ground combat, is it always the one who moved", /^lrr:13/],
    ['does \'destroy\' include units removed by capacity', /^lrr:29/],
    ["in 'spend 2 tokens to draw a card', is the 'to' part a cost", /^lrr:1\.9$/],
    ["ability says 'exhaust to gain a tg', what is the 'to'", /^lrr:1\.9$/],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toMatch(id);
  });
});

describe('a phrase quoted is one term, found whole', () => {
  it('takes each quote of two words or more in the asking sentence, as its terms', () => {
    expect(quotedPhrases("'non-fighter ships' and the fleet pool").map((p) => p.words)).toEqual([['non', 'fighter', 'ships']]);
    expect(quotedPhrases("is 'ready' a word, and 'ground forces'?").map((p) => p.words)).toEqual([['ground', 'forces']]);
    // A quote told in a sentence before the question is the story's.
    expect(quotedPhrases("it says 'ground forces'. can i drop mechs?")).toEqual([]);
  });

  // [question in words of our own, the rule saying the quoted phrase]
  it.each([
    ["'non-fighter ships', count for my fleet pool when carrying infantry?", 'lrr:34.1'],
    ["'non-fighter ships' and the fleet pool, carried fighters count?", 'lrr:34.1'],
  ])('%s: %s', async (question, id) => expect(await firstOnRules(question)).toBe(id));
});
