/**
 * The shipped search index: what the build writes to public/search-index.json and the browser
 * fetches on first use. It holds only what results need (id, title, number, source, kind, url,
 * the text for snippets, the links that put rulings near their rules, the questions players ask of
 * it, its logged words) and the FlexSearch exports of titles and texts. The asked questions and
 * logged words are few and short: the engine indexes them itself on load (see ./engine/facts.ts),
 * which ships them once, not twice.
 */
import type { Item, ItemKind, SourceId } from '../corpus/types';
import { createFieldIndex, exportIndex, type ExportedIndex, type Field } from './flex';
import { indexedBody } from './indexed-body';
import { packDocs, unpackPackedDocs, type PackedDocs } from './packed-docs';

/** Bumped whenever the shape or the index configuration changes, so a stale file is refused. */
export const INDEX_VERSION = 6;

/** Where the browser fetches the shipped index from (written by the build into public/). */
export const INDEX_PATH = '/search-index.json';

export interface SearchDoc {
  id: string;
  title: string;
  number?: string;
  source: SourceId;
  kind: ItemKind;
  url: string;
  text: string;
  /** Other names of the item (French titles), searched like its title. */
  aliases: string[];
  section?: string;
  parent?: string;
  links: string[];
  /** The questions players ask that the item answers (see ../corpus/asked.ts): searched, never shown. */
  asked: string[];
  /** The words of the logged questions expecting the item (see ./query-log.ts). */
  logged: string;
}

/** What a reading of an item's statement needs of it: its title and its text (./event-entry.ts, ./aside-stated.ts, ./procedure-unit.ts, ./setup-told.ts). */
export type TitleAndText = Pick<SearchDoc, 'title' | 'text'>;

export interface ShippedIndex {
  version: number;
  docs: PackedDocs;
  index: Record<Field, ExportedIndex>;
}

export function toSearchDoc(item: Item): SearchDoc {
  return {
    id: item.id,
    title: item.title,
    ...(item.number ? { number: item.number } : {}),
    source: item.source,
    kind: item.kind,
    url: item.url,
    text: item.text,
    aliases: item.aliases ?? [],
    ...(item.section ? { section: item.section } : {}),
    ...(item.parent ? { parent: item.parent } : {}),
    links: item.links,
    asked: item.asked ?? [],
    logged: item.logged ?? '',
  };
}

/**
 * What each field index holds for each document. A sub-item's title field carries its parent's
 * title too ("Ally Token" for "Must Exceed Influence to Claim"), as LRR rule titles already do; the
 * body holds a numbered step's label once (see ./indexed-body.ts).
 */
export function fieldTexts(docs: readonly SearchDoc[]): Record<Field, string>[] {
  const titleOf = new Map(docs.map((d) => [d.id, d.title]));
  return docs.map((doc) => ({
    title: [doc.title, ...doc.aliases, (doc.parent && titleOf.get(doc.parent)) ?? ''].join('\n'),
    body: [doc.section ?? '', indexedBody(doc)].join('\n'),
  }));
}

/** Builds the indexes over the corpus and packs them with the documents (the build step). */
export function buildShippedIndex(corpus: Item[]): ShippedIndex {
  const docs = corpus.map(toSearchDoc);
  const texts = fieldTexts(docs);
  const exported = (field: Field) => {
    const index = createFieldIndex();
    texts.forEach((text, i) => index.add(i, text[field]));
    return exportIndex(index);
  };
  return {
    version: INDEX_VERSION,
    docs: packDocs(docs),
    index: { title: exported('title'), body: exported('body') },
  };
}

export class StaleIndexError extends Error {}

export function unpackDocs(shipped: ShippedIndex): SearchDoc[] {
  if (shipped.version !== INDEX_VERSION) {
    throw new StaleIndexError(`search index version ${shipped.version}, expected ${INDEX_VERSION}: rebuild it`);
  }
  return unpackPackedDocs(shipped.docs);
}
