/**
 * Build step of the quick index (see ./quick.ts): kept apart from it, so the reader script that
 * reads the index does not carry what writes it.
 */
import type { Item } from '../corpus/types';
import { QUICK_INDEX_VERSION, type QuickIndex } from './quick';
import { fieldTexts, toSearchDoc } from './shipped';
import { terms } from './text';

export function buildQuickIndex(corpus: readonly Item[]): QuickIndex {
  const docs = corpus.map(toSearchDoc);
  const texts = fieldTexts(docs);
  return {
    version: QUICK_INDEX_VERSION,
    entries: docs.map((d, i) => {
      const own = terms(d.title);
      // The title field holds the title first, then the French titles and the parent's title.
      const others = terms(texts[i]!.title).slice(own.length);
      return [d.id, d.title, d.number ?? '', d.source, d.kind, d.url, `${own.join(' ')}|${others.join(' ')}`];
    }),
  };
}
