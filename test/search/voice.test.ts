/**
 * Game words dictated or autocorrected into everyday words ("war son", "dread not", "p d s"): read
 * as the game term they sound like, while a query in the rules' own words is kept as typed.
 */
import { describe, expect, it } from 'vitest';
import { soundKey } from '@/lib/search/typo';
import { voiceTermsOf, withVoiceRead, type WordReading } from '@/lib/search/voice';
import { contentSearch } from './corpus';

const TERMS = voiceTermsOf(['War Sun', 'Dreadnought', 'Mecatol Rex', 'Trade Goods', 'Command Tokens', 'Agenda Phase', 'Space Dock', 'Warfare', 'Infantry', 'PDS', 'Agenda Card', 'Game Board', 'Diplomacy', 'Promissory Note', 'Destroyer', 'Cruiser', 'Speaker']);
/** A small vocabulary: the words the rules use often ("fair" they use once), "afb" and "dread" as players' words. */
const KNOWN = new Set(['destroy', 'told', 'war', 'sun', 'dread', 'not', 'move', 'taken', 'face', 'each', 'side', 'game', 'end', 'tie', 'pds', 'afb', 'agenda', 'command', 'space', 'trade', 'can', 'my']);
const READING: WordReading = { known: (w) => KNOWN.has(w), readable: (w) => KNOWN.has(w) };
const read = (q: string) => withVoiceRead(q, TERMS, READING);

describe('soundKey', () => {
  it('hears a term and its dictated or autocorrected words alike', () => {
    // "said|meant", as speech software or autocorrect wrote what the player meant.
    const pairs = ['war son|war sun', 'dread not|dreadnought', 'mecca tall|mecatol', 'trade gods|trade goods', 'command taken|command tokens', 'agenda face|agenda phase', 'space dog|space dock', 'war fair|warfare', 'dip low macy|diplomacy'].map((p) => p.split('|') as [string, string]);
    for (const [said, meant] of pairs) expect(soundKey(said), said).toBe(soundKey(meant));
  });
});

describe('withVoiceRead', () => {
  it('reads a run of words that sounds like a game term as that term, joined or split, and letters spelled one by one as the abbreviation they spell', () => {
    const heard: [typed: string, read: string][] = [
      ['how many dice does a war son roll', 'how many dice does a war sun roll'],
      ['mecca tall rex custodians', 'mecatol rex custodians'],
      ['how many trade gods', 'how many trade goods'],
      ['war fair secondary at a space dog', 'warfare secondary at a space dock'],
      ['carrier capacity for infant tree', 'carrier capacity for infantry'],
      ['does the p d s fire', 'does the pds fire'],
      ['who can use a f b', 'who can use afb'],
    ];
    for (const [typed, meant] of heard) expect(read(typed), typed).toBe(meant);
  });

  it('reads a word and "her" after a determiner as a term whose "-er" ending was heard as "her"', () => {
    expect(read('the destroy her has afb')).toBe('the destroyer has afb');
    expect(read('my cruise her moved')).toBe('my cruiser moved');
    expect(read('who is the speak her now')).toBe('who is the speaker now');
    // Without a determiner before it, "her" is the pronoun said.
    for (const q of ['can i destroy her ships', 'i told her']) expect(read(q)).toBe(q);
  });

  it('reads stopwords and everyday words as a term only as its one word said in parts, their letters spelling its start', () => {
    const heard: [typed: string, read: string][] = [
      ['carrier capacity for in fan tree', 'carrier capacity for infantry'],
      ['dip low macy secondary', 'diplomacy secondary'],
      ['trade a pro miss ory note', 'trade a promissory note'],
    ];
    for (const [typed, meant] of heard) expect(read(typed), typed).toBe(meant);
  });

  it('keeps the rules own words, everyday words, and runs split by punctuation as typed', () => {
    // Everyday words that sound like a term but do not spell its start are what the player said.
    for (const q of ['in the fan tree', 'the dip lowers', 'each side of the game']) expect(read(q)).toBe(q);
    for (const q of ['can my war sun move', 'space docks on a planet', 'who wins on each side', 'when does the game end', 'agenda tie who picks', 'a space, dog', 'is it a s or a b']) expect(read(q)).toBe(q);
    // The "t" of "isn't" is no letter spelled out, though "t a" spells a word the rules hold ("ta", in the real corpus).
    expect(withVoiceRead("it isn't a tech", TERMS, { known: (w) => KNOWN.has(w) || w === 'ta', readable: (w) => KNOWN.has(w) })).toBe("it isn't a tech");
    // Words the rules use often are what the player said, sound as they may like a term ("dread not": dreadnought).
    for (const q of ['can my dread not move', 'a command taken in that system', 'what happens in the agenda face']) expect(read(q)).toBe(q);
  });

  it('hears a word of a run as a term word only with its first sound: voiced and voiceless pairs are alike inside a word, not at its start', () => {
    // "game pretty" and "game board" share a key (p and b), but "pretty" does not start as "board" is heard.
    for (const q of ['a game pretty long', 'the game pretty much ends']) expect(read(q)).toBe(q);
    expect(read('the game bored setup')).toBe('the game board setup');
  });
});

describe('voice reading in the search', () => {
  it('finds for the dictated words what the rules words find', async () => {
    const { searcher } = await contentSearch();
    const first = (q: string) => searcher.search(q, { limit: 1 })[0]?.id;
    expect(first('how many dice does a war son roll in space combat')).toBe('units:war-sun');
    expect(first('war fair card secondary')).toBe('lrr:88.3');
    expect(first('space dog production capacity')).toBe('units:space-dock');
  });
});
