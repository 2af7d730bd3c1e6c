/** A question sent two letters into its last word is completed by what the rest of it asks (lib/search/engine/short-prefix.ts). */
import { describe, expect, it } from 'vitest';
import { shortPrefixCompleted } from '@/lib/search/engine/short-prefix';
import type { Hits, TermHits } from '@/lib/search/engine/term-hits';
import type { Concept } from '@/lib/search/query';
import { createVocabulary } from '@/lib/search/vocabulary';
import { firstOnRules } from './corpus';

// "right" is the most used word "ri" begins; "rift" is the one items about fighters hold.
const uses: Record<string, number> = { right: 40, ring: 20, rift: 3, fighter: 9, up: 9 };
const vocabulary = createVocabulary(new Map(Object.entries(uses).map(([word, count]) => [word, { term: word, count }])));
const held: Record<string, number[]> = { right: [0, 1], ring: [2], rift: [3, 4], fighter: [3, 4, 5] };
const hits: Hits = (term) => {
  const docs = new Set(held[term] ?? []);
  return { title: new Set(), body: docs, asked: new Set(), logged: new Set(), defines: new Set(), items: docs.size, idf: 1 } satisfies TermHits;
};
const concept = (word: string, partial = false): Concept => ({ alternatives: [{ terms: [word], words: [word], weight: 1 }], partial });
const completed = (words: string[], partial = true) => {
  const concepts = words.map((w, k) => concept(w, partial && k === words.length - 1));
  const expanded = concepts.map((c) => c.alternatives);
  return shortPrefixCompleted(vocabulary, hits, concepts, expanded).at(-1)!.map((a) => a.terms[0]);
};

describe('a last word cut two letters in', () => {
  it('reads it as the words it begins that the items holding the rest of the question hold', () => {
    expect(completed(['fighter', 'ri'])).toEqual(['ri', 'rift']);
  });

  it('leaves a word of the corpus, a word typed whole, a question of that word alone, and a prefix nothing fits', () => {
    expect(completed(['fighter', 'up'])).toEqual(['up']);
    expect(completed(['fighter', 'ri'], false)).toEqual(['ri']);
    expect(completed(['ri'])).toEqual(['ri']);
    expect(completed(['fighter', 'zq'])).toEqual(['zq']);
  });
});

describe('questions sent two letters into their last word, searched', () => {
  // Own paraphrases: [question, the item answering it]
  const cases: [string, string][] = [
    ['fighters on a carrier that blows up in a gravity ri', 'lrr:37.2'],
  ];
  it.each(cases)('%s -> %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
