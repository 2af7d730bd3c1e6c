import { isChange } from '../corpus/changelog';
import type { SourceId } from '../corpus/types';
import { pageToMarkdown } from '../content/markdown';
import { pageLinker } from './link/link-pages';
import { lrrId, lrrPages } from './lrr/pages';
import { parseLrr12 } from './lrr/parse';
import { parseEotv } from './eotv';
import { lrr11GlossaryRules, parseLrr11, rulesNamedIn } from './lrr11';
import { parseSummary } from './summary';
import { parseTi3 } from './ti3';
import { faqStartLine, parseTi4Faq } from './ti4-faq';
import type { ParsedPage, ParseResult, ReportLine } from './types';

/** The vendored source files, by file name (content/sources/<name>). */
export type SourceFiles = Record<string, string>;

export interface SourceSummary {
  pages: number;
  items: number;
  repairs: number;
  unresolved: number;
  discarded: number;
}

export interface IngestReport {
  sources: Partial<Record<SourceId, SourceSummary>>;
  lines: ReportLine[];
}

export interface IngestOutput {
  /** Generated files by path under content/. */
  files: Map<string, string>;
  pages: ParsedPage[];
  report: IngestReport;
}

export class MissingSourceError extends Error {}

const need = (files: SourceFiles, name: string) => {
  const text = files[name];
  if (text === undefined) throw new MissingSourceError(`missing source file content/sources/${name}`);
  return text;
};

/**
 * `result`, read from the source `name`, when it gave at least one page. A source that gives none
 * is not the document its parser reads (emptied, cut short, another file saved over it): its pages
 * were dropped without a word, and `npm run ingest` then removed every file under content/ that it
 * had given (89 LRR entries and 12 FAQ pages for an empty ti4-lrr-1.2-web.txt).
 */
function withPages(name: string, result: ParseResult): ParseResult {
  if (result.pages.length === 0) throw new UnreadableSourceError(`content/sources/${name} gave no pages (is it empty, or not the document it should be?): content/ is left as it is`);
  return result;
}

export class UnreadableSourceError extends Error {}

const LRR = 'ti4-lrr-1.2-web.txt';
const LRR11 = 'ti4-lrr-1.1-pdf-transcript.txt';

/** Runs every source parser, links every item, and renders the content/ files and the report. */
export function ingest(files: SourceFiles): IngestOutput {
  const lrr11Text = need(files, LRR11);
  const lrrText = need(files, LRR);
  // LRR 1.1's scrambled copy of entries 1-9 vouches for the numbers a 1.2 slip is corrected to.
  const knownRules = new Set(lrr11GlossaryRules(lrr11Text).map((r) => r.number));
  const lrr = parseLrr12(lrrText, { end: faqStartLine(lrrText), knownRules });
  const read = (name: string, parse: (text: string) => ParseResult) => withPages(name, parse(need(files, name)));
  const results: ParseResult[] = [
    withPages(LRR, { pages: lrrPages(lrr.entries), report: lrr.report }),
    withPages(LRR, parseTi4Faq(lrrText)),
    withChangelogRefs(withPages(LRR11, parseLrr11(lrr11Text, { vocabulary: lrrText }))),
    read('ti4-overview-rules-summary-pok.md', parseSummary),
    read('ti3-faq-errata-2.3.txt', parseTi3),
    read('eotv2-rulebook.txt', parseEotv),
  ];
  const pages = results.flatMap((r) => r.pages);
  const reportLines = results.flatMap((r) => r.report);

  const link = pageLinker(pages);
  const out = new Map<string, string>();
  for (const page of pages) out.set(page.file, pageToMarkdown(link(page)));
  const report: IngestReport = { sources: summarize(pages, reportLines), lines: reportLines };
  out.set('ingest-report.json', `${JSON.stringify(report, null, 1)}\n`);
  return { files: out, pages, report };
}

/** Each 1.1 changelog item refers to every rule it names, ranges included, so each rule page can show "changed in 1.1". */
function withChangelogRefs(result: ParseResult): ParseResult {
  const pages = result.pages.map((page) => ({
    ...page,
    items: page.items.map((item) =>
      isChange(item) ? { ...item, refs: [...new Set(rulesNamedIn(item).map(lrrId))] } : item,
    ),
  }));
  return { ...result, pages };
}

function summarize(pages: ParsedPage[], lines: ReportLine[]): IngestReport['sources'] {
  const sources: IngestReport['sources'] = {};
  const get = (s: SourceId) => (sources[s] ??= { pages: 0, items: 0, repairs: 0, unresolved: 0, discarded: 0 });
  for (const p of pages) {
    get(p.source).pages += 1;
    get(p.source).items += p.items.length;
  }
  for (const l of lines) {
    const s = get(l.source);
    if (l.action === 'repair') s.repairs += 1;
    else if (l.action === 'unresolved') s.unresolved += 1;
    else s.discarded += 1;
  }
  return sources;
}

