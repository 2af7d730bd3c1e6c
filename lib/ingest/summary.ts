/**
 * The TI4 overview note (`ti4-overview-rules-summary-pok.md`): a markdown note holding a game
 * overview, a quick-start guide, a transcription of the rules summary (hard-wrapped, much of it
 * wrapped in code fences, parts of it pasted two or three times), the Prophecy of Kings rules, and
 * a terse cheat sheet. Kept: the quick-start guide, the rules summary (first copy of each
 * section), the PoK rules (`pok:` ids) and the cheat sheet, as sections. Discarded with a reason:
 * the overview, catalogue data, embeds and repeated copies.
 */
import type { Heading, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { SectionBlocks } from './summary/blocks';
import { CheatSheet } from './summary/cheat-sheet';
import { Note, startLine } from './summary/note';
import { keptSections, type Part, type Section, sectionPage, toPages } from './summary/sections';
import { CHEAT_SHEET_START, OVERVIEW_REASONS, POK, QUICK_START, RULES } from './summary/tables';
import { slugify } from './text/slug';
import { titleCase } from './text/title-case';
import type { ParseResult } from './types';

/** Parses the note: its nodes walked in order, the kept sections (first copies, with text) and the cheat sheet as pages. */
export function parseSummary(text: string): ParseResult {
  const note = new Note(text);
  const walk = new NoteWalk(note);
  for (const n of fromMarkdown(note.markdownBody()).children) walk.node(n);
  walk.end();
  const kept = keptSections(walk.sections, note);
  if (walk.cheat.section.blocks.length) kept.push(walk.cheat.section);
  return { pages: toPages(kept), report: note.report.lines };
}

/** Walks the note's top-level nodes in order, tracking the part of the note it is in and the section it is filling. */
class NoteWalk {
  readonly sections: Section[] = [];
  readonly cheat: CheatSheet;
  private readonly blocks: SectionBlocks;
  private part: Part = 'overview';
  private current: Section | undefined;
  /** An off-topic span being skipped, reported when the next kept heading ends it. */
  private dropping: { from: number; reason: string; kind: string } | undefined;

  constructor(private readonly note: Note) {
    this.cheat = new CheatSheet(note);
    this.blocks = new SectionBlocks(note);
  }

  /** Reads one top-level node. */
  node(n: RootContent): void {
    const line = startLine(n);
    if (n.type === 'heading' && n.depth === 1) this.title(n, line);
    else if (this.part === 'overview' || this.part === 'quick') this.overview(n, line);
    else if (this.part !== 'junk') this.rules(n, line);
  }

  /** Reports the off-topic span still open at the end of the note. */
  end(): void {
    this.stopDropping(this.note.lines.length + 1);
  }

  /** A title (`#`): the rules summary's opens the rules; any other opens the overview or, after the rules, trailing junk. */
  private title(n: Heading, line: number): void {
    const heading = toString(n).trim();
    this.stopDropping(line);
    this.current = undefined;
    if (heading === RULES) {
      this.part = 'rules';
      this.note.discard(line, line, 'structure-heading', 'note heading: the summary pages carry it');
    } else {
      // The note's title opens the overview; a title after the rules opens trailing junk.
      this.part = this.part === 'overview' || this.part === 'quick' ? 'overview' : 'junk';
      this.dropping = { from: line, kind: 'off-topic', reason: OVERVIEW_REASONS[heading] ?? 'not part of the rules summary' };
    }
  }

  /** A node of the overview, which is all dropped except the quick-start guide's sections. */
  private overview(n: RootContent, line: number): void {
    if (n.type === 'heading') {
      this.overviewHeading(n, line);
      return;
    }
    if (this.part === 'quick' && this.current && !this.dropping) this.blocks.content(n, this.current.blocks);
    else this.dropping ??= { from: line, kind: 'off-topic', reason: 'not part of the rules summary' };
  }

  /** An overview heading: `##` opens the quick-start guide or another dropped topic; in the guide, `###` groups and deeper headings open sections. */
  private overviewHeading(n: Heading, line: number): void {
    const heading = toString(n).trim();
    if (n.depth === 2) {
      this.stopDropping(line);
      this.current = undefined;
      this.part = heading === QUICK_START ? 'quick' : 'overview';
      if (this.part === 'quick') this.note.discard(line, line, 'structure-heading', 'guide heading: the quick-start page carries it');
      else this.dropping = { from: line, kind: 'off-topic', reason: OVERVIEW_REASONS[heading] ?? 'not part of the rules summary' };
    } else if (this.part !== 'quick') {
      this.dropping ??= { from: line, kind: 'off-topic', reason: 'not part of the rules summary' };
    } else if (n.depth === 3 && !OVERVIEW_REASONS[heading]) {
      this.stopDropping(line);
      this.current = undefined;
      this.note.discard(line, line, 'structure-heading', 'guide sub-heading: the quick-start page carries it');
    } else {
      this.stopDropping(line);
      const title = heading.replace(/:$/, '');
      if (OVERVIEW_REASONS[title]) {
        this.current = undefined;
        this.dropping = { from: line, kind: 'off-topic', reason: OVERVIEW_REASONS[title]! };
      } else {
        this.openSection(title, line, 'summary:quick-', QUICK_START);
      }
    }
  }

  /** A node of the rules summary, the PoK rules or the cheat sheet (which starts with a known paragraph). */
  private rules(n: RootContent, line: number): void {
    if (n.type === 'paragraph' && CHEAT_SHEET_START.test(toString(n))) {
      this.part = 'cheat';
      this.cheat.section.line = line;
    }
    if (this.part === 'cheat') {
      if (n.type !== 'thematicBreak') this.cheat.add(n);
    } else if (n.type === 'heading' && n.depth === 2) {
      this.rulesHeading(n, line);
    } else if (this.current) {
      this.blocks.content(n, this.current.blocks);
    }
  }

  /** A `##` of the rules: the PoK heading starts the PoK part; any other opens a section. */
  private rulesHeading(n: Heading, line: number): void {
    const heading = toString(n).trim();
    if (heading === POK) {
      this.part = 'pok';
      this.current = undefined;
      this.note.discard(line, line, 'structure-heading', 'expansion heading: the pok: ids and page carry it');
      return;
    }
    const title = titleCase(heading.replace(/^\d+\.\s*/, ''));
    const pok = this.part === 'pok';
    this.stopDropping(line);
    this.openSection(title, line, pok ? 'pok:' : 'summary:', pok ? 'Prophecy of Kings' : 'Rules Summary');
  }

  /** Starts a section under the current part, on the page that part gives it. */
  private openSection(title: string, line: number, idPrefix: string, group: string): void {
    const slug = slugify(title);
    this.current = { id: `${idPrefix}${slug}`, title, ...sectionPage(this.part, title, slug), group, line, blocks: [] };
    this.blocks.reset();
    this.sections.push(this.current);
  }

  /** Reports the off-topic span being skipped as ending on the line before `before`. */
  private stopDropping(before: number): void {
    if (this.dropping) this.note.discard(this.dropping.from, before - 1, this.dropping.kind, this.dropping.reason);
    this.dropping = undefined;
  }
}
