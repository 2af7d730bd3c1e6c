/**
 * The TI4 errata and FAQ: the tail of the LRR 1.2 web transcription, after glossary entry 89.
 * Each erratum ("DIRECT HIT (ERRATA)") becomes an item on /faq/errata; each Q/A pair under a
 * "<SECTION> (FAQ)" heading becomes an item on /faq/<section>.
 */
import { joinBrokenParagraphs, type SourceParagraph } from './repairs/broken-paragraph';
import { paragraphCleaner } from './repairs/clean-paragraph';
import { moveBrokenQuote } from './repairs/quote-break';
import { titleCase } from './text/title-case';
import { questionTitle } from './text/question-title';
import { slugify } from './text/slug';
import { SourceReport } from './source-report';
import type { Block, ParseResult, ParsedItem, ParsedPage } from './types';

const SOURCE = 'ti4-faq' as const;
const HEADING = /^\s*(\S.*?) \((ERRATA|FAQ)\)\s*$/;
const QA = /^(Q|A):\s*/;

/**
 * Index (0-based) of the line where the errata and FAQ start: the first "(ERRATA)" or "(FAQ)"
 * heading. The LRR 1.2 glossary ends on the line before; without such a heading it runs to the end.
 */
export function faqStartLine(text: string): number {
  const lines = text.split(/\r?\n/);
  const i = lines.findIndex((l) => HEADING.test(l));
  return i < 0 ? lines.length : i;
}

interface Section {
  kind: 'ERRATA' | 'FAQ';
  /** The heading without its "(FAQ)" suffix, as printed: "THE ARBOREC". */
  caps: string;
  line: number;
  paragraphs: SourceParagraph[];
}

/** Parses the errata and FAQ tail: one item per erratum on the errata page, a page per FAQ section. */
export function parseTi4Faq(text: string): ParseResult {
  const reader: FaqReader = { report: new SourceReport(SOURCE), clean: paragraphCleaner(text), casing: sourceCasing(text) };
  const errata: ParsedItem[] = [];
  const faqPages: ParsedPage[] = [];
  for (const s of readSections(text)) {
    if (s.kind === 'ERRATA') errata.push(erratum(s, reader));
    else faqPages.push(faqPage(s, reader));
  }
  const pages = [...(errata.length ? [page('/faq/errata', 'faq/errata.md', 'Errata', errata)] : []), ...faqPages];
  return { pages, report: reader.report.lines };
}

/** What reading a section needs: the report, the word-level cleaner and how the source cases headings. */
interface FaqReader {
  report: SourceReport;
  clean: ReturnType<typeof paragraphCleaner>;
  casing: (caps: string) => string | undefined;
}

/** An erratum: one item on the errata page, titled as its text quotes its name. */
function erratum(s: Section, reader: FaqReader): ParsedItem {
  const slug = slugify(s.caps);
  const id = `ti4-errata:${slug}`;
  const paragraphs = cleaned(restructured(s, reader.report), id, reader);
  const blocks = paragraphs.map((p): Block => ({ type: 'paragraph', text: p.text }));
  const title = quotedName(s.caps, paragraphs) ?? titleCase(s.caps, reader.casing);
  checkText(paragraphs, id, reader.report);
  return { id, kind: 'errata', title, section: 'Errata', anchor: slug, blocks };
}

/** A FAQ section: a page of its own, one item per Q/A pair. */
function faqPage(s: Section, reader: FaqReader): ParsedPage {
  const slug = slugify(s.caps);
  const title = titleCase(s.caps, reader.casing);
  const items = pairQuestions(restructured(s, reader.report), s, reader.report).map((pair, i): ParsedItem => {
    const id = `ti4-faq:${slug}-${i + 1}`;
    const paragraphs = cleaned(pair, id, reader);
    checkText(paragraphs, id, reader.report);
    checkNames(paragraphs, id, reader.report);
    return {
      id,
      kind: 'faq',
      title: questionTitle(paragraphs[0]!.text),
      section: title,
      anchor: `${slug}-${i + 1}`,
      blocks: paragraphs.map(qaBlock),
    };
  });
  return page(`/faq/${slug}`, `faq/${slug}.md`, title, items);
}

/** A Q/A paragraph, its "Q:" or "A:" as the label. */
function qaBlock(p: SourceParagraph): Block {
  const m = QA.exec(p.text);
  return m ? { type: 'paragraph', label: m[1]!, text: p.text.slice(m[0].length) } : { type: 'paragraph', text: p.text };
}

/** Paragraph-structure repairs over a whole section: broken paragraphs, broken quotations. */
function restructured(s: Section, report: SourceReport): SourceParagraph[] {
  const where = `lines ${s.line}-${s.paragraphs.at(-1)?.line ?? s.line} (${s.caps} (${s.kind}))`;
  const joined = joinBrokenParagraphs(s.paragraphs);
  report.repairs(where, joined.repairs);
  const quoted = moveBrokenQuote(joined.value.map((p) => p.text));
  report.repairs(where, quoted.repairs);
  return joined.value.map((p, i) => ({ line: p.line, text: quoted.value[i]! }));
}

