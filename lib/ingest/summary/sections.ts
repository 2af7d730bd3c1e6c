/** The note's sections: where each one's page is, which copies are kept, and the pages they make. */
import type { Block, ParsedItem, ParsedPage } from '../types';
import { type Note, SOURCE } from './note';
import { PAGE_GROUPS, QUICK_START } from './tables';

/** The parts of the note, in order; each heading and paragraph is read by the part it falls in. */
export type Part = 'overview' | 'quick' | 'rules' | 'pok' | 'cheat' | 'junk';

export interface Section {
  id: string;
  title: string;
  page: string;
  pageTitle: string;
  group: string;
  line: number;
  blocks: Block[];
}

/** A section's page: the quick-start guide and the PoK rules have one each; rules-summary sections are grouped by PAGE_GROUPS. */
export function sectionPage(part: Part, title: string, slug: string): { page: string; pageTitle: string } {
  const pageGroup = Object.entries(PAGE_GROUPS).find(([, g]) => g.sections.includes(slug));
  const page = part === 'quick' ? 'quick-start' : part === 'pok' ? 'prophecy-of-kings' : (pageGroup?.[0] ?? slug);
  const pageTitle = part === 'quick' ? QUICK_START : part === 'pok' ? 'Prophecy of Kings' : (pageGroup?.[1].title ?? title);
  return { page, pageTitle };
}

/** The sections worth keeping: those with text, first copies only; the rest are reported. */
export function keptSections(sections: Section[], note: Note): Section[] {
  return dropRepeats(sections.filter((s) => s.blocks.length || reportEmpty(s, note)), note);
}

/** A heading with nothing under it only groups the sections after it ("GAME ROUND"). */
function reportEmpty(s: Section, note: Note): false {
  note.discard(s.line, s.line, 'structure-heading', 'group heading with no text of its own');
  return false;
}

/**
 * The note pastes parts of the rules summary again (the game round three times, the unit
 * abilities twice). The first copy of a section is kept; later ones are discarded, as an exact
 * duplicate or as a second (condensed) version.
 */
function dropRepeats(sections: Section[], note: Note): Section[] {
  const first = new Map<string, Section>();
  const words = (s: Section) => s.blocks.map((b) => (b.type === 'list' ? b.items.join(' ') : `${b.label ?? ''} ${b.text}`)).join(' ').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const out: Section[] = [];
  const ends = sections.map((s, k) => (sections[k + 1]?.line ?? s.line + 1) - 1);
  sections.forEach((s, k) => {
    const earlier = first.get(s.id);
    if (!earlier) {
      first.set(s.id, s);
      out.push(s);
    } else if (words(earlier) === words(s)) {
      note.discard(s.line, ends[k]!, 'duplicate', `repeats the section at line ${earlier.line} word for word`);
    } else {
      note.discard(s.line, ends[k]!, 'duplicate', `second version of the section at line ${earlier.line}, which is kept`);
    }
  });
  return out;
}

/** One item per section, on the pages the sections name, in order. */
export function toPages(sections: Section[]): ParsedPage[] {
  const pages = new Map<string, ParsedPage>();
  for (const s of sections) {
    let page = pages.get(s.page);
    if (!page) {
      page = { source: SOURCE, game: 'TI4', route: `/summary/${s.page}`, file: `summary/${s.page}.md`, title: s.pageTitle, items: [] };
      pages.set(s.page, page);
    }
    const item: ParsedItem = { id: s.id, kind: 'section', title: s.title, section: s.group, anchor: s.id.replace(/^[a-z]+:/, ''), blocks: s.blocks };
    page.items.push(item);
  }
  return [...pages.values()];
}
