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

  it('reads the claims and verdicts players type in other words: a brother who swears, "i keep telling him", "settle this", "..., right?"', () => {
    for (const q of [
      'my brother swears pds can shoot into the next system, i believe only with the upgrade',
      'my wife reckons the speaker breaks every tie, i keep telling her thats only for agendas',
      'the guy across from me is convinced fighters can move alone, im pretty sure they need a carrier. settle this',
      'he moved through my nebula without stopping and i told him ships must stop there. disagreement, who wins this one',
      'she wants to build in a system with my ships in it. i say the dock is blockaded, right?',
      'my cousin keeps saying infantry can sit in space. can he do that or not',
    ]) {
      const d = readDispute(q);
      expect(d, q).toBeDefined();
      expect(d?.query, q).not.toMatch(/\b(?:swears|believe|reckons|telling|convinced|sure|settle|told|disagreement|wins|right|keeps saying|do that)\b/);
    }
    expect(readDispute('he wants to build at his dock right next to mine')).toBeUndefined();
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
