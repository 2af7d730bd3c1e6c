/** The TI3 FAQ's items as the reader opens them: grouped by section, numbered within it, text going to the item last opened. */
import type { SourceReport } from '../source-report';
import { slugify } from '../text/slug';
import type { Block, ParsedItem } from '../types';
import type { Part } from './tables';

export interface Section {
  part: Part;
  kind: 'faq' | 'errata';
  title: string;
  slug: string;
}

/** The expansions' errata sit under one heading rather than under categories. */
export const EXPANSION_ERRATA = 'Errata and Clarifications';

/** A title, category or heading: short, and not a sentence. */
export const isHeading = (line: string) => line.length <= 70 && !/[.!?:]["”)]?$/.test(line) && !/^[-•]\s/.test(line);

const where = (i: number) => `line ${i + 1}`;

/** The items read so far, by section, and the one text is added to. */
export class Ti3Items {
  readonly sections: { section: Section; items: ParsedItem[] }[] = [];
  private readonly counters = new Map<string, number>();
  /** The item text is added to; none between a heading and the first item under it. */
  private item: ParsedItem | undefined;

  constructor(private readonly report: SourceReport) {}

  /** Ends the current item: what follows belongs to a new one. */
  close(): void {
    this.item = undefined;
  }

  /** Opens the next item of a section (made on first use), numbered within it. */
  start(part: Part, kind: Section['kind'], sectionTitle: string, title: string, first?: Block): void {
    const { section, items } = this.sectionFor(part, kind, sectionTitle);
    const key = `${kind}:${section.slug}`;
    const n = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, n);
    this.item = {
      id: `ti3:${kind}:${section.slug}-${n}`,
      kind,
      title,
      section: sectionTitle,
      anchor: `${section.slug}-${n}`,
      blocks: first ? [first] : [],
    };
    items.push(this.item);
  }

  /** An "A:" line: the answer of the current question, or plain text anywhere else. */
  answer(i: number, line: string, text: string): void {
    if (this.item?.kind === 'faq') this.item.blocks.push({ type: 'paragraph', label: 'A', text });
    else this.addText(i, line);
  }

  /** A line of text: a paragraph, or a list entry ("- ..." or, in a FAQ answer, a heading-like line). */
  addText(i: number, line: string): void {
    const { item } = this;
    if (!item) {
      this.report.unresolved(where(i), 'orphan-text', line, 'text before any item');
      return;
    }
    const list = /^[-•]\s+(.*)$/.exec(line)?.[1] ?? (item.kind === 'faq' && isHeading(line) ? line : undefined);
    const last = item.blocks.at(-1);
    if (list === undefined) item.blocks.push({ type: 'paragraph', text: line });
    else if (last?.type === 'list') last.items.push(list);
    else item.blocks.push({ type: 'list', items: [list] });
  }

  /** Reports each question that never got an "A:" paragraph. */
  reportMissingAnswers(): void {
    for (const { items } of this.sections) {
      for (const it of items) {
        if (it.kind === 'faq' && !it.blocks.some((b) => b.type === 'paragraph' && b.label === 'A')) {
          this.report.unresolved(it.id, 'missing-answer', undefined, 'question without an answer');
        }
      }
    }
  }

  /** The section a kind and title name in a part, made on first use. */
  private sectionFor(part: Part, kind: Section['kind'], title: string) {
    const slug = part.prefix + (title === EXPANSION_ERRATA ? 'errata' : slugify(title));
    let entry = this.sections.find((s) => s.section.kind === kind && s.section.slug === slug);
    if (!entry) {
      entry = { section: { part, kind, title, slug }, items: [] };
      this.sections.push(entry);
    }
    return entry;
  }
}
