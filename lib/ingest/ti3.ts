/**
 * TI3 FAQ and Errata 2.3 (`ti3-faq-errata-2.3.txt`): the base game, Shattered Empire and Shards of
 * the Throne parts, each with errata paragraphs under their titles and Q/A pairs under headings.
 * Every erratum and every Q/A pair becomes an item; each FAQ heading and each part's errata get a page.
 */
import { stripEmphasis } from './repairs/emphasis-markup';
import type { Repair } from './repairs/types';
import { questionTitle } from './text/question-title';
import { slugify } from './text/slug';
import type { Block, ParsedItem, ParsedPage, ParseResult, ReportLine } from './types';

const SOURCE = 'ti3-faq-2.3' as const;

interface Part {
  name: string;
  /** Prepended to section slugs so that headings repeated across parts ("Miscellaneous") stay distinct. */
  prefix: string;
}

const BASE: Part = { name: 'Base game', prefix: '' };
const EXPANSIONS: Record<string, Part> = {
  'SHATTERED EMPIRE': { name: 'Shattered Empire', prefix: 'se-' },
  'SHARDS OF THE THRONE': { name: 'Shards of the Throne', prefix: 'sott-' },
};

const PART_HEADING = /^The (.+) Expansion$/;
const ERRATA_HEADING = /^(?:ERRATA|Errata and Clarifications)$/;
const FAQ_HEADING = /^Frequently Asked Questions$/;
const DOCUMENT_TITLE = /^FAQ and Errata, Version/;
/** The expansions' errata sit under one heading rather than under categories. */
const EXPANSION_ERRATA = 'Errata and Clarifications';

/** Misreadings of the printed text, fixed where they occur. */
const TYPOS: { pattern: RegExp; after: string }[] = [
  // "the Status Phase ... (T13 rules pg. 25)": the game's abbreviation, with a one for the I.
  { pattern: /\bT13\b/g, after: 'TI3' },
];

