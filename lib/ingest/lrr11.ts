/**
 * The LRR 1.1 PDF transcript: a garbled text dump of the 1.1 rulebook (line ends lost, headers
 * glued to text, columns interleaved) wrapped in upload-site chrome and followed by unrelated
 * documents. Only the advanced concepts are recovered as items: the Golden Rules, Timing,
 * Complete Setup and the 1.1 changelog. Everything else is discarded with a report line per span;
 * the scrambled glossary copy is only mined for its rule numbers (`lrr11GlossaryRules`).
 */
import { isChange } from '../corpus/changelog';
import { collapseWhitespace, paragraphCleaner } from './repairs/clean-paragraph';
import { titleCase } from './text/title-case';
import type { Block, ParseResult, ParsedItem, ParsedPage, ReportLine } from './types';
import { type Flag, lineAt, SOURCE, sectionPage } from './lrr11/dump';
import { DISCARDS, lrr11Regions, type Region, type RegionName } from './lrr11/regions';
import { changelogPage } from './lrr11/changelog';
import { setupPage } from './lrr11/setup';

export { lrr11Regions, type Region } from './lrr11/regions';
export { stepBlocks } from './lrr11/setup';

/** One report line per non-blank line piece of a discarded span. */
function discardLines(text: string, start: number, end: number, kind: string, reason: string): ReportLine[] {
  const out: ReportLine[] = [];
  let at = start;
  for (const piece of text.slice(start, end).split('\n')) {
    const lead = piece.length - piece.trimStart().length;
    const body = piece.trim();
    if (body) {
      const s = at + lead;
      out.push({ source: SOURCE, action: 'discard', kind, where: `line ${lineAt(text, s)}, chars ${s}-${s + body.length}`, reason, before: body.slice(0, 80) });
    }
    at += piece.length + 1;
  }
  return out;
}

export interface Lrr11Options {
  /** Text of another edition (the LRR 1.2 web text) to judge glued words against. */
  vocabulary?: string;
}

/** Parses the dump: every region not read is reported as discarded, each advanced concept becomes a page. */
export function parseLrr11(text: string, options: Lrr11Options = {}): ParseResult {
  const reader = lrr11Reader(text, options);
  const regions = lrr11Regions(text);
  for (const r of regions) {
    const drop = DISCARDS[r.name];
    if (drop) reader.report.push(...discardLines(text, r.start, r.end, drop.kind, drop.reason));
  }
  const pages: ParsedPage[] = [];
  for (const concept of CONCEPTS) {
    const region = regions.find((r) => r.name === concept.region);
    if (region) pages.push(concept.page(region, reader));
    else reader.flag('whole file', 'missing-section', concept.marker, `no "${concept.marker}" marker found; the section is not produced`);
  }
  return { pages, report: reader.report };
}

/** What reading a region needs: the dump, its report and the paragraph cleaner reporting to it. */
interface Lrr11Reader {
  text: string;
  report: ReportLine[];
  flag: Flag;
  /** A paragraph with word-level repairs made, reported at `where`. */
  cleaned: (raw: string, where: string) => string;
}

/** The reader of one dump, with a fresh report. */
function lrr11Reader(text: string, options: Lrr11Options): Lrr11Reader {
  const report: ReportLine[] = [];
  const flag: Flag = (where, kind, before, reason) => report.push({ source: SOURCE, action: 'unresolved', kind, where, before, reason });
  const clean = paragraphCleaner(text, { recurringGlues: true, ...(options.vocabulary ? { vocabulary: options.vocabulary } : {}) });
  const cleaned = (raw: string, where: string) => {
    const r = clean(raw);
    for (const repair of r.repairs) report.push({ source: SOURCE, action: 'repair', where, ...repair });
    for (const s of r.suspects) flag(where, 'glued-words', s, 'looks like two glued words but no split is certain; left as printed');
    return r.value;
  };
  return { text, report, flag, cleaned };
}

/** The advanced concepts recovered as pages, in order: the region each is read from, and the marker named when it is missing. */
const CONCEPTS: { region: RegionName; marker: string; page: (r: Region, reader: Lrr11Reader) => ParsedPage }[] = [
  { region: 'changelog', marker: 'Changelog', page: (r, { text, report, flag }) => changelogPage(text.slice(r.start, r.end), lineAt(text, r.start), report, flag) },
  { region: 'golden-rules', marker: 'GOLDEN RULES', page: (r, reader) => conceptPage(r, reader, 'golden-rules', 'GOLDEN RULES', (body) => [body]) },
  { region: 'timing', marker: 'TIMING', page: (r, reader) => conceptPage(r, reader, 'timing', 'TIMING', splitParallel) },
  { region: 'complete-setup', marker: 'COMPLETE SETUP', page: (r, { text, report, cleaned, flag }) => setupPage(text, r, report, cleaned, flag) },
];

