/**
 * The quick index's entries, as shipped and as searched: each a short row over small tables, read
 * field by field where the search needs one and made a whole QuickEntry only for the results shown.
 * Most of an entry repeats what its neighbours or its page already say: its URL its page's path,
 * its id its anchor (or its number), a rule's title its entry's, its number its anchor. Spelled
 * out, the 1,231 entries were 150 KB of the 190 KB file; as rows, 80 KB. Expanding every row when
 * the file is read cost more than the parse it saved (a cold loop on a slowed phone, where
 * JSON.parse is native), so rows stay rows.
 */
import type { ItemKind, SourceId } from '../corpus/types';

/** `own`: how many distinct terms the item's own title has (a title that is exactly the query comes first). */
export type QuickEntry = [id: string, title: string, number: string, source: SourceId, kind: ItemKind, url: string, own: number];

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
 * - `title`: '' for the title of the row before (an LRR entry's rules carry its title).
 * - `anchor`: '' when the URL is the page's own.
 * - `number`: 0 when it is the anchor (an LRR rule's, "79.19" at "#79.19"); '' when none.
 * - `id`: a string as it is; k for `idPrefixes[k]` then the anchor (or number); ~k for
 *   `idPrefixes[k]` then the anchor with each "--" a "/" (the EotV glossary's nested ids).
 */
export type QuickRow = [title: string, own: number, page: number, kind: number, anchor: string, number: string | 0, id: string | number];

export function rowNumber(row: QuickRow): string {
  return row[5] === 0 ? row[4] : row[5];
}

export function rowSource(tables: QuickTables, row: QuickRow): SourceId {
  return tables.sources[tables.pages[row[2]]![1]]!;
}

/** The i-th row as its entry. */
export function expandRow(tables: QuickTables, rows: readonly QuickRow[], i: number): QuickEntry {
  const row = rows[i]!;
  const [, own, page, kind, anchor, , id] = row;
  let titled = i;
  while (titled > 0 && !rows[titled]![0]) titled--;
  const [path] = tables.pages[page]!;
  const number = rowNumber(row);
  return [expandId(tables, id, anchor || number, anchor), rows[titled]![0], number, rowSource(tables, row), tables.kinds[kind]!, anchor ? `${path}#${anchor}` : path, own];
}

function expandId(tables: QuickTables, id: string | number, tail: string, anchor: string): string {
  if (typeof id === 'string') return id;
  return id >= 0 ? tables.idPrefixes[id]! + tail : tables.idPrefixes[~id]! + anchor.replaceAll('--', '/');
}
