import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expanderOf } from '@/lib/search/engine/expand';
import { createVocabulary, editDistance } from '@/lib/search/vocabulary';

/** Plain optimal-string-alignment distance, the reference for the early-exit version. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('vocabulary', () => {
  it('edit distance agrees with the reference up to the cut-off', () => {
    const word = fc.stringMatching(/^[abc]{0,7}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const full = reference(a, b);
        return editDistance(a, b, max) === (full <= max ? full : max + 1);
      }),
    );
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('sustian', 'sustain', 1)).toBe(1);
    expect(editDistance('anomoly', 'anomaly', 1)).toBe(1);
  });

  const vocabulary = createVocabulary(
    new Map([
      ['wormhole', { term: 'wormhol', count: 3 }],
      ['wormholes', { term: 'wormhol', count: 9 }],
      ['world', { term: 'world', count: 20 }],
      ['anomaly', { term: 'anomaly', count: 5 }],
    ]),
  );

  it('completes a prefix to terms, most frequent first, once each', () => {
    expect(vocabulary.complete('wor', 10)).toEqual(['world', 'wormhol']);
    expect(vocabulary.complete('wormh', 10)).toEqual(['wormhol']);
    expect(vocabulary.complete('x', 10)).toEqual([]);
  });

  it('finds words within the distance, with how far and how often', () => {
    expect(vocabulary.near('anomoly', 1)).toEqual([{ term: 'anomaly', distance: 1, count: 5 }]);
    expect(vocabulary.near('anmoly', 1)).toEqual([]);
    expect(vocabulary.near('anmoly', 2)).toEqual([{ term: 'anomaly', distance: 2, count: 5 }]);
  });

  it('at no edit, finds the word itself only, with its own count (not its term\'s other words)', () => {
    expect(vocabulary.near('wormholes', 0)).toEqual([{ term: 'wormhol', distance: 0, count: 9 }]);
    expect(vocabulary.near('wormhol', 0)).toEqual([]);
    expect(vocabulary.near('x', 0)).toEqual([]);
  });

  it('gives each term once, its words counted together', () => {
    // "wormhole" (3) and "wormholes" (9), one edit each from "wormhols", are one term.
    expect(vocabulary.near('wormhols', 1)).toEqual([{ term: 'wormhol', distance: 1, count: 12 }]);
  });

  it('knows the words as they stand, not only their terms', () => {
    expect(vocabulary.hasWord('wormholes')).toBe(true);
    expect(vocabulary.hasWord('wormhol')).toBe(false);
  });
});

describe('completion of the last word', () => {
  const counts: [string, string][] = [['again', 'again'], ['against', 'against'], ['rest', 'rest'], ['restriction', 'restriction'], ['planet', 'planet'], ['planetary', 'planetary'], ['wormhole', 'wormhol']];
  const expand = expanderOf(createVocabulary(new Map(counts.map(([word, term]) => [word, { term, count: 3 }]))));
  const completed = (word: string, term = word) => expand({ alternatives: [{ terms: [term], words: [word], weight: 1 }], partial: true }, false).map((a) => a.terms[0]);

  it('a last word that is a word of the rules stands for its derived forms, not for the longer words it begins', () => {
    expect(completed('again')).toEqual(['again']);
    expect(completed('rest')).toEqual(['rest']);
    expect(completed('planet')).toEqual(['planet', 'planetary']);
  });

  it('a last word still being typed is completed', () => expect(completed('wormh')).toEqual(['wormh', 'wormhol']));
});
