import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { withExceeding } from '@/lib/search/exceeding';
import { mentionedWords } from '@/lib/search/mentioned-word';
import { contentSearch, item } from './corpus';

describe('a claim read in the rules\' sense', () => {
  it('reads going over a count or a limit as exceeding it, going over a place as a move', () => {
    const read = ['heard you can go over 7 action cards', 'going over my fleet pool', 'we were over the hand limit', 'can i go over eight tokens', 'can my war sun go over the asteroid field'].map(withExceeding);
    expect(read).toEqual(['heard you can exceed 7 action cards', 'exceed my fleet pool', 'we exceed the hand limit', 'can i exceed eight tokens', 'can my war sun go over the asteroid field']);
  });

  it('finds the rule stating the limit for a claim of going over it, beside what else the claim tells', async () => {
    const { searcher } = await contentSearch();
    expect(searcher.search('heard you can go over 7 action cards as long as you discard at end of turn')[0]?.id).toBe('lrr:2.4');
  });

  it('keeps a connective named as a word, quoted or not, and no other quoted stopword', () => {
    const named = ['an ability with "and" does nothing', 'is it true an ability with and does nothing', 'what does the word then mean', 'can i move with and without a carrier', "vote for 'for'"].map((q) => [...mentionedWords(q)]);
    expect(named).toEqual([['and'], ['and'], ['then'], [], []]);
    const corpus = [
      item({ id: 'parts', title: 'Abilities', text: 'If an ability has effects separated by the word "and", a player resolves as many of them as he can.' }),
      item({ id: 'whole', title: 'Abilities', text: 'A player resolves an ability in its entirety; parts of an ability preceded by "may" are optional.' }),
    ];
    expect(searcherFor(corpus).search('is it true an ability with and does nothing if you cant do both parts')[0]?.id).toBe('parts');
  });

  it('reads a connective typed beside card words alone as a keyword for that word, and no connective of a sentence', () => {
    const named = ['then ability', 'abilities then', 'Then on cards?', 'and effects', 'or card text', 'then move ships', 'fighters and infantry', 'after combat'].map((q) => [...mentionedWords(q)]);
    expect(named).toEqual([['then'], ['then'], ['then'], ['and'], ['or'], [], [], []]);
  });

  it('finds where the rules define a connective searched as a keyword beside card words', async () => {
    const { searcher } = await contentSearch();
    for (const q of ['then ability', 'abilities then', 'then on cards', 'then effect']) expect(searcher.search(q)[0]?.id, q).toBe('lrr:1.15');
    expect(searcher.search('and ability')[0]?.id).toBe('lrr:1.7');
  });
});
