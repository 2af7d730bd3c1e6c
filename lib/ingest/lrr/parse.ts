import type { Block, ListBlock, ReportLine } from '../types';
import type { Repair } from '../repairs/types';
import { joinBrokenParagraphs, type SourceParagraph } from '../repairs/broken-paragraph';
import { splitGluedHeader } from '../repairs/glued-header';
import { splitGluedRuleNumbers } from '../repairs/glued-rule-number';
import { repairRuleNumbering } from '../repairs/rule-numbering';
import { joinSpacedRuleNumber } from '../repairs/spaced-rule-number';
import { stripStrayPageNumber } from '../repairs/stray-page-number';
import { gluedWordSplitter, splitGluedWords } from '../text/glued-words';
import { slugify } from '../text/slug';
import { titleCase } from '../text/title-case';
import { parseEntryHeading, splitQualifier } from './entry-heading';
import { segmentTitles } from './related-topics';

export interface LrrRule {
  number: string;
  /** An all-caps sub-heading the rule carries ("COSTS", "SECRET OBJECTIVES"), in title case. */
  heading?: string;
  blocks: Block[];
  line: number;
}

export interface LrrEntry {
  number: number;
  title: string;
  /** "Unit Ability", "Strategy Card", "Attribute". */
  qualifier?: string;
  french?: string;
  slug: string;
  /** The unnumbered paragraphs before the first rule. */
  lead: Block[];
  rules: LrrRule[];
  /** Entry numbers of the related topics, in source order. */
  related: number[];
  line: number;
}

export interface LrrParse {
  entries: LrrEntry[];
  /** The source lines before the first entry (site chrome and credits). */
  preamble: string[];
  report: ReportLine[];
}

export interface LrrParseOptions {
  /** Index of the first line after the glossary (the errata and FAQ start there). */
  end: number;
  /** Rule numbers another edition confirms (LRR 1.1), to cross-check numbering slips. */
  knownRules?: ReadonlySet<string>;
}

