import { describe, expect, it } from 'vitest';
import { readDispute } from '@/lib/search/dispute';
import { searcherFor } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { item } from './corpus';

const weights = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? Object.fromEntries(parsed.concepts.map((c) => [c.alternatives[0]!.words.join(' ') || '?', c.alternatives[0]!.weight])) : {};
};

describe('a dispute between two players', () => {
  it("drops who says what and the verdict asked, and weighs the story before the first claim as a backstory", () => {
    const d = readDispute('i wanted to retreat next door. my friend says you can only retreat where you have ships. who is right');
    expect(d?.story).toEqual({ before: new Set(['wanted', 'retreat', 'next', 'door']), now: new Set(['only', 'retreat', 'ships']) });
    expect(d?.query).not.toMatch(/friend|says|right/);
    const w = weights('my friend wants to add trade goods as votes, i say tg dont count for voting. who\'s right');
    expect(Object.keys(w)).not.toContain('right');
    expect(Object.keys(w)).not.toContain('say');
    expect(w['voting']).toBe(1);
  });

  it('is no dispute with one claim and no verdict asked: "he says i cant" is part of a story', () => {
    expect(readDispute('he played courageous to the end on my dread, i wanna sustain the hit but he says i cant')).toBeUndefined();
    expect(readDispute('friend says i cant reroll twice, i think you can')?.story).toBeUndefined();
  });

  it('answers with the rule holding the claims, not the one holding the verdict words', () => {
    const corpus = [
      item({ id: 'votes', title: 'Agenda Phase', text: 'Trade goods cannot be spent to cast votes; a player casts votes by exhausting planets.' }),
      item({ id: 'right', title: 'Speaker', text: 'The speaker is the player who is right of the table and decides ties.' }),
    ];
    expect(searcherFor(corpus).search("my friend wants to add trade goods as votes. i say trade goods dont count for votes. who's right")[0]?.id).toBe('votes');
  });
});
