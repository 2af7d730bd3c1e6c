import type { BlockContent, PhrasingContent } from 'mdast';
import type { Game, SourceId } from '../corpus/types';
import { pageToMarkdown } from '../content/markdown';
import type { ContentItem, ContentPage } from '../content/types';
import { itemUrl } from '../content/urls';
import { linkText, type BareTerm, type PhraseLink } from './link/link-text';
import { mentionedEntries, type MentionTarget } from './link/mentions';
import { buildTermIndex, termKey, type Term, type TermIndex } from './link/terms';
import { lrrId, lrrPages, stepName } from './lrr/pages';
import { parseLrr12 } from './lrr/parse';
import { parseEotv } from './eotv';
import { lrr11GlossaryRules, parseLrr11, rulesNamedIn } from './lrr11';
import { parseSummary } from './summary';
import { parseTi3 } from './ti3';
import { faqStartLine, parseTi4Faq } from './ti4-faq';
import type { Block, ParsedItem, ParsedPage, ParseResult, ReportLine } from './types';

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

/** Runs every source parser, links every item, and renders the content/ files and the report. */
export function ingest(files: SourceFiles): IngestOutput {
  const lrr11Text = need(files, 'ti4-lrr-1.1-pdf-transcript.txt');
  const lrrText = need(files, 'ti4-lrr-1.2-web.txt');
  // LRR 1.1's scrambled copy of entries 1-9 vouches for the numbers a 1.2 slip is corrected to.
  const knownRules = new Set(lrr11GlossaryRules(lrr11Text).map((r) => r.number));
  const lrr = parseLrr12(lrrText, { end: faqStartLine(lrrText), knownRules });
  const results: ParseResult[] = [
    { pages: lrrPages(lrr.entries), report: lrr.report },
    parseTi4Faq(lrrText),
    withChangelogRefs(parseLrr11(lrr11Text, { vocabulary: lrrText })),
    parseSummary(need(files, 'ti4-overview-rules-summary-pok.md')),
    parseTi3(need(files, 'ti3-faq-errata-2.3.txt')),
    parseEotv(need(files, 'eotv2-rulebook.txt')),
  ];
  const pages = results.flatMap((r) => r.pages);
  const reportLines = results.flatMap((r) => r.report);

  const links = linkers(pages);
  const out = new Map<string, string>();
  for (const page of pages) out.set(page.file, pageToMarkdown(linkPage(page, links)));
  const report: IngestReport = { sources: summarize(pages, reportLines), lines: reportLines };
  out.set('ingest-report.json', `${JSON.stringify(report, null, 1)}\n`);
  return { files: out, pages, report };
}

/** Each 1.1 changelog item refers to every rule it names, ranges included, so each rule page can show "changed in 1.1". */
function withChangelogRefs(result: ParseResult): ParseResult {
  const pages = result.pages.map((page) => ({
    ...page,
    items: page.items.map((item) =>
      item.parent === 'lrr11:changelog' ? { ...item, refs: [...new Set(rulesNamedIn(item).map(lrrId))] } : item,
    ),
  }));
  return { ...result, pages };
}

/** How the texts of one game are linked: a game's texts only ever link to the same game's items. */
interface GameLinker {
  index: TermIndex;
  phrases: PhraseLink[];
  /** Names matched without quotes, in rulings only (unit abilities and strategy cards). */
  bare: BareTerm[];
  /** LRR entries a ruling may concern by mentioning them in plain words. */
  entries: MentionTarget[];
}

