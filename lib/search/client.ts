/**
 * The browser side: fetches the shipped index once, on first use, and builds the searcher from it.
 * Imported lazily by the search box, so neither FlexSearch nor the index weigh on first load.
 */
import { createSearcher, type Searcher } from './engine';
import { INDEX_PATH, type ShippedIndex } from './shipped';

let searcher: Promise<Searcher> | undefined;

export function loadSearcher(path = INDEX_PATH): Promise<Searcher> {
  searcher ??= fetch(path)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<ShippedIndex>;
    })
    .then(createSearcher)
    .catch((error: unknown) => {
      searcher = undefined; // let the next keystroke try again
      throw error;
    });
  return searcher;
}
