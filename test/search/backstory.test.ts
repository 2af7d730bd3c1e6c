import { describe, expect, it } from 'vitest';
import { backstoryWords } from '@/lib/search/backstory';
import { searcherFor } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { firstOnRules, item } from './corpus';

describe('a backstory before how things stand now', () => {
  it('splits what happened from how it stands at "and now", ", now" or "now i"', () => {
    expect(backstoryWords('i played warfare and now i have no tokens left')).toEqual({ before: new Set(['played', 'warfare']), now: new Set(['no', 'tokens', 'left']) });
    expect(backstoryWords('lost the space fight, now his carrier is alone')?.before).toEqual(new Set(['lost', 'space', 'fight']));
    expect(backstoryWords('built a dock now i have three')?.now).toEqual(new Set(['three']));
    // Any subject the lexicon names (./question-words.ts): "now the", "now youre".
    expect(backstoryWords('drew two from politics now the hand holds eight')?.before).toEqual(new Set(['drew', 'two', 'politics']));
  });

  it('splits the story from a question asked in a sentence of its own, not at a comma', () => {
    expect(backstoryWords('i passed and he played warfare. can i still follow the secondary')).toEqual({
      before: new Set(['passed', 'played', 'warfare']),
      now: new Set(['still', 'follow', 'secondary']),
    });
    expect(backstoryWords('his planet has a pds on it, can my dreads bombard')).toBeUndefined();
  });

  it('turns at any question word or asking verb (./question-words.ts), save a "when" asking the moment of the sentence before', () => {
    expect(backstoryWords('i passed and he played warfare. why cant i follow the secondary')?.now).toEqual(new Set(['cant', 'follow', 'secondary']));
    expect(backstoryWords('my carrier died in the space fight. were the fighters lost too')?.before).toEqual(new Set(['carrier', 'died', 'space', 'fight']));
    expect(backstoryWords('the card says before combat. when exactly is that')).toBeUndefined();
  });

  it('turns at the last clause telling how things stand with "now" closing it, not at one asking', () => {
    expect(backstoryWords('politics gave me 2 more and im at 8 ac now')).toEqual({ before: new Set(['politics', 'gave', '2', 'more']), now: new Set(['8', 'ac']) });
    expect(backstoryWords('won the space fight, i have 4 fighters and no carrier now')?.before).toEqual(new Set(['won', 'space', 'fight']));
    expect(backstoryWords('drew two off the agenda card so im holding nine cards now')?.now).toEqual(new Set(['holding', 'nine', 'cards']));
    expect(backstoryWords('he put infantry on my planet, who controls it now')).toBeUndefined();
    expect(backstoryWords('i scored two goals, can i claim both now')).toBeUndefined();
  });

  // Other players' words for a count over its limit told last: the limit's rule, not the card that led there.
  it.each([
    'politics gave me 2 more and im at 8 ac now',
    'drew two off politics and im holding 8 action cards now',
    'grabbed two more from the politics card, sitting on 9 action cards now',
  ])('a count told last with "now": %s', async (question) => {
    expect(await firstOnRules(question)).toBe('lrr:2.4');
  });

  it('is no backstory without words on both sides, or without "now" turning the story', () => {
    expect(backstoryWords('nobody voted at all, now what')).toBeUndefined();
    expect(backstoryWords('now i have 8 action cards')).toBeUndefined();
    expect(backstoryWords('can i build now or later')).toBeUndefined();
  });

  it('reads "now what" ("now wut", "what now") and "what happens" as asking of the whole story: no turn to how things stand, no word of the answer', () => {
    const concepts = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.map((c) => ({ terms: c.alternatives[0]!.terms.join(' '), weight: c.alternatives[0]!.weight })) : [];
    };
    expect(concepts('agenda vote came out 5 to 5, now wut')).not.toContainEqual(expect.objectContaining({ terms: 'wut' }));
    expect(concepts('agenda vote came out 5 to 5, now wut')).toContainEqual({ terms: 'agenda', weight: 1 });
    expect(concepts('drew my 8th action card, what now').map((c) => c.terms)).not.toContain('now');
    expect(concepts('took a planet that had their dock on it. what happens to their buildings')).toContainEqual({ terms: 'dock', weight: 1 });
  });

  it('lets the rule for how things stand come before the rule of what led there', () => {
    const corpus = [
      item({ id: 'politics', title: 'Politics', text: 'The active player chooses a new speaker and draws two action cards.' }),
      item({ id: 'limit', title: 'Action Cards', text: 'A player cannot have more than seven action cards in his hand.' }),
    ];
    // Told without its backstory's turn, "politics" (a title word) brings the card that did it.
    expect(searcherFor(corpus).search('i resolved politics and now i have 8 action cards')[0]?.id).toBe('limit');
    expect(searcherFor(corpus).search('i resolved politics. can i have 8 action cards')[0]?.id).toBe('limit');
  });
});
