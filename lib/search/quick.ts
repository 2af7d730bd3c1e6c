/**
 * The quick index: every item's title, number and link, and the terms of the titles with the items
 * that hold them, in a file a fifth of the full index's size (gzipped) that the page preloads. A small worker of its own
 * (./quick-worker.ts) answers from it while the search worker is still fetching and building the
 * full index, so a query typed the moment the page opens gets title and rule-number matches within
 * a frame or two; the full index's results replace them once it is in (see lib/reader/search-box.ts).
 * Matching here is deliberately simple (no synonyms, typos or text): what it finds must be plainly
 * right, a title that holds the words or the rule with that number.
 */
import { SOURCES } from '../corpus/sources';
import type { SearchOptions, SearchResult } from './engine';
import { HOME_GAME, HOME_SHARE, SOURCE_PRIOR } from './engine/weights';
import { gamesNamed } from './game-names';
import { expandRow, rowNumber, rowSource, type QuickRow, type QuickTables } from './quick-entries';
import { MAX_QUERY_CHARS } from './query-limit';
import { embeddedRuleNumber, parseRuleNumber } from './rule-number';
import { tokenize } from './text';
import { lowerBound } from './vocabulary';

/** Where the page preloads the quick index from (written by the build into public/). */
// Named after the full index, so the .gitignore pattern for built indexes covers it too.
export const QUICK_INDEX_PATH = '/search-index-quick.json';

/** Bumped whenever the shape changes, so a stale file is refused. */
export const QUICK_INDEX_VERSION = 4;

/**
 * Shipped ready to search, so the page builds little from it (building an inverted index from the
 * titles took a tenth of a second on a slowed phone, on the main thread).
 */
export interface QuickIndex {
  version: number;
  tables: QuickTables;
  /** The entries in corpus order, as rows (./quick-entries.ts). */
  rows: QuickRow[];
  /** Each term of the items' title fields (title, French titles, parent title: see `fieldTexts`), sorted. */
  terms: string[];
  /**
   * For each term, the entries whose title field holds it: the first index, then each one's
   * distance from the one before (small numbers: a rule's items are neighbours), joined by commas.
   * Text, not arrays: the searcher reads only the lists of the terms a query asks for, so the page
   * neither parses nor sums the rest.
   */
  gaps: string[];
}

/**
 * The file as shipped: the index with its rows in chunks, each the JSON text of a run of them.
 * Parsing the whole file at once was one task of 30-40 ms on a slowed phone (130 ms on this shared
 * machine), which a tap would wait out, so the page parsed the outer file, then one chunk per task;
 * the quick worker (./quick-worker.ts) now parses it off the main thread, all at once.
 */
export interface QuickIndexFile extends Omit<QuickIndex, 'rows'> {
  /** In corpus order, each the JSON of a QuickRow[]. */
  entryChunks: string[];
}

/** A shipped file being unpacked: `steps` each parse one chunk (in any order, each once); `index` parses what is left and gives the whole. */
export interface UnpackingQuickIndex {
  steps: (() => void)[];
  index(): QuickIndex;
}

export function unpackQuickIndex(file: QuickIndexFile): UnpackingQuickIndex {
  if (file.version !== QUICK_INDEX_VERSION) throw new Error(`quick index version ${file.version}, expected ${QUICK_INDEX_VERSION}`);
  const parsed: (QuickRow[] | undefined)[] = [];
  const chunk = (k: number) => (parsed[k] ??= JSON.parse(file.entryChunks[k]!) as QuickRow[]);
  return {
    steps: file.entryChunks.map((_, k) => () => void chunk(k)),
    index: () => ({ version: file.version, tables: file.tables, rows: file.entryChunks.flatMap((_, k) => chunk(k)), terms: file.terms, gaps: file.gaps }),
  };
}

export interface QuickSearcher {
  search(query: string, options?: SearchOptions): SearchResult[];
}

/** A word typed in part ("retr") matches the title terms it starts, a little below a whole word. */
const PREFIX_WEIGHT = 0.8;
// One letter starts too many words to mean anything.
const MIN_PREFIX = 2;
/** An item whose title is exactly the query's words. */
const EXACT_TITLE_WEIGHT = 1.5;
/** Titles longer than this many terms (FAQ questions) weigh less per word, as in the engine. */
const TITLE_TERMS = 4;

