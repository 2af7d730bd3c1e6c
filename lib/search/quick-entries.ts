/**
 * The quick index's entries as shipped: each a short row that the page expands into a QuickEntry
 * (./quick.ts). Most of an entry repeats what its neighbours or its page already say: its URL its
 * page's path, its id its anchor (or its number), a rule's title its entry's, its number its
 * anchor; spelled out, the file was 190 KB for 1,231 entries, four fifths of it those repeats.
 * Rows refer to small tables instead, and the expansion is string joins, no search.
 */
import type { ItemKind, SourceId } from '../corpus/types';
import type { QuickEntry } from './quick';

/** What the rows refer to by position. */
export interface QuickTables {
  /** Each page's path and its source (a page holds one source's items). */
  pages: [path: string, source: number][];
  sources: SourceId[];
  kinds: ItemKind[];
  /** What ids start with: a row's id is one of these, then its anchor (or number, if it has no anchor). */
  idPrefixes: string[];
}

/**
 * - `title`: '' for the title of the row before (an LRR entry's rules carry its title); never
 *   in a chunk's first row, so chunks expand in any order.
 * - `anchor`: '' when the URL is the page's own.
 * - `number`: 0 when it is the anchor (an LRR rule's, "79.19" at "#79.19"); '' when none.
 * - `id`: a string as it is; k for `idPrefixes[k]` then the anchor (or number); ~k for
 *   `idPrefixes[k]` then the anchor with each "--" a "/" (the EotV glossary's nested ids).
 */
export type QuickRow = [title: string, own: number, page: number, kind: number, anchor: string, number: string | 0, id: string | number];

/** The entries of `rows`, a run of the index's (the first row's title is its own). */
export function expandRows(tables: QuickTables, rows: QuickRow[]): QuickEntry[] {
  let previousTitle = '';
  return rows.map(([title, own, page, kind, anchor, number, id]) => {
    const [path, source] = tables.pages[page]!;
    const fullTitle = title || previousTitle;
    previousTitle = fullTitle;
    const fullNumber = number === 0 ? anchor : number;
    return [expandId(tables, id, anchor || fullNumber, anchor), fullTitle, fullNumber, tables.sources[source]!, tables.kinds[kind]!, anchor ? `${path}#${anchor}` : path, own];
  });
}

function expandId(tables: QuickTables, id: string | number, tail: string, anchor: string): string {
  if (typeof id === 'string') return id;
  return id >= 0 ? tables.idPrefixes[id]! + tail : tables.idPrefixes[~id]! + anchor.replaceAll('--', '/');
}