/** Word-level repairs, paragraph by paragraph, reported against the item. */
function cleaned(paragraphs: SourceParagraph[], id: string, { clean, report }: FaqReader): SourceParagraph[] {
  return paragraphs.map((p) => {
    const r = clean(p.text);
    report.repairs(`line ${p.line} (${id})`, r.repairs);
    for (const s of r.suspects) report.unresolved(`line ${p.line} (${id})`, 'glued-words', s, 'looks like two glued words but no split is certain; left as printed');
    return { line: p.line, text: r.value };
  });
}

/** A page of the TI4 errata and FAQ. */
function page(route: string, file: string, title: string, items: ParsedItem[]): ParsedPage {
  return { source: SOURCE, game: 'TI4', route, file, title, items };
}

/** Splits the tail into its headed sections; each non-blank line is a paragraph. */
function readSections(text: string): Section[] {
  const lines = text.split(/\r?\n/);
  const sections: Section[] = [];
  for (let i = faqStartLine(text); i < lines.length; i++) {
    const line = lines[i]!.trim();
    const heading = HEADING.exec(line);
    if (heading) sections.push({ kind: heading[2] as Section['kind'], caps: heading[1]!, line: i + 1, paragraphs: [] });
    else if (line) sections.at(-1)!.paragraphs.push({ line: i + 1, text: line });
  }
  return sections;
}

/**
 * Groups a FAQ section's paragraphs into Q/A pairs: a Q paragraph, its A paragraph, and any
 * paragraph that follows them before the next Q. Reports what does not fit the pattern.
 */
function pairQuestions(paragraphs: SourceParagraph[], s: Section, report: SourceReport): SourceParagraph[][] {
  const pairs: SourceParagraph[][] = [];
  for (const p of paragraphs) {
    const label = QA.exec(p.text)?.[1];
    const current = pairs.at(-1);
    if (label === 'Q') pairs.push([p]);
    else if (current) current.push(p);
    else report.unresolved(`line ${p.line}`, 'orphan-paragraph', p.text, `text under "${s.caps} (FAQ)" before its first question; left out of the items`);
  }
  pairs.forEach((pair, i) => {
    const answers = pair.filter((p) => QA.exec(p.text)?.[1] === 'A').length;
    if (answers !== 1) {
      const where = `line ${pair[0]!.line} (ti4-faq:${slugify(s.caps)}-${i + 1})`;
      report.unresolved(where, answers ? 'several-answers' : 'missing-answer', pair[0]!.text, `question with ${answers} answers`);
    }
  });
  return pairs;
}

/** Oddities a reader should know about but no rule can fix: a cut-off sentence, doubled punctuation. */
function checkText(paragraphs: SourceParagraph[], id: string, report: SourceReport) {
  for (const p of paragraphs) {
    if (!/[.!?:"”’)]$/.test(p.text)) {
      report.unresolved(`line ${p.line} (${id})`, 'missing-final-punctuation', p.text.slice(-60), 'the paragraph stops without punctuation: possibly cut off in the source');
    }
    const doubled = /\S*[.!?]["”’]?[!?]\S*/.exec(p.text);
    if (doubled) report.unresolved(`line ${p.line} (${id})`, 'doubled-punctuation', doubled[0], 'punctuation doubled around a quotation, left as printed');
  }
}

/**
 * A card or ability quoted twice in one ruling under two nearly identical names ("Scheming" and
 * "Schemeing") is a misspelling in the source; which one is right is for a human to say.
 */
function checkNames(paragraphs: SourceParagraph[], id: string, report: SourceReport) {
  const names = [...new Set(paragraphs.flatMap((p) => [...p.text.matchAll(/"([^"]{3,40})"/g)].map((m) => m[1]!.replace(/(?:['’]s)?[.,?!]*$/, ''))))];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [names[i]!, names[j]!];
      if (a.toLowerCase() !== b.toLowerCase() && editDistance(a.toLowerCase(), b.toLowerCase()) <= 2 && Math.min(a.length, b.length) >= 6) {
        report.unresolved(`line ${paragraphs[0]!.line} (${id})`, 'name-mismatch', `"${a}" / "${b}"`, 'the same name spelled two ways in one ruling');
      }
    }
  }
}

/** Levenshtein distance: the fewest one-character edits turning a into b. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** The erratum's own spelling of its name, as quoted in its text: DIRECT HIT -> "Direct Hit". */
function quotedName(caps: string, paragraphs: SourceParagraph[]): string | undefined {
  for (const p of paragraphs) {
    for (const m of p.text.matchAll(/"([^"]+)"/g)) if (m[1]!.toUpperCase() === caps.toUpperCase()) return m[1];
  }
  return undefined;
}

/**
 * How the source writes a capitalised heading in running text ("THE CLAN OF SAAR" -> "Clan of
 * Saar" in "the Clan of Saar's"), first letter raised; undefined when it only ever writes it in
 * capitals or in lowercase (then plain title case applies).
 */
function sourceCasing(text: string): (caps: string) => string | undefined {
  return (caps) => {
    const re = new RegExp(`(?<![\\w-])${caps.replace(/[^\w\s-]/g, '\\$&')}(?![\\w-])`, 'gi');
    for (const [m] of text.matchAll(re)) {
      const words = m.split(/\s+/);
      if (words.length > 1 && m !== m.toUpperCase() && words.slice(1).some((w) => /^\p{Lu}/u.test(w))) {
        return m[0]!.toUpperCase() + m.slice(1);
      }
    }
    return undefined;
  };
}
