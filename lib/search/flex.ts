/**
 * The FlexSearch configuration, in one place: the build step creates its indexes here before
 * exporting them, and the browser creates its indexes here before importing, so the two can never
 * be configured differently.
 */
import { Index } from 'flexsearch';
import { terms } from './text';

/** The fields searched separately, so a title match can weigh more than a passing mention. */
export const FIELDS = ['title', 'body'] as const;
export type Field = (typeof FIELDS)[number];

/** A FlexSearch export: the (key, data) pairs its `export` hands out, in order. */
export type ExportedIndex = [key: string, data: string][];

export function createFieldIndex(): Index {
  // Whole terms only ("strict"): completions and typos are resolved against the vocabulary first,
  // which keeps the shipped index a fraction of a prefix index's size. Our own tokenizer encodes,
  // so the index, the query parser and the snippets agree on what a word is.
  return new Index({ tokenize: 'strict', encode: terms, resolution: 3, cache: false });
}

export function exportIndex(index: Index): ExportedIndex {
  const pairs: ExportedIndex = [];
  // With an in-memory index the handler is called synchronously, once per part.
  void index.export((key: string, data: string) => {
    pairs.push([key, data]);
  });
  return pairs;
}

export function importIndex(pairs: ExportedIndex): Index {
  const index = createFieldIndex();
  for (const [key, data] of pairs) index.import(key, data);
  return index;
}
