import type { BlockContent, PhrasingContent } from 'mdast';
import type { SourceId } from '../corpus/types';
import { pageToMarkdown } from '../content/markdown';
import type { ContentItem, ContentPage } from '../content/types';
import { itemUrl } from '../content/urls';
import { linkText, type PhraseLink } from './link/link-text';
import { buildTermIndex, type Term, type TermIndex } from './link/terms';
import { lrrPages, stepName } from './lrr/pages';
import { parseLrr12 } from './lrr/parse';
import type { Block, ParsedPage, ParseResult, ReportLine } from './types';

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

/** Where the LRR glossary ends: the errata and FAQ follow the last entry. */
export function glossaryEnd(text: string): number {
  const lines = text.split(/\r?\n/);
  const i = lines.findIndex((l) => /\((?:ERRATA|FAQ)\)\s*$/.test(l));
  return i < 0 ? lines.length : i;
}

/** Runs every source parser, links every item, and renders the content/ files and the report. */
export function ingest(files: SourceFiles): IngestOutput {
  const lrrText = need(files, 'ti4-lrr-1.2-web.txt');
  const lrr = parseLrr12(lrrText, { end: glossaryEnd(lrrText) });
  const results: ParseResult[] = [{ pages: lrrPages(lrr.entries), report: lrr.report }];
  const pages = results.flatMap((r) => r.pages);
  const reportLines = results.flatMap((r) => r.report);

  const index = termIndex(pages);
  const phrases = phraseLinks(pages);
  const out = new Map<string, string>();
  for (const page of pages) out.set(page.file, pageToMarkdown(linkPage(page, index, phrases)));
  const report: IngestReport = { sources: summarize(pages, reportLines), lines: reportLines };
  out.set('ingest-report.json', `${JSON.stringify(report, null, 1)}\n`);
  return { files: out, pages, report };
}

function termIndex(pages: ParsedPage[]): TermIndex {
  const terms: Term[] = [];
  const numbered: { number: string; term: Term }[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      const term: Term = { id: item.id, url: itemUrl(page.route, item), names: [] };
      if (page.source === 'ti4-lrr-1.2' && item.kind === 'entry') {
        term.names.push(item.title, page.title);
      } else if (item.kind === 'errata' || (page.source !== 'ti4-lrr-1.2' && item.kind === 'section')) {
        term.names.push(item.title);
      }
      if (item.number && page.source === 'ti4-lrr-1.2') numbered.push({ number: item.number, term });
      terms.push(term);
    }
  }
  // Quoted step names ("Move Ships", "Announce Retreats") point at their rule when only one rule has the name.
  const steps = new Map<string, Term[]>();
  for (const page of pages.filter((p) => p.source === 'ti4-lrr-1.2')) {
    for (const item of page.items) {
      const name = item.kind === 'rule' ? stepName({ number: item.number ?? '', blocks: item.blocks, line: 0 }) : undefined;
      if (name) steps.set(name, [...(steps.get(name) ?? []), { id: item.id, url: itemUrl(page.route, item), names: [name] }]);
    }
  }
  for (const [, candidates] of steps) if (candidates.length === 1) terms.push(candidates[0]!);
  const official = terms.filter((t) => t.id.startsWith('lrr:'));
  return buildTermIndex([...official, ...terms.filter((t) => !t.id.startsWith('lrr:'))], numbered);
}

/** "the timing rules on page 4" in LRR 1.2 means the Timing section of LRR 1.1 (page 4 of the printed book). */
function phraseLinks(pages: ParsedPage[]): PhraseLink[] {
  const find = (id: string) => {
    for (const page of pages) {
      const item = page.items.find((i) => i.id === id);
      if (item) return { id, url: itemUrl(page.route, item) };
    }
    return undefined;
  };
  const timing = find('lrr11:timing');
  return timing ? [{ pattern: /timing rules on page 4/, target: timing }] : [];
}

function linkPage(page: ParsedPage, index: TermIndex, phrases: PhraseLink[]): ContentPage {
  return {
    source: page.source,
    game: page.game,
    route: page.route,
    title: page.title,
    meta: page.meta ?? {},
    items: page.items.map((item): ContentItem => {
      const skip = new Set([item.id, ...(item.parent ? [item.parent] : [])]);
      const link = (text: string) => linkText(text, { index, skip, numbers: true }, phrases);
      const { blocks, ...rest } = item;
      return { ...rest, children: blocks.map((b) => toMdast(b, link)) };
    }),
  };
}

function toMdast(block: Block, link: (text: string) => PhrasingContent[]): BlockContent {
  if (block.type === 'list') {
    return {
      type: 'list',
      ordered: block.ordered ?? false,
      spread: false,
      children: block.items.map((text) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: link(text) }] })),
    };
  }
  const children = block.text ? link(block.text) : [];
  if (block.label) {
    const label = /^[A-Z]$/.test(block.label) ? `${block.label}:` : block.label;
    children.unshift({ type: 'strong', children: [{ type: 'text', value: label }] }, ...(block.text ? [{ type: 'text' as const, value: ' ' }] : []));
  }
  return { type: 'paragraph', children };
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

