import type { SourceParagraph } from '../repairs/broken-paragraph';
import { SourceReport } from '../source-report';
import { gluedWordSplitter } from '../text/glued-words';
import { slugify } from '../text/slug';
import { titleCase } from '../text/title-case';
import type { Block, ReportLine } from '../types';
import { parseBody } from './body';
import { parseEntryHeading, splitQualifier } from './entry-heading';
import { BULLET, RULE, SENTENCE_END } from './patterns';
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

type Heading = { index: number; heading: NonNullable<ReturnType<typeof parseEntryHeading>> };
/** An entry title as related-topics lines may name it, for segmentTitles. */
type TitleTarget = { names: string[]; target: number };

/** Parses the 89 glossary entries of the LRR 1.2 web transcription, repairing as it goes. */
export function parseLrr12(text: string, options: LrrParseOptions): LrrParse {
  const lines = text.split(/\r?\n/).slice(0, options.end);
  const report = new SourceReport(SOURCE);
  const headings = findHeadings(lines, report);
  const preamble = lines.slice(0, headings[0]?.index ?? 0).filter((l) => l.trim());
  if (preamble.length) {
    report.discard(`lines 1-${headings[0]?.index ?? 0}`, 'site-chrome', preamble.join(' | '), 'transcription website header and credits, not rules text; shown in the app as attribution');
  }
  const titles = entryTitles(lines, headings);
  const context = { knownRules: options.knownRules, splitter: gluedWordSplitter(text), report };
  const entries = headings.map((h, i): LrrEntry => {
    const end = headings[i + 1]?.index ?? lines.length;
    const related = relatedLine(lines, h.index, end);
    // Reported before the body's repairs: the report keeps its order.
    const relatedNumbers = related ? relatedTopics(related, h.heading.number, titles.targets, report) : [];
    const body = parseBody(h.heading.number, paragraphs(lines, h.index + 1, related ? related.line - 1 : end), context);
    return {
      ...titles.entries[i]!,
      lead: body.lead,
      rules: body.rules,
      related: relatedNumbers,
      line: h.index + 1,
    };
  });
  return { entries, preamble, report: report.lines };
}

/**
 * Each entry's number, title, qualifier, French title and slug, and the names related-topics
 * lines may call each entry by. Titles are cased as the related-topics lines write them.
 */
function entryTitles(lines: string[], headings: Heading[]) {
  const titles = headings.map((h) => ({ number: h.heading.number, french: h.heading.french, ...splitQualifier(h.heading.caps) }));
  const relatedText = headings.map((h, i) => relatedLine(lines, h.index, headings[i + 1]?.index ?? lines.length)?.text ?? '').join(' ');
  const casing = (caps: string) => {
    const m = new RegExp(`(?<![\\w-])${caps.replace(/[^\w\s-]/g, '\\$&')}(?![\\w-])`, 'i').exec(relatedText);
    return m?.[0];
  };
  const targets: TitleTarget[] = titles.map((t) => {
    const title = titleCase(t.title, casing);
    const names = [title, ...(t.qualifier ? [`${title} (${titleCase(t.qualifier)})`] : [])];
    return { names, target: t.number };
  });
  const slugs = new Map<string, number>();
  for (const t of titles) slugs.set(slugify(t.title), (slugs.get(slugify(t.title)) ?? 0) + 1);
  const entries = titles.map((t) => {
    const qualifier = t.qualifier ? titleCase(t.qualifier) : undefined;
    // Two entries share a title ("Technology", "Technology (Strategy Card)"): the qualified one keeps its qualifier in the slug.
    const slug = slugify(t.qualifier && (slugs.get(slugify(t.title)) ?? 0) > 1 ? `${t.title} ${t.qualifier}` : t.title);
    return {
      number: t.number,
      title: titleCase(t.title, casing),
      ...(qualifier ? { qualifier } : {}),
      ...(t.french ? { french: t.french } : {}),
      slug,
    };
  });
  return { entries, targets };
}

/** The entry numbers a related-topics line names, each once and never the entry itself; what no title matches is reported. */
function relatedTopics(related: { line: number; text: string }, number: number, targets: TitleTarget[], report: SourceReport): number[] {
  const seg = segmentTitles(related.text, targets);
  const numbers = [...new Set(seg.matches)].filter((n) => n !== number);
  const where = `line ${related.line} (lrr:${number})`;
  if (numbers.length !== seg.matches.length) {
    report.lines.push({
      source: SOURCE,
      action: 'repair',
      kind: 'related-topic-duplicate',
      where,
      before: related.text,
      after: numbers.map((n) => targets.find((t) => t.target === n)?.names[0]).join(' | '),
      reason: 'a topic listed twice, or the entry listing itself, is linked once / not at all',
    });
  }
  if (seg.unresolved.length) report.unresolved(where, 'related-topic', seg.unresolved.join(' '), 'no entry title matches these words');
  return numbers;
}

/** The non-blank lines from index `from` to `to` (exclusive), each a paragraph with its 1-based line. */
function paragraphs(lines: string[], from: number, to: number): SourceParagraph[] {
  return lines
    .slice(from, to)
    .map((l, k) => ({ line: from + 1 + k, text: l.trim() }))
    .filter((p) => p.text);
}

/**
 * Locates the entry headings 1, 2, 3... in order. A heading whose number skips ahead (entry 5's
 * heading mistyped `5ACTIVE SYSTEM`, or numbered 6) is still a heading, and the gap is reported:
 * read only in sequence, that one slip made every later heading text of entry 4 (85 entries gone
 * from content/). A heading numbered at or below the last one is text of the entry it is in,
 * reported too: it was folded into the previous rule without a word.
 */
function findHeadings(lines: string[], report: SourceReport): Heading[] {
  const found: Heading[] = [];
  // The all-caps French title of "PDS SDP" is only told apart from a two-word title by looking at
  // how related-topics lines (the line before each heading) write titles.
  const relatedVocabulary = lines.filter((l, i) => /^\d{1,2} [A-Z]/.test(lines[i + 1] ?? '')).join(' ').toLowerCase();
  const known = (caps: string) => {
    const { title } = splitQualifier(caps);
    return new RegExp(`(^|\\s)${title.toLowerCase().replace(/[^\w\s-]/g, '\\$&')}(\\s|$)`).test(relatedVocabulary);
  };
  lines.forEach((line, index) => {
    const heading = parseEntryHeading(line, known);
    if (!heading) return;
    const last = found.at(-1)?.heading.number ?? 0;
    const where = `line ${index + 1}`;
    if (heading.number <= last) {
      report.unresolved(where, 'entry-out-of-sequence', line.trim(), `entry ${heading.number} cannot follow entry ${last}: kept as text of entry ${last}`);
      return;
    }
    if (heading.number > last + 1) {
      const missing = heading.number === last + 2 ? `entry ${last + 1}` : `entries ${last + 1}-${heading.number - 1}`;
      const kept = last ? `any text of ${missing} stays in entry ${last}` : 'the lines before it are dropped with the site chrome';
      report.unresolved(where, 'entry-number-gap', line.trim(), `no heading for ${missing} before this one: ${kept}`);
    }
    found.push({ index, heading });
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
