/**
 * Empires of the Void II rulebook (`eotv2-rulebook.txt`), a text dump of the printed book.
 *
 * What the dump looks like: chapters start with an all-caps heading ("LEARNING THE GAME") that the
 * book repeats at the top of every page, so each repeat marks a page break; printed page numbers
 * are gone. Headings and sub-headings are lines of their own, told apart only by capitals, and the
 * labels of pictures ("Control Cube") sit between wide gaps of blank lines. The glossary (pages
 * 26-32) prints its terms and sub-terms in the same plain type, so the terms are listed below.
 *
 * Items: the glossary (term > sub-term), the unit, ally and technology abilities and the card
 * clarifications (group > subject > card), and the other chapters as sections (chapter > section >
 * sub-section). Tables of contents, the index and the back-cover player aids are discarded.
 */
import type { Repair } from './repairs/types';
import { SourceReport } from './source-report';
import type { ParseResult } from './types';
import { abilities } from './eotv/abilities';
import { components } from './eotv/components';
import { glossary } from './eotv/glossary';
import { ItemStore, SOURCE } from './eotv/items';
import { outline } from './eotv/outline';
import { type Discard, type Para, type Repaired, toParas } from './eotv/paras';
import { CHAPTERS } from './eotv/tables';

export { GLOSSARY_TERMS } from './eotv/tables';

/** Parses the rulebook: its chapters found in order, each read as its handling in CHAPTERS says. */
export function parseEotv(text: string): ParseResult {
  const log = new EotvLog();
  const paras = toParas(text, log.textRepaired, log.report);
  const items = new ItemStore(log.report.lines);
  const starts = chapterStarts(paras, log.report);
  const firstStart = starts.find((i) => i >= 0) ?? paras.length;
  paras.slice(0, firstStart).forEach((p) => log.discard(p, 'document-title', 'cover: title and author, carried by the source id'));
  CHAPTERS.forEach((chapter, c) => {
    const from = starts[c]!;
    if (from < 0) return;
    const to = starts.slice(c + 1).find((i) => i >= 0) ?? paras.length;
    readChapter(chapter, paras[from]!, chapterBody(chapter.heading, paras.slice(from + 1, to), log.discard), items, log);
  });
  log.reportTextRepairs();
  return { pages: items.pages(), report: log.report.lines };
}

/**
 * The report, with text repairs held back: they are reported once the paragraph is known to be
 * kept, as discarded text needs none. Its callbacks are bound, to be handed to the chapter readers.
 */
class EotvLog {
  readonly report = new SourceReport(SOURCE);
  private readonly discarded = new Set<number>();
  private readonly textRepairs = new Map<number, Repair[]>();

  /** Reports a paragraph as discarded (and its text repairs as moot). */
  readonly discard: Discard = (p, kind, reason) => {
    this.discarded.add(p.line);
    this.report.discard(`line ${p.line}`, kind, p.lines.join('\n'), reason);
  };

  /** Reports repairs made while reading the structure. */
  readonly repaired: Repaired = (line, repairs) => this.report.repairs(`line ${line}`, repairs);

  /** Holds a text repair until the end. */
  readonly textRepaired: Repaired = (line, repairs) => {
    this.textRepairs.set(line, [...(this.textRepairs.get(line) ?? []), ...repairs]);
  };

  /** Reports the held text repairs of every paragraph that was kept. */
  reportTextRepairs(): void {
    for (const [line, repairs] of this.textRepairs) if (!this.discarded.has(line)) this.repaired(line, repairs);
  }
}

/** Where each chapter starts (-1 when missing, reported). Chapters are found in order; each heading's first occurrence after the previous chapter opens it. */
function chapterStarts(paras: Para[], report: SourceReport): number[] {
  let start = 0;
  const starts: number[] = [];
  for (const chapter of CHAPTERS) {
    const i = paras.findIndex((p, j) => j >= start && p.text === chapter.heading);
    starts.push(i);
    if (i >= 0) start = i + 1;
    else report.unresolved(chapter.heading, 'missing-chapter', undefined, 'chapter heading not found');
  }
  return starts;
}

/** A chapter's paragraphs without the repeats of its heading that mark page breaks (discarded). */
function chapterBody(heading: string, paras: Para[], discard: Discard): Para[] {
  const body: Para[] = [];
  for (const p of paras) {
    if (p.text === heading) discard(p, 'running-header', 'page header repeated at the top of each page (a page break)');
    else body.push(p);
  }
  return body;
}

/** Reads one chapter as its handling says. */
function readChapter(chapter: (typeof CHAPTERS)[number], head: Para, body: Para[], items: ItemStore, log: EotvLog): void {
  const h = chapter.handling;
  switch (h.kind) {
    case 'discard':
      [head, ...body].forEach((p) => log.discard(p, h.as, h.reason));
      break;
    case 'components':
      components(head, body, h, items, log.discard);
      break;
    case 'outline':
      outline(head, body, h, items, log.discard, log.repaired);
      break;
    case 'glossary':
      log.discard(head, 'structure-heading', 'chapter heading: the glossary pages carry it');
      glossary(body, items, log.discard, log.repaired, log.report);
      break;
    case 'abilities':
      log.discard(head, 'structure-heading', 'chapter heading: the ability and card pages carry it');
      abilities(body, items, log.discard);
      break;
  }
}

