/**
 * How many, how few, is there a limit: the rules state a limit, no limit, or a floor, in words no
 * question uses ("any number of", "at least one"), and a count alone is not a limit.
 */
import { describe, expect, it } from 'vitest';
import { holdsPattern } from '@/lib/search/patterns';
import { countsThing, withOneMoreCounted } from '@/lib/search/quantity';
import { terms } from '@/lib/search/text';
import { parseQuery } from '@/lib/search/query';
import { isTally } from '@/lib/search/engine/expand';
import { contentSearch } from './corpus';

const { searcher } = await contentSearch();
const top = (q: string) => searcher.search(q)[0]?.id;
/** The terms of each alternative of the query's limit concept (the one "maximum" is a way to say). */
const limitAlternatives = (q: string) => {
  const parsed = parseQuery(q);
  const concept = parsed.kind === 'words' ? parsed.concepts.find((c) => c.alternatives.some((a) => a.terms.join(' ') === 'maximum')) : undefined;
  return concept?.alternatives.map((a) => a.terms.join(' ')) ?? [];
};

describe('quantity questions', () => {
  it('a count of all there is ("all 4 of my carriers") asks no limit: the rule for units none left of answers (58.5)', () => {
    expect(top('all 4 of my carriers are on the board and i want to build another')).toBe('lrr:58.5');
  });

  it('a count of players is the game\'s size, not a limit: "6 players" asks of a six-player game, "8 action cards" of the maximum', () => {
    const concepts = (q: string) => (parseQuery(q) as Extract<ReturnType<typeof parseQuery>, { kind: 'words' }>).concepts;
    expect(isTally(concepts('6 players strategy cards'), 0)).toBe(true);
    expect(isTally(concepts('four players pass'), 0)).toBe(true);
    expect(isTally(concepts('8 action cards'), 0)).toBe(false);
    expect(top('4 player game, one guy has the 2 and the 7. which number decides when he goes?')).toBe('lrr:43.3');
  });

  it.each(['A player can score any number of objectives.', 'Dice are limitless.', 'There is no limit to the number of ground forces.', 'roll as many as possible', 'You may recruit as many units as you can pay for.'])(
    '%j states that there is no limit',
    (text) => expect(holdsPattern('#unbounded', text)).toBe(true),
  );

  it.each(['the maximum number of units', 'as a number of', 'many players'])('%j states no absence of limit', (text) => expect(holdsPattern('#unbounded', text)).toBe(false));

  it('"how many" is answered where the rules say there is no limit', () => {
    // 52.6 and 70.1 state "a maximum of one ... during each status phase"; in a turn it is any number.
    expect(top('how many objectives can i score during my turn')).toBe('lrr:52.7');
  });

  it('a minimum asks for the floor the rules state ("at least one")', () => {
    expect(top('minimum ground forces to remove the custodians')).toBe('lrr:26.2');
    expect(top('min ground forces needed to take mecatol')).toBe('lrr:26.2');
  });

  it('a limit named is not answered by a count alone; a limit asked for is', () => {
    // "Trade good tokens come in values of one and three" counts; 22.2 says what tokens are limited.
    expect(top('limit on trade good tokens')).toBe('lrr:22.2');
    for (const q of ['limit on trade goods', 'max trade goods']) expect(limitAlternatives(q)).not.toContain('thr');
    for (const q of ['how many trade goods', 'is there a limit to how many trade goods', 'how many trade goods max']) expect(limitAlternatives(q)).toContain('thr');
  });

  it('a count answers "how many" only before the thing counted', () => {
    const votes = new Set(terms('votes'));
    expect(countsThing(terms('A player can cast up to three votes.'), terms('three')[0]!, votes)).toBe(true);
    // Two agendas, not two votes.
    expect(countsThing(terms('Players cast votes for specific outcomes on two agenda cards.'), terms('two')[0]!, votes)).toBe(false);
    expect(countsThing(terms('The speaker reveals two of the stage I objective cards.'), terms('two')[0]!, new Set(terms('objectives')))).toBe(true);
  });

  it('"how many votes" finds how votes are counted, not the count of agendas voted on', () => {
    // lrr:7: "players cast votes for specific outcomes on two agenda cards".
    expect(top('how many votes can a player cast')).toBe('lrr:8.6');
  });
});

describe('"max number of"', () => {
  it('asks for the limit, one thing: "number" is no thing of its own to find', () => {
    const parsed = parseQuery('max number of action cards a player can have');
    if (parsed.kind !== 'words') throw new Error(parsed.kind);
    const words = parsed.concepts.map((c) => c.alternatives[0]!.words.join(' '));
    expect(words).toEqual(['max number', 'action cards', 'player']);
    expect(parsed.concepts[0]!.alternatives.map((a) => a.terms.join(' '))).toContain('maximum');
  });

  it('finds the limit the rules state', async () => {
    const { searcher } = await contentSearch();
    expect(searcher.search('max number of action cards a player can have')[0]?.id).toBe('lrr:2.4');
  });
});

describe('one more of a thing', () => {
  // [question, as read]: "the second" is an ordinal, "a second one" the next one's cost, "a second
  // tech" with no place one additional technology.
  it.each([
    ['can i put a second pds on the same planet', 'can i put 2 pds on the same planet'],
    ['when is the second agenda revealed', 'when is the second agenda revealed'],
    ['how much does a second one cost', 'how much does a second one cost'],
    ['research a second tech', 'research a second tech'],
    ['can i take a second tactical action in the same round', 'can i take a second tactical action in the same round'],
  ])('reads "%s" as "%s"', (question, read) => {
    expect(withOneMoreCounted(question)).toBe(read);
  });

  // [question, the limit that answers it]
  it.each([
    ['can i build a second space dock on the same planet', ['lrr:74.4', 'lrr:68.3']],
    ['is a second space dock allowed on one planet', ['lrr:74.4', 'lrr:68.3']],
  ])('%s: the limit the rules state', (question, ids) => {
    expect(ids).toContain(top(question));
  });
});

