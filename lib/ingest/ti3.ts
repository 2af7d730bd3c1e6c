/**
 * TI3 FAQ and Errata 2.3 (`ti3-faq-errata-2.3.txt`): the base game, Shattered Empire and Shards of
 * the Throne parts, each with errata paragraphs under their titles and Q/A pairs under headings.
 * Every erratum and every Q/A pair becomes an item; each FAQ heading and each part's errata get a page.
 */
import { stripEmphasis } from './repairs/emphasis-markup';
import { SourceReport } from './source-report';
import { questionTitle } from './text/question-title';
import { EXPANSION_ERRATA, isHeading, type Section, Ti3Items } from './ti3/items';
import { BASE, EXPANSIONS, type Part, TYPOS } from './ti3/tables';
import type { ParsedItem, ParsedPage, ParseResult } from './types';

const SOURCE = 'ti3-faq-2.3' as const;

const PART_HEADING = /^The (.+) Expansion$/;
const ERRATA_HEADING = /^(?:ERRATA|Errata and Clarifications)$/;
const FAQ_HEADING = /^Frequently Asked Questions$/;
const DOCUMENT_TITLE = /^FAQ and Errata, Version/;
const QUESTION = /^Q:\s*/;
const ANSWER = /^A:\s*/;

/** Parses the FAQ: lines cleaned, read in order into errata and FAQ items, unanswered questions reported. */
export function parseTi3(text: string): ParseResult {
  const report = new SourceReport(SOURCE);
  const lines = text.split(/\r?\n/);
  const clean = cleanLines(lines, report);
  const items = new Ti3Items(report);
  const reader = new Ti3Reader(lines, clean, items, report);
  clean.forEach((line, i) => {
    if (line) reader.line(line, i);
  });
  items.reportMissingAnswers();
  return { pages: toPages(items.sections, reader.documentTitle), report: report.lines };
}

/** Each line trimmed, with emphasis markup stripped and typos fixed; every repair reported on its line. */
function cleanLines(lines: string[], report: SourceReport): string[] {
  return lines.map((raw, i) => {
    const where = `line ${i + 1}`;
    let line = raw.trim();
    const emphasis = stripEmphasis(line);
    report.repairs(where, emphasis.repairs);
    line = emphasis.value;
    for (const typo of TYPOS) {
      const fixed = line.replace(typo.pattern, typo.after);
      if (fixed !== line) report.repairs(where, [{ kind: 'typo', before: line, after: fixed }]);
      line = fixed;
    }
    return line;
  });
}

/** Reads the cleaned lines in order, tracking the part, the kind of text (front matter, errata, FAQ) and the heading it is under. */
class Ti3Reader {
  /** The printed document's title and version, for the pages' metadata. */
  documentTitle = '';
  private part: Part = BASE;
  private mode: 'front' | 'errata' | 'faq' = 'front';
  /** The base game's errata category; the expansions' errata have one heading for all. */
  private category: string | undefined;
  /** The FAQ heading questions are under. */
  private heading: string | undefined;

  constructor(
    private readonly lines: string[],
    private readonly clean: string[],
    private readonly items: Ti3Items,
    private readonly report: SourceReport,
  ) {}

  /** Reads one non-blank line. */
  line(line: string, i: number): void {
    if (this.structureHeading(line, i)) return;
    if (this.mode === 'front') {
      if (DOCUMENT_TITLE.test(line)) this.documentTitle = line;
      this.discard(i, 'front-matter', 'document title and preface; page and colour references of the printed document');
    } else if (this.mode === 'errata') {
      this.errataLine(line, i);
    } else {
      this.faqLine(line, i);
    }
  }

  /** A part, errata or FAQ heading: switches what the lines after it are, and is discarded. */
  private structureHeading(line: string, i: number): boolean {
    const expansion = PART_HEADING.exec(line);
    if (expansion && EXPANSIONS[expansion[1]!]) {
      this.part = EXPANSIONS[expansion[1]!]!;
      this.mode = 'front';
      this.items.close();
      this.discard(i, 'structure-heading', `part heading: ${this.part.name} pages and ids carry it`);
    } else if (ERRATA_HEADING.test(line)) {
      this.mode = 'errata';
      this.category = this.part === BASE ? undefined : EXPANSION_ERRATA;
      this.items.close();
      this.discard(i, 'structure-heading', 'errata heading: the items carry kind "errata"');
    } else if (FAQ_HEADING.test(line)) {
      this.mode = 'faq';
      this.heading = undefined;
      this.items.close();
      this.discard(i, 'structure-heading', 'FAQ heading: the items carry kind "faq"');
    } else {
      return false;
    }
    return true;
  }

  /** In the errata, a heading over another heading is a base-game category; a heading alone opens an erratum. */
  private errataLine(line: string, i: number): void {
    const next = this.nextLine(i);
    if (isHeading(line) && this.part === BASE && next !== undefined && isHeading(next)) {
      this.category = line;
      this.items.close();
    } else if (isHeading(line)) {
      this.items.start(this.part, 'errata', this.category ?? line, line);
    } else {
      this.items.addText(i, line);
    }
  }

  /** In the FAQ, "Q:" opens an item, "A:" answers it, and a heading-like line before a question is a new heading. */
  private faqLine(line: string, i: number): void {
    if (QUESTION.test(line)) {
      if (!this.heading) {
        this.report.unresolved(`line ${i + 1}`, 'missing-heading', line, 'question before any FAQ heading');
        this.heading = 'General';
      }
      const question = line.replace(QUESTION, '');
      this.items.start(this.part, 'faq', this.heading, questionTitle(question), { type: 'paragraph', label: 'Q', text: question });
    } else if (ANSWER.test(line)) {
      this.items.answer(i, line, line.replace(ANSWER, ''));
    } else if (isHeading(line) && QUESTION.test(this.nextLine(i) ?? '')) {
      this.heading = line;
      this.items.close();
    } else {
      this.items.addText(i, line);
    }
  }

  /** The next non-blank cleaned line after line `i`. */
  private nextLine(i: number): string | undefined {
    for (let j = i + 1; j < this.clean.length; j++) if (this.clean[j]) return this.clean[j];
    return undefined;
  }

  /** Reports line `i`, as printed, as discarded. */
  private discard(i: number, kind: string, reason: string): void {
    this.report.discard(`line ${i + 1}`, kind, this.lines[i]!.trim(), reason);
  }
}

/** One page per FAQ heading, and one per part for its errata (they are short). */
function toPages(sections: { section: Section; items: ParsedItem[] }[], documentTitle: string): ParsedPage[] {
  const pages = new Map<string, ParsedPage>();
  for (const { section, items } of sections) {
    const slug = section.kind === 'errata' ? `${section.part.prefix}errata` : section.slug;
    const name = section.kind === 'errata' ? (section.part === BASE ? 'Errata' : EXPANSION_ERRATA) : section.title;
    let page = pages.get(slug);
    if (!page) {
      page = {
        source: SOURCE,
        game: 'TI3',
        route: `/ti3/${slug}`,
        file: `ti3/${slug}.md`,
        title: section.part === BASE ? name : `${section.part.name}: ${name}`,
        meta: { part: section.part.name, ...(documentTitle ? { document: documentTitle } : {}) },
        items: [],
      };
      pages.set(slug, page);
    }
    page.items.push(...items);
  }
  return [...pages.values()];
}
