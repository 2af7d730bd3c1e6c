/**
 * Typos and words typed joined, read as the words the rules use: the closest and most used word
 * for a typo (a noisy channel over the corpus vocabulary, no list of misspellings), and the two
 * words of a joined one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compoundSplits, withCompoundsSplit } from '@/lib/search/compound';
import { parseQuery } from '@/lib/search/query';
import { likelyCorrections, soundAlikes } from '@/lib/search/typo';
import { searchContextOf } from '@/lib/search/engine/context';
import { buildShippedIndex } from '@/lib/search/shipped';
import { contentSearch } from './corpus';

describe('likelyCorrections', () => {
  it('one edit away beats two, unless the word two edits away is used twenty times as often; that one stays, weighing less', () => {
    const rare = [
      { term: 'destroyer', distance: 1, count: 5 },
      { term: 'destroy', distance: 2, count: 75 },
    ];
    const found = likelyCorrections(rare);
    expect(found.map((c) => c.term)).toEqual(['destroyer', 'destroy']);
    expect(found[0]!.weight).toBeGreaterThan(found[1]!.weight);
    const chance = [
      { term: 'destroyer', distance: 1, count: 5 },
      { term: 'destroy', distance: 2, count: 10 },
    ];
    expect(likelyCorrections(chance).map((c) => c.term)).toEqual(['destroyer']);
    const used = [
      { term: 'initiate', distance: 1, count: 5 },
      { term: 'initiative', distance: 2, count: 200 },
    ];
    expect(likelyCorrections(used)[0]).toEqual({ term: 'initiative', weight: 0.7 });
  });

  it('weighs words as close by how often the rules use them, and drops the rare ones', () => {
    const near = [
      { term: 'rift', distance: 1, count: 16 },
      { term: 'lift', distance: 1, count: 8 },
      { term: 'fit', distance: 1, count: 1 },
    ];
    const found = likelyCorrections(near);
    expect(found.map((c) => c.term)).toEqual(['rift', 'lift']);
    expect(found[0]!.weight).toBeGreaterThan(found[1]!.weight);
  });

  it('finds nothing in nothing', () => expect(likelyCorrections([])).toEqual([]));
});

describe('soundAlikes', () => {
  it('spells a word typed by ear with the letters the rules use for the same sound', () => {
    expect(soundAlikes('fase')).toEqual(['phase']);
    expect(soundAlikes('kapacity')).toEqual(['capacity']);
    expect(soundAlikes('ekspansion')).toContain('expansion');
    expect(soundAlikes('dread')).toEqual([]);
  });

  it('rewrites only words holding a sound-alike group, leaving none of that group, the same way every time', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{0,12}$/), (word) => {
        const once = soundAlikes(word);
        expect(soundAlikes(word)).toEqual(once);
        if (!/[fk]/.test(word)) expect(once).toEqual([]);
        for (const spelled of once) expect(spelled).not.toEqual(word);
      }),
    );
  });

  it('a phase typed by ear is searched as the phase', async () => {
    const { searcher } = await contentSearch();
    expect(searcher.search('agenda fase')[0]?.id).toMatch(/^lrr:8(\.|$)/);
  });
});

describe('compound words', () => {
  const words = new Set(['space', 'dock', 'trade', 'goods', 'spaced', 'ock', 'wormholes']);
  const knowledge = { known: (w: string) => words.has(w), startsWord: (w: string) => [...words].some((k) => k.startsWith(w)) };

  it('reads a joined word as each pair of known words', () => {
    expect(compoundSplits('spacedock', knowledge.known)).toEqual([
      ['space', 'dock'],
      ['spaced', 'ock'],
    ]);
    expect(compoundSplits('tradegoods', knowledge.known)).toEqual([['trade', 'goods']]);
  });

  it('splits an unknown word that reads one way only, and leaves known and ambiguous ones', () => {
    expect(withCompoundsSplit('tradegoods limit', knowledge)).toBe('trade goods limit');
    expect(withCompoundsSplit('spacedock limit', knowledge)).toBe('spacedock limit');
    expect(withCompoundsSplit('wormholes tradegoods', knowledge)).toBe('wormholes trade goods');
  });

  it('joins two words typed apart when one is no word of the corpus and together they are one', () => {
    const joined = { known: (w: string) => ['flagship', 'ship', 'space', 'dock', 'spacedock', 'around', 'round'].includes(w), startsWord: () => false };
    expect(withCompoundsSplit('the flag ship moves', joined)).toBe('the flagship moves');
    // Both words known: the rules' own two words.
    expect(withCompoundsSplit('space dock', joined)).toBe('space dock');
    // A short word ("a") is no half of a joined one.
    expect(withCompoundsSplit('a round', joined)).toBe('a round');
  });

  it('leaves the last word while it may be the start of a word', () => {
    expect(withCompoundsSplit('how many wormhole', knowledge)).toBe('how many wormhole');
  });
});

describe('typos and joined words on the rules', async () => {
  const { searcher } = await contentSearch();
  const ids = (q: string, n = 3) => searcher.search(q).slice(0, n).map((r) => r.id);

  it('a typo of a unit is the unit, not a word two edits away ("destroyed")', () => {
    expect(ids('destoryer')[0]).toBe('units:destroyer');
    expect(ids('destoryer').filter((id) => id.startsWith('lrr:29'))).toEqual([]);
  });

  it.each([
    ['gameboard', 'lrr:35'],
    ['tradegoods', 'lrr:82'],
    ['actioncard limit', 'lrr:2.4'],
  ])('%j is read as the two words the rules write', (q, id) => expect(ids(q)).toContain(id));

  it.each([
    ['flag ship', 'units:flagship'],
    ['super nova move', 'lrr:75.1'],
  ])('%j is read as the one word the rules write', (q, id) => expect(ids(q)).toContain(id));
});

describe('a typo in a phrase', () => {
  const first = (q: string) => {
    const parsed = parseQuery(q);
    return parsed.kind === 'words' ? parsed.concepts[0]!.alternatives[0]!.terms.join(' ') : '';
  };

  it.each([
    ['space dok production', 'spac dock'],
    ['comand token', 'comand'],
    ['war sn', 'war'],
  ])('%j is read from the phrase its first word starts, a word of three letters or more mistyped (%j)', (q, terms) => expect(first(q)).toBe(terms));

  it('finds the rules of the phrase meant', async () => {
    const { searcher } = await contentSearch();
    expect(searcher.search('space dok production')[0]?.id).toMatch(/^lrr:68/);
  });
});

describe('abbreviations of rules words', () => {
  it('reads a short word the rules all but never use as the words it begins, in the plural too ("mods": modifiers)', async () => {
    const { corpus, searcher } = await contentSearch();
    const ctx = searchContextOf(buildShippedIndex(corpus));
    const expanded = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? ctx.expand(parsed.concepts[0]!, false).flatMap((a) => a.terms) : [];
    };
    expect(expanded('mods afb')).toContain('modifier');
    // A word the rules use often stands for itself, not for the words it begins.
    expect(expanded('side up')).not.toContain('sideway');
    expect(searcher.search('combat mods on bombard roll', { limit: 1 })[0]?.id).toBe('lrr:15.1');
  });
});
