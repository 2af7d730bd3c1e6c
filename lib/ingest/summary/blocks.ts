/** The note's markdown under a section heading, read as blocks: labelled paragraphs and (nested) lists. */
import type { List, ListItem, Paragraph, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { entriesToBlock, listEntries } from '../text/list-entries';
import { titleCase } from '../text/title-case';
import type { Block } from '../types';
import { endLine, type Note, startLine } from './note';
import { flatten, isCapsLine } from './wrapped-text';

/**
 * Reads nodes into a section's blocks. A caps line or a heading of its own labels the block after
 * it, so the pending label is carried from node to node until a block takes it.
 */
export class SectionBlocks {
  private label: string | undefined;

  constructor(private readonly note: Note) {}

  /** A new section starts without a pending label. */
  reset(): void {
    this.label = undefined;
  }

  /** Appends the blocks of one markdown node; markup with no reading is reported. */
  content(n: RootContent, target: Block[]): void {
    if (n.type === 'paragraph') this.paragraph(n, target);
    else if (n.type === 'list') this.list(n, target);
    else if (n.type === 'heading') this.label = this.note.clean(titleCase(toString(n).replace(/:$/, '')), startLine(n));
    else if (n.type === 'code') this.paragraph({ type: 'paragraph', children: [{ type: 'text', value: n.value }], position: n.position }, target);
    else if (n.type !== 'thematicBreak') this.note.unknownMarkup(n);
  }

  /** A paragraph: "CAPS LINE\ntext" is labelled text, a caps line alone labels what follows. */
  private paragraph(p: Paragraph, target: Block[]): void {
    const { note } = this;
    const line = startLine(p);
    const raw = toString(p);
    const [first = '', ...rest] = raw.split('\n');
    if (isCapsLine(first.trim()) && rest.length > 0) {
      target.push({ type: 'paragraph', label: note.clean(titleCase(first.trim()), line), text: note.clean(flatten(rest.join('\n')), line) });
    } else if (isCapsLine(raw.trim())) {
      this.label = note.clean(titleCase(raw.trim()), line);
    } else {
      target.push({ type: 'paragraph', text: note.clean(flatten(raw), line), ...(this.label ? { label: this.label } : {}) });
      this.label = undefined;
    }
  }

  /** A list: one nested list block where it reads as one, else paragraphs and runs of sub-steps. */
  private list(list: List, target: Block[]): void {
    if (this.label) {
      target.push({ type: 'paragraph', label: this.label, text: '' });
      this.label = undefined;
    }
    if (this.nestedList(list, target)) return;
    // Steps with headings ("2. MOVEMENT ...") read as labelled paragraphs. Sub-steps the transcript
    // left at the level of their step ("1. FIRST AGENDA" then "1. REVEAL AGENDA:", "2. VOTE: ..."):
    // a run of items without a heading is a list under the step's label.
    let run: ListItem[] = [];
    const flush = () => {
      if (run.length && !this.nestedList({ ...list, children: run }, target)) run.forEach((li) => this.numberedParagraphs(li, target));
      run = [];
    };
    list.children.forEach((li) => {
      const head = li.children[0];
      if (head?.type === 'paragraph' && !isCapsLine(toString(head).split('\n')[0]!.trim())) run.push(li);
      else {
        flush();
        this.numberedParagraphs(li, target);
      }
    });
    flush();
  }

  /** A list as one ListBlock with its nesting ("2. Action Phase:" over bullets, a lettered run and a numbered breakdown), or false. */
  private nestedList(list: List, target: Block[]): boolean {
    const number = (li: ListItem) => this.number(li);
    const entries = listEntries(list, { number, isHeading: isCapsLine, paragraphs: (p) => this.hangingParagraphs(p) });
    if (!entries) return false;
    for (const e of entries) {
      if (e.lettered) this.note.repaired(e.line, [{ kind: 'lettered-list', before: e.lettered, after: 'a numbered list one level down' }]);
    }
    const ready = entries.map((e) => ({ ...e, text: this.note.clean(flatten(e.text), e.line) }));
    target.push(entriesToBlock(ready, list.ordered ?? false, Number(number(list.children[0]!) ?? 1)));
    return true;
  }

  /** An item read as paragraphs: "3. Status Phase: ..." as text, a step heading ("2. MOVEMENT") as a label. */
  private numberedParagraphs(li: ListItem, target: Block[]): void {
    const { note } = this;
    const [head, ...more] = li.children;
    const n = this.number(li);
    const prefix = n ? `${n}. ` : '';
    if (head?.type === 'paragraph') {
      const raw = toString(head);
      const [first = '', ...rest] = raw.split('\n');
      if (isCapsLine(first.trim())) {
        target.push({ type: 'paragraph', label: note.clean(prefix + titleCase(first.trim()), startLine(li)), text: note.clean(flatten(rest.join('\n')), startLine(li)) });
      } else {
        target.push({ type: 'paragraph', text: note.clean(prefix + flatten(raw), startLine(li)) });
      }
    }
    for (const child of more) this.content(child, target);
  }

  /** The number the source prints before an item ("2." or "2)"), if any. */
  private number(li: ListItem): string | undefined {
    return /^\s*(\d+)[.)]/.exec(this.note.lines[startLine(li) - 1] ?? '')?.[1];
  }

  /**
   * An item's paragraph as the paragraphs it holds, each with its line. The transcript hangs an
   * item's wrapped lines in; in an item wrapped that way, a line back at the margin starts a new
   * paragraph of it ("Announce the outcome ...", "FOR OR AGAINST: ...", "ELECT PLAYER: ..." under
   * "2. VOTE:").
   */
  private hangingParagraphs(p: Paragraph): { text: string; line: number }[] {
    const from = startLine(p);
    const raw = toString(p).split('\n');
    const source = this.note.lines.slice(from - 1, from - 1 + raw.length);
    const hung = raw.length === endLine(p) - from + 1 && source.some((l, k) => k > 0 && /^\s+\S/.test(l));
    const parts: { text: string; line: number }[] = [];
    raw.forEach((l, k) => {
      if (k === 0 || (hung && /^\S/.test(source[k]!))) parts.push({ text: l, line: from + k });
      else parts.at(-1)!.text += `\n${l}`;
    });
    return parts;
  }
}