/** A title, category or heading: short, and not a sentence. */
const isHeading = (line: string) => line.length <= 70 && !/[.!?:]["”)]?$/.test(line) && !/^[-•]\s/.test(line);
const QUESTION = /^Q:\s*/;
const ANSWER = /^A:\s*/;

interface Section {
  part: Part;
  kind: 'faq' | 'errata';
  title: string;
  slug: string;
}

export function parseTi3(text: string): ParseResult {
  const report: ReportLine[] = [];
  const lines = text.split(/\r?\n/);
  const at = (i: number) => `line ${i + 1}`;
  const discard = (i: number, kind: string, reason: string) =>
    report.push({ source: SOURCE, action: 'discard', kind, where: at(i), before: lines[i]!.trim(), reason });
  const repaired = (i: number, repairs: Repair[]) =>
    repairs.forEach((r) => report.push({ source: SOURCE, action: 'repair', where: at(i), ...r }));

  const clean = lines.map((raw, i) => {
    let line = raw.trim();
    const emphasis = stripEmphasis(line);
    repaired(i, emphasis.repairs);
    line = emphasis.value;
    for (const typo of TYPOS) {
      const fixed = line.replace(typo.pattern, typo.after);
      if (fixed !== line) repaired(i, [{ kind: 'typo', before: line, after: fixed }]);
      line = fixed;
    }
    return line;
  });
  const nextLine = (i: number) => {
    for (let j = i + 1; j < clean.length; j++) if (clean[j]) return clean[j];
    return undefined;
  };

  const sections: { section: Section; items: ParsedItem[] }[] = [];
  const counters = new Map<string, number>();
  let documentTitle = '';
  let part = BASE;
  let mode: 'front' | 'errata' | 'faq' = 'front';
  let category: string | undefined;
  let heading: string | undefined;
  let item: ParsedItem | undefined;

  const sectionFor = (kind: Section['kind'], title: string) => {
    const slug = part.prefix + (title === EXPANSION_ERRATA ? 'errata' : slugify(title));
    let entry = sections.find((s) => s.section.kind === kind && s.section.slug === slug);
    if (!entry) {
      entry = { section: { part, kind, title, slug }, items: [] };
      sections.push(entry);
    }
    return entry;
  };
  const startItem = (kind: Section['kind'], sectionTitle: string, title: string, first?: Block) => {
    const { section, items } = sectionFor(kind, sectionTitle);
    const key = `${kind}:${section.slug}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    item = {
      id: `ti3:${kind}:${section.slug}-${n}`,
      kind,
      title,
      section: sectionTitle,
      anchor: `${section.slug}-${n}`,
      blocks: first ? [first] : [],
    };
    items.push(item);
  };
  const addText = (i: number, line: string) => {
    if (!item) {
      report.push({ source: SOURCE, action: 'unresolved', kind: 'orphan-text', where: at(i), before: line, reason: 'text before any item' });
      return;
    }
    const list = /^[-•]\s+(.*)$/.exec(line)?.[1] ?? (item.kind === 'faq' && isHeading(line) ? line : undefined);
    const last = item.blocks.at(-1);
    if (list === undefined) item.blocks.push({ type: 'paragraph', text: line });
    else if (last?.type === 'list') last.items.push(list);
    else item.blocks.push({ type: 'list', items: [list] });
  };

  clean.forEach((line, i) => {
    if (!line) return;
    const expansion = PART_HEADING.exec(line);
    if (expansion && EXPANSIONS[expansion[1]!]) {
      part = EXPANSIONS[expansion[1]!]!;
      mode = 'front';
      item = undefined;
      discard(i, 'structure-heading', `part heading: ${part.name} pages and ids carry it`);
    } else if (ERRATA_HEADING.test(line)) {
      mode = 'errata';
      category = part === BASE ? undefined : EXPANSION_ERRATA;
      item = undefined;
      discard(i, 'structure-heading', 'errata heading: the items carry kind "errata"');
    } else if (FAQ_HEADING.test(line)) {
      mode = 'faq';
      heading = undefined;
      item = undefined;
      discard(i, 'structure-heading', 'FAQ heading: the items carry kind "faq"');
    } else if (mode === 'front') {
      if (DOCUMENT_TITLE.test(line)) documentTitle = line;
      discard(i, 'front-matter', 'document title and preface; page and colour references of the printed document');
    } else if (mode === 'errata') {
      const next = nextLine(i);
      if (isHeading(line) && part === BASE && next !== undefined && isHeading(next)) {
        category = line;
        item = undefined;
      } else if (isHeading(line)) {
        startItem('errata', category ?? line, line);
      } else {
        addText(i, line);
      }
    } else if (QUESTION.test(line)) {
      if (!heading) {
        report.push({ source: SOURCE, action: 'unresolved', kind: 'missing-heading', where: at(i), before: line, reason: 'question before any FAQ heading' });
        heading = 'General';
      }
      const question = line.replace(QUESTION, '');
      startItem('faq', heading, questionTitle(question), { type: 'paragraph', label: 'Q', text: question });
    } else if (ANSWER.test(line)) {
      if (item?.kind === 'faq') item.blocks.push({ type: 'paragraph', label: 'A', text: line.replace(ANSWER, '') });
      else addText(i, line);
    } else if (isHeading(line) && QUESTION.test(nextLine(i) ?? '')) {
      heading = line;
      item = undefined;
    } else {
      addText(i, line);
    }
  });

  for (const { items } of sections) {
    for (const it of items) {
      if (it.kind === 'faq' && !it.blocks.some((b) => b.type === 'paragraph' && b.label === 'A')) {
        report.push({ source: SOURCE, action: 'unresolved', kind: 'missing-answer', where: it.id, reason: 'question without an answer' });
      }
    }
  }

  return { pages: toPages(sections, documentTitle), report };
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
