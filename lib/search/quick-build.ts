/**
 * Build step of the quick index (see ./quick.ts): kept apart from it, so the reader script that
 * reads the index does not carry what writes it.
 */
import type { Item } from '../corpus/types';
import { QUICK_INDEX_VERSION, type QuickIndex, type QuickIndexFile } from './quick';
import { fieldTexts, toSearchDoc } from './shipped';
import { terms } from './text';

export function buildQuickIndex(corpus: readonly Item[]): QuickIndex {
  const docs = corpus.map(toSearchDoc);
  const texts = fieldTexts(docs);
  const byTerm = new Map<string, number[]>();
  texts.forEach((text, i) => {
    for (const term of new Set(terms(text.title))) byTerm.set(term, [...(byTerm.get(term) ?? []), i]);
  });
  // Sorted by code unit, as the searcher's binary search for prefixes compares.
  const sorted = [...byTerm].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    version: QUICK_INDEX_VERSION,
    entries: docs.map((d) => [d.id, d.title, d.number ?? '', d.source, d.kind, d.url, new Set(terms(d.title)).size]),
    terms: sorted.map(([term]) => term),
    gaps: sorted.map(([, items]) => items.map((i, k) => (k ? i - items[k - 1]! : i))),
  };
}

/** Entries per chunk of the shipped file: about 30 KB of JSON, a few milliseconds to parse on a slowed phone. */
export const QUICK_CHUNK_ENTRIES = 250;

/** The index as shipped (see QuickIndexFile): its entries in chunks of `size`. */
export function packQuickIndex(index: QuickIndex, size = QUICK_CHUNK_ENTRIES): QuickIndexFile {
  const { entries, ...rest } = index;
  const entryChunks: string[] = [];
  for (let k = 0; k < entries.length; k += size) entryChunks.push(JSON.stringify(entries.slice(k, k + size)));
  return { ...rest, entryChunks };
}
