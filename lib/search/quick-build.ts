/**
 * Build step of the quick index (see ./quick.ts): kept apart from it, so the reader script that
 * reads the index does not carry what writes it.
 */
import type { Item } from '../corpus/types';
import { QUICK_INDEX_VERSION, type QuickIndex, type QuickIndexFile } from './quick';
import { expandRow, type QuickEntry, type QuickRow, type QuickTables } from './quick-entries';
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
    ...packRows(docs.map((d) => [d.id, d.title, d.number ?? '', d.source, d.kind, d.url, new Set(terms(d.title)).size])),
    terms: sorted.map(([term]) => term),
    gaps: sorted.map(([, items]) => items.map((i, k) => (k ? i - items[k - 1]! : i)).join(',')),
  };
}

/** Entries per chunk of the shipped file: a few milliseconds to parse on a slowed phone. */
const QUICK_CHUNK_ENTRIES = 250;

/** The index as shipped (see QuickIndexFile): its rows in chunks of `size`. */
export function packQuickIndex(index: QuickIndex, size = QUICK_CHUNK_ENTRIES): QuickIndexFile {
  const { rows, ...rest } = index;
  const entryChunks: string[] = [];
  for (let k = 0; k < rows.length; k += size) entryChunks.push(JSON.stringify(rows.slice(k, k + size)));
  return { ...rest, entryChunks };
}

/** Entries as rows over the tables they refer to (./quick-entries.ts). */
export function packRows(entries: readonly QuickEntry[]): Pick<QuickIndex, 'tables' | 'rows'> {
  const tables: QuickTables = { pages: [], sources: [], kinds: [], idPrefixes: [] };
  const codes = codesInto(tables);
  const rows = entries.map((entry, i) => toRow(entry, i ? entries[i - 1]![1] : undefined, codes));
  // Every row is checked against its entry, so a shape the rows cannot say fails the build, not the page.
  const wrong = rows.findIndex((_, i) => JSON.stringify(expandRow(tables, rows, i)) !== JSON.stringify(entries[i]));
  if (wrong >= 0) throw new Error(`quick index: entry ${wrong} (${entries[wrong]![0]}) does not pack`);
  return { tables, rows };
}

/** Each value's position in `list`, appended on first use. */
function interner<T>(list: T[], key: (value: T) => string = String): (value: T) => number {
  const at = new Map<string, number>();
  return (value) => at.get(key(value)) ?? at.set(key(value), list.push(value) - 1).get(key(value))!;
}

/** Each row's codes for its page, source, kind and id prefix, appended to `tables` on first use. */
function codesInto(tables: QuickTables) {
  return {
    page: interner(tables.pages, ([path, source]) => `${source} ${path}`),
    source: interner(tables.sources),
    kind: interner(tables.kinds),
    idPrefix: interner(tables.idPrefixes),
  };
}

type Codes = ReturnType<typeof codesInto>;

function toRow(entry: QuickEntry, previousTitle: string | undefined, codes: Codes): QuickRow {
  const [id, title, number, source, kind, url, own] = entry;
  const hash = url.indexOf('#');
  const anchor = hash < 0 ? '' : url.slice(hash + 1);
  const page = codes.page([hash < 0 ? url : url.slice(0, hash), codes.source(source)]);
  const tail = anchor || number;
  const slashed = anchor.replaceAll('--', '/');
  const idCode =
    tail && id.endsWith(tail) ? codes.idPrefix(id.slice(0, id.length - tail.length)) : anchor && id.endsWith(slashed) ? ~codes.idPrefix(id.slice(0, id.length - slashed.length)) : id;
  return [title === previousTitle ? '' : title, own, page, codes.kind(kind), anchor, number && number === anchor ? 0 : number, idCode];
}