const SOURCE = 'ti4-lrr-1.2' as const;
const BULLET = /^(?:•|-)\s*/;
const ROMAN = /^((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\.)\s+/;
const RULE = /^(\d{1,2})\.(\d{1,2})\s+/;
const SENTENCE_END = /[.!?:;"”)]$/;

type Para = SourceParagraph & { kind: 'bullet' | 'step' | 'text'; number?: string; marker?: string };

/** Parses the 89 glossary entries of the LRR 1.2 web transcription, repairing as it goes. */
export function parseLrr12(text: string, options: LrrParseOptions): LrrParse {
  const lines = text.split(/\r?\n/).slice(0, options.end);
  const report: ReportLine[] = [];
  const log = (where: string, repairs: Repair[]) => {
    for (const r of repairs) report.push({ source: SOURCE, action: 'repair', where, ...r });
  };
  const splitter = gluedWordSplitter(text);

  const headings = findHeadings(lines);
  const preamble = lines.slice(0, headings[0]?.index ?? 0).filter((l) => l.trim());
  if (preamble.length) {
    report.push({
      source: SOURCE,
      action: 'discard',
      kind: 'site-chrome',
      where: `lines 1-${headings[0]?.index ?? 0}`,
      before: preamble.join(' | '),
      reason: 'transcription website header and credits, not rules text; shown in the app as attribution',
    });
  }

  const titles = headings.map((h) => {
    const { title, qualifier } = splitQualifier(h.heading.caps);
    return { number: h.heading.number, title, qualifier };
  });
  const relatedText = headings.map((h, i) => relatedLine(lines, h.index, headings[i + 1]?.index ?? lines.length)?.text ?? '').join(' ');
  const casing = (caps: string) => {
    const m = new RegExp(`(?<![\\w-])${caps.replace(/[^\w\s-]/g, '\\$&')}(?![\\w-])`, 'i').exec(relatedText);
    return m?.[0];
  };
  const targets = titles.map((t) => {
    const title = titleCase(t.title, casing);
    const names = [title, ...(t.qualifier ? [`${title} (${titleCase(t.qualifier)})`] : [])];
    return { names, target: t.number };
  });
  const slugs = new Map<string, number>();
  for (const t of titles) slugs.set(slugify(t.title), (slugs.get(slugify(t.title)) ?? 0) + 1);

  const entries = headings.map((h, i): LrrEntry => {
    const { number, french } = h.heading;
    const t = titles[i]!;
    const title = titleCase(t.title, casing);
    const qualifier = t.qualifier ? titleCase(t.qualifier) : undefined;
    // Two entries share a title ("Technology", "Technology (Strategy Card)"): the qualified one keeps its qualifier in the slug.
    const slug = slugify(t.qualifier && (slugs.get(slugify(t.title)) ?? 0) > 1 ? `${t.title} ${t.qualifier}` : t.title);
    const end = headings[i + 1]?.index ?? lines.length;
    const related = relatedLine(lines, h.index, end);
    let relatedNumbers: number[] = [];
    if (related) {
      const seg = segmentTitles(related.text, targets);
      relatedNumbers = [...new Set(seg.matches)].filter((n) => n !== number);
      if (relatedNumbers.length !== seg.matches.length) {
        report.push({
          source: SOURCE,
          action: 'repair',
          kind: 'related-topic-duplicate',
          where: `line ${related.line} (lrr:${number})`,
          before: related.text,
          after: relatedNumbers.map((n) => targets[n - 1]?.names[0]).join(' | '),
          reason: 'a topic listed twice, or the entry listing itself, is linked once / not at all',
        });
      }
      if (seg.unresolved.length) {
        report.push({
          source: SOURCE,
          action: 'unresolved',
          kind: 'related-topic',
          where: `line ${related.line} (lrr:${number})`,
          before: seg.unresolved.join(' '),
          reason: 'no entry title matches these words',
        });
      }
    }
    const bodyEnd = related ? related.line - 1 : end;
    const paragraphs = lines
      .slice(h.index + 1, bodyEnd)
      .map((l, k) => ({ line: h.index + 2 + k, text: l.trim() }))
      .filter((p) => p.text);
    const body = parseBody(number, paragraphs, options.knownRules, splitter, log, report);
    return {
      number,
      title,
      ...(qualifier ? { qualifier } : {}),
      ...(french ? { french } : {}),
      slug,
      lead: body.lead,
      rules: body.rules,
      related: relatedNumbers,
      line: h.index + 1,
    };
  });
  return { entries, preamble, report };
}

/** Locates the entry headings 1, 2, 3... in order; a number out of sequence is not a heading. */
function findHeadings(lines: string[]) {
  const found: { index: number; heading: NonNullable<ReturnType<typeof parseEntryHeading>> }[] = [];
  // The all-caps French title of "PDS SDP" is only told apart from a two-word title by looking at
  // how related-topics lines (the line before each heading) write titles.
  const relatedVocabulary = lines.filter((l, i) => /^\d{1,2} [A-Z]/.test(lines[i + 1] ?? '')).join(' ').toLowerCase();
  const known = (caps: string) => {
    const { title } = splitQualifier(caps);
    return new RegExp(`(^|\\s)${title.toLowerCase().replace(/[^\w\s-]/g, '\\$&')}(\\s|$)`).test(relatedVocabulary);
  };
  lines.forEach((line, index) => {
    const heading = parseEntryHeading(line, found.length + 1, known);
    if (heading) found.push({ index, heading });
  });
  return found;
}

/** The related-topics line closes an entry: its last non-blank line, a list of titles with no sentence punctuation. */
function relatedLine(lines: string[], start: number, end: number): { line: number; text: string } | undefined {
  for (let i = end - 1; i > start; i--) {
    const text = lines[i]!.trim();
    if (!text) continue;
    if (RULE.test(text) || BULLET.test(text) || SENTENCE_END.test(text) || /^[a-z]/.test(text)) return undefined;
    return { line: i + 1, text };
  }
  return undefined;
}

function parseBody(
  entry: number,
  raw: SourceParagraph[],
  knownRules: ReadonlySet<string> | undefined,
  splitter: ReturnType<typeof gluedWordSplitter>,
  log: (where: string, repairs: Repair[]) => void,
  report: ReportLine[],
): { lead: Block[]; rules: LrrRule[] } {
  const joined = joinBrokenParagraphs(raw);
  const paras: Para[] = [];
  log(`lrr:${entry}`, joined.repairs);
  for (const p of joined.value) {
    const where = `line ${p.line} (lrr:${entry})`;
    const stray = stripStrayPageNumber(p.text);
    log(where, stray.repairs);
    const split = splitGluedRuleNumbers(stray.value, entry);
    log(where, split.repairs);
    for (const piece of split.value) {
      const spaced = joinSpacedRuleNumber(piece);
      log(where, spaced.repairs);
      const words = splitGluedWords(spaced.value, splitter);
      log(where, words.repairs.map((r) => ({ kind: 'glued-words', ...r })));
      const t = words.text;
      const rule = RULE.exec(t);
      if (BULLET.test(t)) paras.push({ line: p.line, text: t.replace(BULLET, ''), kind: 'bullet', marker: t[0]! });
      else if (ROMAN.test(t)) paras.push({ line: p.line, text: t, kind: 'step' });
      else if (rule) paras.push({ line: p.line, text: t.slice(rule[0].length), kind: 'text', number: `${rule[1]}.${rule[2]}` });
      else paras.push({ line: p.line, text: t, kind: 'text' });
    }
  }

  const texts = paras.filter((p) => p.kind === 'text');
  const numbering = repairRuleNumbering(entry, texts, knownRules);
  log(`lrr:${entry}`, numbering.repairs);
  for (const u of numbering.unresolved) {
    report.push({ source: SOURCE, action: 'unresolved', kind: 'numbering-gap', where: `lrr:${entry}`, reason: u });
  }
  const numberOf = new Map(texts.map((p, k) => [p, numbering.numbers[k]]));

  const lead: Block[] = [];
  const rules: LrrRule[] = [];
  /** The bullet each list started with: its top level. */
  const markers = new Map<ListBlock, string>();
  const target = () => rules.at(-1)?.blocks ?? lead;
  for (const p of paras) {
    const number = numberOf.get(p);
    if (number !== undefined) {
      const header = splitGluedHeader(p.text);
      log(`line ${p.line} (lrr:${number})`, header.repairs);
      const heading = header.value.header;
      rules.push({
        number,
        ...(heading ? { heading: titleCase(heading) } : {}),
        blocks: header.value.rest ? [{ type: 'paragraph', text: header.value.rest }] : [],
        line: p.line,
      });
      continue;
    }
    const blocks = target();
    if (p.kind === 'bullet') {
      const last = blocks.at(-1);
      if (last?.type === 'list') addBullet(last, p.text, p.marker!, markers.get(last)!);
      else {
        const list: ListBlock = { type: 'list', items: [p.text] };
        markers.set(list, p.marker!);
        blocks.push(list);
      }
    } else if (p.kind === 'step') {
      const m = ROMAN.exec(p.text)!;
      blocks.push({ type: 'paragraph', label: m[1]!, text: p.text.slice(m[0].length) });
    } else {
      blocks.push({ type: 'paragraph', text: p.text });
    }
  }
  return { lead, rules };
}

/**
 * Adds a bullet to a list. The transcription marks a list's top level with the bullet it starts
 * with ("•") and a nested level with another one ("-": the four sub-points of 67.5 under "If a
 * player has ships that have different combat values").
 */
function addBullet(list: ListBlock, text: string, marker: string, top: string): void {
  const depth = marker === top ? 0 : 1;
  if (depth || list.depths) list.depths = [...(list.depths ?? list.items.map(() => 0)), depth];
  list.items.push(text);
}
