/**
 * Game words dictated or autocorrected into everyday words ("war son", "dread not", "p d s"): read
 * as the game term they sound like, while a query in the rules' own words is kept as typed.
 */
import { describe, expect, it } from 'vitest';
import { soundKey } from '@/lib/search/typo';
import { voiceTermsOf, withVoiceRead, type WordReading } from '@/lib/search/voice';
import { contentSearch } from './corpus';

const TERMS = voiceTermsOf(['War Sun', 'Dreadnought', 'Mecatol Rex', 'Trade Goods', 'Command Tokens', 'Agenda Phase', 'Space Dock', 'Warfare', 'Infantry', 'PDS', 'Agenda Card', 'Game Board']);
/** A small vocabulary: the words the rules use often ("fair" they use once), "afb" and "dread" as players' words. */
const KNOWN = new Set(['war', 'sun', 'dread', 'not', 'move', 'taken', 'face', 'each', 'side', 'game', 'end', 'tie', 'pds', 'afb', 'agenda', 'command', 'space', 'trade', 'can', 'my']);
const READING: WordReading = { known: (w) => KNOWN.has(w), readable: (w) => KNOWN.has(w) };
const read = (q: string) => withVoiceRead(q, TERMS, READING);

describe('soundKey', () => {
  it('hears a term and its dictated or autocorrected words alike', () => {
    const pairs: [said: string, meant: string][] = [
      ['war son', 'war sun'],
      ['dread not', 'dreadnought'],
      ['mecca tall', 'mecatol'],
      ['trade gods', 'trade goods'],
      ['command taken', 'command tokens'],
      ['agenda face', 'agenda phase'],
      ['space dog', 'space dock'],
      ['war fair', 'warfare'],
    ];
    for (const [said, meant] of pairs) expect(soundKey(said), said).toBe(soundKey(meant));
  });
});

describe('withVoiceRead', () => {
  it('reads a run of words that sounds like a game term as that term, joined or split', () => {
    expect(read('how many dice does a war son roll')).toBe('how many dice does a war sun roll');
    expect(read('mecca tall rex custodians')).toBe('mecatol rex custodians');
    expect(read('how many trade gods')).toBe('how many trade goods');
    expect(read('war fair secondary at a space dog')).toBe('warfare secondary at a space dock');
    expect(read('carrier capacity for infant tree')).toBe('carrier capacity for infantry');
  });

  it('joins letters spelled one by one into the abbreviation they spell', () => {
    expect(read('does the p d s fire')).toBe('does the pds fire');
    expect(read('who can use a f b')).toBe('who can use afb');
  });

  it('keeps the rules own words, everyday words, and runs split by punctuation as typed', () => {
    for (const q of ['can my war sun move', 'space docks on a planet', 'who wins on each side', 'when does the game end', 'agenda tie who picks', 'a space, dog', 'is it a s or a b']) expect(read(q)).toBe(q);
    // Words the rules use often are what the player said, sound as they may like a term ("dread not": dreadnought).
    for (const q of ['can my dread not move', 'a command taken in that system', 'what happens in the agenda face']) expect(read(q)).toBe(q);
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