/** A one-item page of running text: the region's text after its all-caps header, which the dump glued to the first word, as paragraphs. */
function conceptPage(r: Region, { text, report, cleaned }: Lrr11Reader, slug: string, header: string, paragraphs: (body: string) => string[]): ParsedPage {
  const id = `lrr11:${slug}`;
  const title = titleCase(header);
  const where = `line ${lineAt(text, r.start)} (${id})`;
  const before = text.slice(r.start, r.start + header.length + 12);
  report.push({ source: SOURCE, action: 'repair', kind: 'glued-header', where, before, after: `${header} ¶ ${before.slice(header.length)}` });
  const blocks = paragraphs(cleaned(text.slice(r.start + header.length, r.end), where)).map((p): Block => ({ type: 'paragraph', text: p }));
  return sectionPage(slug, title, [{ id, kind: 'section', title, anchor: slug, blocks }]);
}

/**
 * Splits a paragraph before each sentence that opens like its first one ("During the action
 * phase, ..." / "During the strategy and agenda phases, ..."): parallel rules, one per paragraph.
 */
function splitParallel(text: string): string[] {
  const opener = /^(\S+ \S+) /.exec(text)?.[1];
  if (!opener) return [text];
  return text.split(new RegExp(`(?<=[.!?]["”]?) (?=${opener.replace(/[^\w\s]/g, '\\$&')} )`)).filter(Boolean);
}

// ---------------------------------------------------------------- changelog

/** Every LRR rule number the changelog names, ranges expanded ("79.16–79.21" -> 79.16 ... 79.21). */
export function changedRules(result: ParseResult): string[] {
  const page = result.pages.find((p) => p.route === '/lrr11/changelog');
  return [...new Set((page?.items ?? []).filter(isChange).flatMap(rulesNamedIn))];
}

/** The LRR rule numbers one changelog item names, ranges expanded. */
export function rulesNamedIn(item: ParsedItem): string[] {
  const out: string[] = [];
  for (const b of item.blocks) {
    if (b.type !== 'paragraph') continue;
    for (const m of b.text.matchAll(/(\d{1,2})\.(\d{1,2})(?:\s*[–-]\s*(\d{1,2})\.(\d{1,2}))?/g)) {
      const [, entry, from, toEntry, to] = m;
      const last = toEntry === entry && to ? Number(to) : Number(from);
      for (let k = Number(from); k <= last; k++) out.push(`${entry}.${k}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------- glossary numbers

/** Entries the scrambled copy covers, and the most rules any of them has (1.23). */
const COPY_ENTRIES = 10;
const MAX_RULE = 25;

export interface GlossaryRule {
  number: string;
  /**
   * The text the dump places right after the number, up to the next number. The dump printed
   * the number column apart from the text column, so this is often another rule's text or empty:
   * the numbers are what this copy can vouch for.
   */
  text: string;
}

/**
 * The rule numbers of the scrambled glossary copy (entries 1-9, part of 10), each once, in
 * numeric order. Number columns come out glued into runs ("5.15.25.35.4" = 5.1 5.2 5.3 5.4);
 * a run is read as the sequence of rule numbers that covers most of it (trailing digits are
 * page numbers or diagram values), preferring sequences whose entry number does not go back.
 */
export function lrr11GlossaryRules(text: string): GlossaryRule[] {
  const region = lrr11Regions(text).find((r) => r.name === 'glossary');
  if (!region) return [];
  const src = text.slice(region.start, region.end);
  const runs = [...src.matchAll(/\d[\d.]*\.\d[\d.]*/g)];
  const found = new Map<string, string>();
  runs.forEach((run, i) => {
    const numbers = readRun(run[0]);
    const after = src.slice(run.index + run[0].length, runs[i + 1]?.index ?? src.length);
    numbers.forEach((n, k) => {
      if (!found.has(n)) found.set(n, k === numbers.length - 1 ? collapseWhitespace(after) : '');
    });
  });
  const key = (n: string) => n.split('.').map(Number) as [number, number];
  return [...found]
    .map(([number, t]) => ({ number, text: t }))
    .sort((a, b) => key(a.number)[0] - key(b.number)[0] || key(a.number)[1] - key(b.number)[1]);
}

/** Best reading of a run of glued numbers: see lrr11GlossaryRules. */
export function readRun(run: string): string[] {
  const token = /^(10|[1-9])\.([1-9]\d?)/;
  // solve(i, prev): cheapest reading of run.slice(i) after a number of entry `prev`. Cost: one
  // per character left unread, two per step back in entry number.
  const memo = new Map<string, { cost: number; numbers: string[] }>();
  const solve = (i: number, prevEntry: number): { cost: number; numbers: string[] } => {
    const key = `${i}:${prevEntry}`;
    const hit = memo.get(key);
    if (hit) return hit;
    // Stop here: whatever is left is trailing page or diagram digits (a stray dot counts too).
    let best = { cost: run.length - i, numbers: [] as string[] };
    for (const len of [3, 4, 5]) {
      const m = token.exec(run.slice(i, i + len));
      if (!m || m[0].length !== len || Number(m[2]) > MAX_RULE || Number(m[1]) > COPY_ENTRIES) continue;
      const entry = Number(m[1]);
      const rest = solve(i + len, entry);
      const cost = rest.cost + (entry < prevEntry ? 2 : 0);
      if (cost < best.cost || (cost === best.cost && rest.numbers.length + 1 > best.numbers.length)) {
        best = { cost, numbers: [m[0], ...rest.numbers] };
      }
    }
    memo.set(key, best);
    return best;
  };
  return solve(0, 0).numbers;
}