export function createQuickSearcher(index: QuickIndex): QuickSearcher {
  if (index.version !== QUICK_INDEX_VERSION) throw new Error(`quick index version ${index.version}, expected ${QUICK_INDEX_VERSION}`);
  const { tables, rows } = index;
  const source = (i: number) => rowSource(tables, rows[i]!);
  const titles = titleLookups(index);
  const numbered = numberLookup(rows);
  const titleNorm = (i: number) => 1 / Math.sqrt(Math.max(1, rows[i]![1] / TITLE_TERMS));
  const toResult = (i: number): SearchResult => {
    const [id, title, number, source, kind, url] = expandRow(tables, rows, i);
    return { id, title, ...(number ? { number } : {}), source, kind, url, snippet: [] };
  };

  return {
    search(typed, options = {}) {
      // As the engine reads it: a pasted page costs no more than its first MAX_QUERY_CHARS (100 KB took 70 ms).
      const query = typed.slice(0, MAX_QUERY_CHARS);
      const limit = options.limit ?? 10;
      const allowed = options.sources?.length ? new Set(options.sources) : undefined;
      const keep = (i: number) => !allowed || allowed.has(source(i));
      const alone = parseRuleNumber(query);
      const embedded = alone ? undefined : embeddedRuleNumber(query);
      const number = alone ?? embedded?.number;
      const pointed = number === undefined ? undefined : numbered(number);
      const first = pointed !== undefined && keep(pointed) ? [pointed] : [];
      if (alone !== undefined) return [...first, ...restOfEntry(rows, alone, first, keep)].slice(0, limit).map(toResult);
      const wanted = wantedWords(embedded ? embedded.rest : query);
      if (!wanted.length) return first.map(toResult);
      const { scores, total } = titleScores(titles, wanted);
      // As many words as the item's own title, all in its title field.
      const exact = (i: number) => rows[i]![1] === wanted.length && wanted.every((w) => titles.holding(w.term)?.includes(i));
      // TI4 unless the query names another game, as in the engine: a TI4 title holding half the
      // words comes before a TI3 ruling's title holding them all ("reroll opponent die").
      const homeFirst = [...gamesNamed(query)].every((g) => g === HOME_GAME);
      const ranked = [...scores]
        .filter(([i]) => keep(i) && !first.includes(i))
        .map(([i, s]) => {
          // Linear in the words matched, not squared as in the engine: a long question that happens
          // to hold two of the words says less than the short entry titled with the rarest one.
          const coverage = s / total;
          const home = homeFirst && SOURCES[source(i)].game === HOME_GAME && coverage >= HOME_SHARE;
          return { i, home, score: s * (0.5 + 0.5 * coverage) * SOURCE_PRIOR[source(i)] * titleNorm(i) * (exact(i) ? EXACT_TITLE_WEIGHT : 1) };
        })
        .sort((a, b) => Number(b.home) - Number(a.home) || b.score - a.score || a.i - b.i);
      return [...first, ...ranked.map((r) => r.i)].slice(0, limit).map(toResult);
    },
  };
}

/** What title matching reads of the index: the entries holding a term, or a term starting with a prefix, and a term's idf. */
interface TitleLookups {
  holding(term: string): number[] | undefined;
  withPrefix(prefix: string): Set<number>;
  idf(term: string): number;
}

function titleLookups({ rows, terms: vocabulary, gaps }: QuickIndex): TitleLookups {
  const lists: (number[] | undefined)[] = [];
  /** The entries whose title field holds the k-th term, summed from its gaps on first need. */
  const listOf = (k: number) => (lists[k] ??= entriesOfGaps(gaps[k]!));
  /** The entries whose title field holds `term`, if any does. */
  const holding = (term: string): number[] | undefined => {
    const k = lowerBound(vocabulary, term);
    return vocabulary[k] === term ? listOf(k) : undefined;
  };
  return {
    holding,
    /** Entries whose title has a term starting with `prefix`. */
    withPrefix(prefix) {
      const found = new Set<number>();
      for (let k = lowerBound(vocabulary, prefix); k < vocabulary.length && vocabulary[k]!.startsWith(prefix); k++) for (const i of listOf(k)) found.add(i);
      return found;
    },
    idf: (t) => Math.log(1 + rows.length / (holding(t)?.length ?? rows.length)),
  };
}

/**
 * The rule with a number, or (a number the LRR skips, 49.1) the entry or rule it would sit in; the
 * numbers are read off the rows on first need.
 */
function numberLookup(rows: readonly QuickRow[]): (number: string) => number | undefined {
  let byNumber: Map<string, number> | undefined;
  return (number) => {
    if (!byNumber) {
      const firstOf = new Map<string, number>();
      rows.forEach((row, i) => {
        const n = rowNumber(row);
        if (n && !firstOf.has(n)) firstOf.set(n, i);
      });
      byNumber = firstOf;
    }
    for (let n = number; n; n = n.includes('.') ? n.slice(0, n.lastIndexOf('.')) : '') {
      const i = byNumber.get(n);
      if (i !== undefined) return i;
    }
    return undefined;
  };
}

/** A rule number typed alone: after the rule (`first`), the rest of its entry in order, as a number query reads. */
function restOfEntry(rows: readonly QuickRow[], alone: string, first: readonly number[], keep: (i: number) => boolean): number[] {
  const entry = first.length ? rowNumber(rows[first[0]!]!).split('.')[0]! : alone.split('.')[0]!;
  return rows.flatMap((row, i) => (rowNumber(row).split('.')[0] === entry && !first.includes(i) && keep(i) ? [i] : []));
}

/** A word of the query: its term, as typed, and whether it is still being typed. */
interface Wanted {
  term: string;
  word: string;
  partial: boolean;
}

/** The query's words, each term once, stopwords out; the last is still being typed unless a space or punctuation follows it. */
function wantedWords(text: string): Wanted[] {
  const tokens = tokenize(text).filter((t) => !t.stop);
  const typing = tokens.at(-1)?.end === text.length;
  return [...new Map(tokens.map((t, k) => [t.term, { term: t.term, word: t.word, partial: typing && k === tokens.length - 1 }])).values()];
}

/** Each entry's idf of the words its title field holds (a word still typed, by the terms it starts, a little less), and the most any could have. */
function titleScores(titles: TitleLookups, wanted: readonly Wanted[]): { scores: Map<number, number>; total: number } {
  const scores = new Map<number, number>();
  let total = 0;
  for (const w of wanted) {
    const weight = titles.idf(w.term);
    total += weight;
    const whole = new Set(titles.holding(w.term) ?? []);
    for (const i of whole) scores.set(i, (scores.get(i) ?? 0) + weight);
    if (!w.partial || w.word.length < MIN_PREFIX) continue;
    for (const i of titles.withPrefix(w.word)) if (!whole.has(i)) scores.set(i, (scores.get(i) ?? 0) + weight * PREFIX_WEIGHT);
  }
  return { scores, total };
}

/** A term's entries from its gaps (see QuickIndex.gaps). */
function entriesOfGaps(gaps: string): number[] {
  let at = 0;
  return gaps.split(',').map((gap) => (at += Number(gap)));
}
