/**
 * The titles index: the shipped index without the items' texts (titles, numbers, French names,
 * sections and links only), a quarter of the full one's size. The search worker loads it first,
 * so a query typed soon after the page opens is answered by title and number while the full
 * index is still on its way; the full index then takes over (and brings the snippets).
 */
import type { Item } from '../corpus/types';
import { buildShippedIndex, type ShippedIndex } from './shipped';

/** Where the browser fetches the titles index from (written by the build into public/). */
// Named after the full index, so the .gitignore pattern for built indexes covers it too.
export const TITLES_INDEX_PATH = '/search-index-titles.json';

export function buildTitlesIndex(corpus: readonly Item[]): ShippedIndex {
  return buildShippedIndex(corpus.map((item) => ({ ...item, text: '' })));
}
