import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { caseTaught, entryFirst, withoutTeaching } from '@/lib/search/overview';
import { parseQuery } from '@/lib/search/query';
import { POSSESSIVES } from '@/lib/search/question-words';
import type { SearchDoc } from '@/lib/search/shipped';
import { item } from './corpus';

const typed = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? { words: parsed.concepts.map((c) => c.alternatives[0]!.words.join(' ')), definition: parsed.definition } : undefined;
};

describe('a question of the whole topic', () => {
  it("drops a host's teaching framing and reads the rest as a question of what the topic is", () => {
    expect(typed('how do i explain the agenda phase to new players')).toEqual({ words: ['agenda', 'phase'], definition: true });
    expect(typed("how do i explain promissory notes to someone who's never played")).toEqual({ words: ['promissory', 'notes'], definition: true });
    expect(typed('what does exhausted mean for cards, new players keep asking')?.words).toEqual(['exhausted', 'cards']);
    expect(typed("what's a gravity rift, simple explanation for the table")?.words).toEqual(['gravity', 'rift']);
    expect(typed('explaning comodities to my group')?.definition).toBe(true);
  });

  it('reads a question of what a thing is after a preface and a colon ("coming from ti3: what is ...")', () => {
    expect(typed("coming from ti3: what is a 'component action' in ti4?")?.definition).toBe(true);
    expect(typed('he said what is up')?.definition).toBeUndefined();
  });

  it('reads "what is it" asked after the topic as a question of what the topic is', () => {
    expect(typed('component action what is it')).toEqual({ words: ['component', 'action'], definition: true });
    expect(typed('nebula, whats that?')).toEqual({ words: ['nebula'], definition: true });
    expect(typed('custodians token, what is it worth')?.definition).toBeUndefined();
  });

  it('reads one case of the topic, asked within the teaching framing, as that case: not a question of what the topic is', () => {
    for (const q of [
      'how do i explain to new players what happens when a ship moves through a nebula',
      'how would you teach beginners which units count against fleet supply',
      'how should i explain if a pds can fire at ships that only moved through',
      'explaining to newbies how many action cards you can hold',
      'how do i explain who the defender is in ground combat to first time players',
      'teaching new players at what point you may play an action card',
    ]) {
      expect(typed(q)?.definition, q).toBeUndefined();
      expect(typed(q)?.words, q).not.toContain('explain');
    }
    expect(typed('how do i explain the agenda phase to new players')?.definition).toBe(true);
  });

  it("reads a thing asked as any player's (\"can their ships\") within the framing as a case, the thing named bare as the topic", () => {
    // caseTaught itself: in a parse, "his", "her", "their" before a noun are read as another
    // player's first (./owner.ts), so the query reaches it as "can enemy ships", a topic.
    const framing = 'how do i explain to new players ';
    for (const p of POSSESSIVES) expect(caseTaught(`${framing}can ${p} ships move through a nebula`).trim(), p).toBe(`can ${p} ships move through a nebula`);
    expect(caseTaught(`${framing}can ships move through a nebula`)).toBe(`${framing}can ships move through a nebula`);
  });

  it('reads a player asking it put simply ("eli5", "tldr", "in plain english") as the host\'s framing: the topic, or the case he names', () => {
    for (const q of ['eli5 the strategy phase', 'tl;dr of trade goods please', 'fleet pool in layman\'s terms', 'the production ability, dumbed down', 'speaker for dummies', 'custodians token in a nutshell']) {
      expect(typed(q)?.definition, q).toBe(true);
      expect(typed(q)?.words.join(' '), q).not.toMatch(/eli5|tl|dr|layman|terms|dumb|dummies|nutshell/);
    }
    expect(typed('explain retreats like i am a kid')).toEqual({ words: ['retreats'], definition: true });
    for (const q of ['keep it short, how many tokens does leadership give', 'simplest explanation: can my fighters move without a carrier', 'in plain words why cant i move out of a system with my token']) {
      expect(typed(q)?.definition, q).toBeUndefined();
      expect(typed(q)?.words.join(' '), q).not.toMatch(/short|simplest|explanation|plain/);
    }
    // A short thing of the game is no request to keep it short.
    expect(withoutTeaching('can my ships move a short way into a nebula').teaching).toBe(false);
  });

  it('keeps a new player of the story: only someone taught is framing', () => {
    expect(withoutTeaching('new player has a carrier with 4 infantry, what has to go').teaching).toBe(false);
    expect(withoutTeaching('my group is moving through, can i drop one off').teaching).toBe(false);
  });

  it("lifts the first result's entry over its sub-rule when it ranks close behind, never an entry far down or a non-entry parent", () => {
    const docs = [
      { id: 'e', kind: 'entry' },
      { id: 'e.1', kind: 'rule', parent: 'e' },
      { id: 'x', kind: 'rule' },
      { id: 's', kind: 'section' },
      { id: 's.1', kind: 'section', parent: 's' },
    ] as SearchDoc[];
    const byId = new Map(docs.map((d, i) => [d.id, i]));
    const order = (ds: number[]) => entryFirst(ds.map((doc) => ({ doc })), docs, byId).map((r) => r.doc);
    expect(order([1, 2, 0])).toEqual([0, 1, 2]);
    expect(order([1, 2, 2, 2, 2, 0])).toEqual([1, 2, 2, 2, 2, 0]);
    expect(order([4, 3])).toEqual([4, 3]);
  });

  it('answers a question of what a thing is with its entry, one of a value it states with the rule stating it', () => {
    const corpus = [
      item({ id: 'ac', title: 'Action Cards', kind: 'entry', text: 'Action cards provide players with various abilities.' }),
      item({ id: 'ac.1', title: 'Action Cards', parent: 'ac', text: 'Each player may have up to seven action cards in hand; cards of the action card deck are drawn during the status phase.' }),
    ];
    const search = (q: string) => searcherFor(corpus).search(q)[0]?.id;
    expect(search('how do i explain action cards to new players')).toBe('ac');
    expect(search('whats the hand limit on action cards')).toBe('ac.1');
    expect(search('how do i explain to beginners when action cards are drawn')).toBe('ac.1');
  });
});
