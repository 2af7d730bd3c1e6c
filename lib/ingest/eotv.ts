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
import { joinBrokenParagraphs } from './repairs/broken-paragraph';
import { splitCamelCaseWords } from './repairs/camel-case-words';
import { stripEmphasis } from './repairs/emphasis-markup';
import { stripInlineMath } from './repairs/inline-math';
import type { Repair } from './repairs/types';
import { lineBlocks } from './text/line-blocks';
import { slugify } from './text/slug';
import { titleCase } from './text/title-case';
import type { ItemKind } from '../corpus/types';
import { SourceReport } from './source-report';
import type { ParsedItem, ParsedPage, ParseResult, ReportLine } from './types';
import { ABILITY_GROUPS, CHAPTERS, FIGURE_CAPTIONS, GLOSSARY_TERMS, type Handling, PICTURE_GAP } from './eotv/tables';

export { GLOSSARY_TERMS } from './eotv/tables';

const SOURCE = 'eotv-2' as const;

/** One paragraph or list line of the source, repaired. */
interface Para {
  line: number;
  text: string;
  list: boolean;
  /** The block's own lines, for the component list whose entries are one per line. */
  lines: string[];
  blankBefore: number;
  blankAfter: number;
}

const LIST_MARK = /^(?:[-•]\s+)/;
const isCaps = (s: string) => /[A-Z]/.test(s) && !/[a-z]/.test(s);
/** A heading or sub-heading: short, not a sentence; a trailing colon only on a few words. */
function isHeadingLike(p: Para): boolean {
  const t = p.text;
  if (p.list || t.length > 60 || /[.!,;]["”)]?$/.test(t) || t.includes('=')) return false;
  // "Passing an Opponent's Units:" is a heading, "Their results are:" introduces a list.
  return !t.endsWith(':') || t.split(' ').every((w) => w.length <= 3 || /^[A-Z]/.test(w));
}
const headingTitle = (t: string) => t.replace(/:$/, '');
const slugOf = (title: string) => slugify(title.replace(/^\d+[.)]\s*/, ''));

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

type Discard = (p: Para, kind: string, reason: string) => void;
type Repaired = (line: number, repairs: Repair[]) => void;

/** Splits the text into paragraphs and list lines, with every text-level repair applied and reported. */
function toParas(text: string, repaired: Repaired, report: SourceReport): Para[] {
  const out: Para[] = [];
  for (const block of lineBlocks(text)) {
    const fix = (raw: string, line: number) => {
      let t = raw.trim();
      for (const repair of [stripEmphasis, stripInlineMath, splitCamelCaseWords]) {
        const r = repair(t);
        repaired(line, r.repairs);
        t = r.value;
      }
      if (t.includes('\t')) {
        const cells = t.split(/\t+/).join(': ');
        repaired(line, [{ kind: 'table-cells', before: t, after: cells }]);
        t = cells;
      }
      if (t.includes('*')) {
        report.unresolved(`line ${line}`, 'stray-asterisk', t, 'a lone "*" with no footnote to match');
      }
      return t;
    };
    const shared = { blankBefore: block.blankBefore, blankAfter: block.blankAfter, lines: block.lines };
    if (block.lines.some((l) => LIST_MARK.test(l))) {
      block.lines.forEach((l, k) => {
        const list = LIST_MARK.test(l);
        out.push({ ...shared, line: block.line + k, lines: [l], text: fix(l.replace(LIST_MARK, ''), block.line + k), list });
      });
    } else {
      out.push({ ...shared, line: block.line, text: fix(block.lines.join(' '), block.line), list: false });
    }
  }
  return out;
}

/** Joins paragraphs a page break cut mid-sentence; lists are left alone. */
function joinBroken(body: Para[], repaired: Repaired): Para[] {
  const out: Para[] = [];
  for (const p of body) {
    const prev = out.at(-1);
    if (prev && !prev.list && !p.list) {
      const joined = joinBrokenParagraphs([{ line: prev.line, text: prev.text }, { line: p.line, text: p.text }]);
      if (joined.value.length === 1) {
        repaired(p.line, joined.repairs);
        out[out.length - 1] = { ...prev, text: joined.value[0]!.text, lines: [...prev.lines, ...p.lines] };
        continue;
      }
    }
    out.push(p);
  }
  return out;
}

/** "Example: Action Card Tom plays an action card..." -> "Example: Action Card" + "Tom plays...". */
function splitExampleHeading(text: string): { heading: string; rest: string } | undefined {
  const m = /^Example: (.+)$/.exec(text);
  if (!m) return undefined;
  const words = m[1]!.split(' ');
  const caps = words.findIndex((w) => !/^[A-Z]/.test(w));
  // The last capitalised word before the first lowercase one starts the sentence.
  if (caps < 2 || !/^[a-z]/.test(words[caps]!)) return undefined;
  return { heading: `Example: ${words.slice(0, caps - 1).join(' ')}`, rest: words.slice(caps - 1).join(' ') };
}

class ItemStore {
  private readonly byPage = new Map<string, ParsedPage>();
  private readonly ids = new Set<string>();
  constructor(private readonly report: ReportLine[]) {}

  add(page: string, pageTitle: string, item: Omit<ParsedItem, 'anchor' | 'blocks'>, line: number): ParsedItem {
    let id = item.id;
    for (let n = 2; this.ids.has(id); n++) id = `${item.id}-${n}`;
    if (id !== item.id) {
      this.report.push({ source: SOURCE, action: 'unresolved', kind: 'duplicate-heading', where: `line ${line}`, before: item.title, after: id, reason: 'a heading repeated under the same parent' });
    }
    this.ids.add(id);
    const full: ParsedItem = { ...item, id, anchor: id.replace(/^eotv:/, '').replaceAll('/', '--'), blocks: [] };
    let p = this.byPage.get(page);
    if (!p) {
      p = { source: SOURCE, game: 'EotV', route: `/eotv/${page}`, file: `eotv/${page}.md`, title: pageTitle, items: [] };
      this.byPage.set(page, p);
    }
    p.items.push(full);
    return full;
  }

  pages(): ParsedPage[] {
    return [...this.byPage.values()];
  }
}

function addBlock(item: ParsedItem, p: Para) {
  const last = item.blocks.at(-1);
  if (!p.list) item.blocks.push({ type: 'paragraph', text: p.text });
  else if (last?.type === 'list') last.items.push(p.text);
  else item.blocks.push({ type: 'list', items: [p.text] });
}

/** The component list: one component per line, a "(...)" line completing the one above. */
function components(head: Para, body: Para[], h: Extract<Handling, { kind: 'components' }>, items: ItemStore, discard: Discard) {
  const item = items.add(h.page, h.pageTitle, { id: h.id, kind: 'section', title: titleCase(head.text) }, head.line);
  const entries: string[] = [];
  const flush = () => {
    if (entries.length) item.blocks.push({ type: 'list', items: entries.splice(0) });
  };
  for (const p of body) {
    if (FIGURE_CAPTIONS.has(p.text)) {
      discard(p, 'figure-caption', 'label of a picture');
    } else if (p.lines.slice(1).every((l) => l.startsWith('('))) {
      entries.push(p.text);
    } else {
      flush();
      item.blocks.push({ type: 'paragraph', text: p.lines[0]! });
      entries.push(...p.lines.slice(1).map((l) => splitCamelCaseWords(l).value));
    }
  }
  flush();
}

/** A chapter of running text: chapter > all-caps section > sub-heading, each an item of kind section. */
function outline(
  head: Para,
  raw: Para[],
  h: Extract<Handling, { kind: 'outline' }>,
  items: ItemStore,
  discard: Discard,
  repaired: Repaired,
) {
  const kept = raw.filter((p) => {
    const caption = !h.flat && isHeadingLike(p) && (p.blankAfter >= PICTURE_GAP || FIGURE_CAPTIONS.has(p.text));
    if (caption) discard(p, 'figure-caption', 'label of a picture');
    return !caption;
  });
  const chapter = items.add(h.page, h.pageTitle, { id: h.id, kind: 'section', title: titleCase(head.text) }, head.line);
  let section: ParsedItem | undefined;
  let sub: ParsedItem | undefined;
  let page = h.page;
  let pageTitle = h.pageTitle;
  const child = (parent: ParsedItem, title: string, line: number) =>
    items.add(page, pageTitle, { id: `${parent.id}/${slugOf(title)}`, kind: 'section', title, parent: parent.id, section: section?.title ?? chapter.title }, line);

  for (const p of joinBroken(kept, repaired)) {
    const example = h.flat ? undefined : splitExampleHeading(p.text);
    if (!h.flat && !p.list && (isCaps(p.text) || /^ACTION: /.test(p.text))) {
      const title = titleCase(p.text);
      if (h.pagePerSection) {
        page = `${h.page.replace(/-the-game$/, '')}-${slugOf(title)}`;
        pageTitle = `${h.pageTitle}: ${title}`;
      }
      section = items.add(page, pageTitle, { id: `${chapter.id}/${slugOf(title)}`, kind: 'section', title, parent: chapter.id, section: chapter.title }, p.line);
      sub = undefined;
    } else if (example && !isHeadingLike(p)) {
      repaired(p.line, [{ kind: 'glued-heading', before: p.text.slice(0, example.heading.length + 20), after: `${example.heading} ¶ ${example.rest.slice(0, 20)}` }]);
      sub = child(section ?? chapter, example.heading, p.line);
      addBlock(sub, { ...p, text: example.rest });
    } else if (!h.flat && isHeadingLike(p)) {
      sub = child(section ?? chapter, headingTitle(p.text), p.line);
    } else {
      addBlock(sub ?? section ?? chapter, p);
    }
  }
}

/** The glossary: each listed term opens an item; headings and "Label: text" paragraphs under it are sub-terms. */
function glossary(raw: Para[], items: ItemStore, discard: Discard, repaired: Repaired, report: SourceReport) {
  let next = 0;
  let term: ParsedItem | undefined;
  let sub: ParsedItem | undefined;
  /** Whether the current sub-term came from a "Label: text" paragraph (those come before headed ones). */
  let inlineSub = false;
  const page = (title: string) => {
    const letter = title[0]!.toUpperCase();
    return { slug: `glossary-${letter.toLowerCase()}`, title: `Glossary: ${letter}` };
  };
  const openTerm = (title: string, line: number) => {
    const pg = page(title);
    term = items.add(pg.slug, pg.title, { id: `eotv:${slugify(title)}`, kind: 'glossary', title, section: `Glossary: ${title[0]}` }, line);
    sub = undefined;
    inlineSub = false;
  };
  const openSub = (title: string, line: number) => {
    const pg = page(term!.title);
    sub = items.add(pg.slug, pg.title, { id: `${term!.id}/${slugOf(title)}`, kind: 'glossary', title, parent: term!.id, section: term!.title }, line);
  };

  const body = joinBroken(raw, repaired);
  /** A term glued to its first sub-term has no heading line of its own further on. */
  const hasOwnHeading = (term: string, from: number) =>
    body.slice(from).some((p) => p.text === term || p.text.startsWith(`${term}: `));
  body.forEach((p, i) => {
    const expected = GLOSSARY_TERMS[next];
    if (expected && !p.list && (p.text === expected || p.text.startsWith(`${expected}: `))) {
      openTerm(expected, p.line);
      next++;
      const rest = p.text.slice(expected.length + 2);
      if (rest) addBlock(term!, { ...p, text: rest });
    } else if (expected && isHeadingLike(p) && p.text.startsWith(`${expected} `) && !hasOwnHeading(expected, i + 1)) {
      // "Sarkeen Regency No Diplomacy or Influence": the term glued to its first sub-term.
      const rest = p.text.slice(expected.length + 1);
      repaired(p.line, [{ kind: 'glued-heading', before: p.text, after: `${expected} ¶ ${rest}` }]);
      openTerm(expected, p.line);
      next++;
      openSub(rest, p.line);
    } else if (!term) {
      discard(p, 'chapter-intro', 'how to use the glossary: the site has search and its own navigation');
    } else if (isHeadingLike(p)) {
      openSub(headingTitle(p.text), p.line);
      inlineSub = false;
    } else {
      const inline = /^([A-Z][a-z]+(?: [A-Za-z][a-z]*){0,4}): (.+)$/.exec(p.text);
      if (inline && !p.list && (!sub || inlineSub)) {
        openSub(inline[1]!, p.line);
        inlineSub = true;
        addBlock(sub!, { ...p, text: inline[2]! });
      } else {
        addBlock(sub ?? term, p);
      }
    }
  });
  for (const missing of GLOSSARY_TERMS.slice(next)) {
    report.unresolved(missing, 'missing-term', undefined, 'glossary term not found in order');
  }
}

/**
 * "Abilities & Cards": groups in capitals; under them a subject heading (a unit, a planet) or
 * "Name: text" entries. Card groups nest each card entry under its planet.
 */
function abilities(body: Para[], items: ItemStore, discard: Discard) {
  let group: { title: string; prefix: string; cards?: boolean } | undefined;
  let groupItem: ParsedItem | undefined;
  let subject: ParsedItem | undefined;
  let current: ParsedItem | undefined;
  const add = (id: string, title: string, kind: ItemKind, line: number, parent?: string) =>
    items.add(group!.prefix === 'card-effects' ? 'card-effects' : slugify(group!.title), group!.title, { id, kind, title, section: group!.title, ...(parent ? { parent } : {}) }, line);

  for (const p of body) {
    const known = ABILITY_GROUPS[p.text];
    if (known || (!p.list && isCaps(p.text))) {
      group = { title: titleCase(p.text), ...(known ?? { prefix: slugify(p.text) }) };
      groupItem = subject = current = undefined;
      continue;
    }
    if (!group) {
      discard(p, 'orphan-text', 'text before the first group');
      continue;
    }
    const entry = /^("[^"]+"|[A-Z][^:.]{0,60}): (.+)$/.exec(p.text);
    if (!p.list && isHeadingLike(p)) {
      subject = current = add(`eotv:${group.prefix}/${slugify(p.text)}`, p.text, 'glossary', p.line);
    } else if (entry && !p.list && (group.cards || !subject)) {
      const title = entry[1]!.replace(/^"|"$/g, '').replace(/[.]$/, '');
      const parent = group.cards ? subject : undefined;
      current = add(`${parent?.id ?? `eotv:${group.prefix}`}/${slugify(title)}`, title, 'glossary', p.line, parent?.id);
      addBlock(current, { ...p, text: entry[2]! });
    } else {
      current ??= groupItem ??= add(`eotv:${group.prefix}`, group.title, 'glossary', p.line);
      addBlock(current, p);
    }
  }
}