function linkers(pages: ParsedPage[]): Map<Game, GameLinker> {
  const target = (page: ParsedPage, item: ParsedItem) => ({ id: item.id, url: itemUrl(page.route, item) });
  const byGame = new Map<Game, GameLinker>();
  for (const game of ['TI4', 'TI3', 'EotV'] as const) {
    const own = pages.filter((p) => p.game === game);
    const official: Term[] = [];
    const other: Term[] = [];
    const numbered: { number: string; term: Term }[] = [];
    const bare: BareTerm[] = [];
    for (const page of own) {
      for (const item of page.items) {
        const term: Term = { ...target(page, item), names: [] };
        if (page.source === 'ti4-lrr-1.2') {
          if (item.kind === 'entry') {
            term.names.push(item.title, page.title);
            // Unit abilities and strategy cards are named in rulings without quotes ("Sustain Damage").
            const qualifier = page.meta?.qualifier;
            if ((qualifier === 'Unit Ability' || qualifier === 'Strategy Card') && !AMBIGUOUS_BARE.has(item.title)) {
              bare.push({ name: item.title, term });
            }
          }
          if (item.number) numbered.push({ number: item.number, term });
          official.push(term);
        } else if (item.kind === 'errata' || item.kind === 'glossary' || (item.kind === 'section' && !item.parent)) {
          term.names.push(item.title);
          other.push(term);
        }
      }
    }
    official.push(...uniqueStepTerms(own));
    const byId = new Map(own.flatMap((p) => p.items.map((i) => [i.id, target(p, i)] as const)));
    const phrases = PAGE_REFERENCES.flatMap(({ pattern, id }) => {
      const t = byId.get(id);
      return t ? [{ pattern, target: t }] : [];
    });
    const entries = own.filter((p) => p.source === 'ti4-lrr-1.2').flatMap((p) => p.items.filter((i) => i.kind === 'entry'));
    byGame.set(game, { index: buildTermIndex([...official, ...other], numbered), phrases, bare, entries });
  }
  return byGame;
}

/**
 * References by page of the printed LRR ("the timing rules on page 4"), which the transcriptions
 * kept: they point at the sections recovered from LRR 1.1.
 */
const PAGE_REFERENCES: { pattern: RegExp; id: string }[] = [
  { pattern: /timing rules on page 4|Timing page 4/, id: 'lrr11:timing' },
  { pattern: /Complete Setup step 12/, id: 'lrr11:complete-setup/12' },
  { pattern: /Abilities on page 6/, id: 'lrr:1' },
];

/** "Technology" and "Trade" open too many sentences to be taken as the strategy card without quotes. */
const AMBIGUOUS_BARE = new Set(['Technology', 'Trade', 'Production']);

/** Quoted step names ("Move Ships", "Announce Retreats") point at their rule when only one rule has the name. */
function uniqueStepTerms(pages: ParsedPage[]): Term[] {
  const steps = new Map<string, Term[]>();
  for (const page of pages.filter((p) => p.source === 'ti4-lrr-1.2')) {
    for (const item of page.items) {
      const name = item.kind === 'rule' ? stepName({ number: item.number ?? '', blocks: item.blocks, line: 0 }) : undefined;
      if (name) steps.set(name, [...(steps.get(name) ?? []), { id: item.id, url: itemUrl(page.route, item), names: [name] }]);
    }
  }
  return [...steps.values()].filter((c) => c.length === 1).map((c) => c[0]!);
}

/** FAQ headings that name their entry differently ("AGENDAS (FAQ)" rules on agenda cards). */
const SECTION_TOPICS: Record<string, string> = { Agendas: 'Agenda Card' };

const plainText = (blocks: Block[]) => blocks.map((b) => (b.type === 'list' ? b.items.join(' ') : b.text)).join(' ');

function linkPage(page: ParsedPage, linkers: Map<Game, GameLinker>): ContentPage {
  const { index, phrases, bare, entries } = linkers.get(page.game)!;
  const ruling = page.source === 'ti4-faq';
  return {
    source: page.source,
    game: page.game,
    route: page.route,
    title: page.title,
    meta: page.meta ?? {},
    items: page.items.map((item): ContentItem => {
      const skip = new Set([item.id, ...(item.parent ? [item.parent] : [])]);
      const ctx = { index, skip, numbers: page.game === 'TI4', bare: ruling ? bare : [] };
      const link = (text: string) => linkText(text, ctx, phrases);
      // A ruling under "PRODUCTION (FAQ)" concerns the Production entry even if its text never says so.
      const topic = item.section ? index.byName.get(termKey(SECTION_TOPICS[item.section] ?? item.section)) : undefined;
      const mentioned = ruling ? mentionedEntries(plainText(item.blocks), entries) : [];
      const refs = [...new Set([...(item.refs ?? []), ...(ruling && topic ? [topic.id] : []), ...mentioned])].filter((id) => !skip.has(id));
      const { blocks, refs: _, ...rest } = item;
      return { ...rest, ...(refs.length ? { refs } : {}), children: blocks.map((b) => toMdast(b, link)) };
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

