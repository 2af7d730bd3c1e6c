/**
 * The note's terse cheat sheet, read into one section. Its paragraphs were pasted out of order and
 * abbreviate words by bracketing their start ("[Obj]ective"), so it has readings of its own.
 */
import type { RootContent } from 'mdast';
import { titleCase } from '../text/title-case';
import type { Block } from '../types';
import type { Note } from './note';
import type { Section } from './sections';
import { flatten } from './wrapped-text';

const sentenceEnd = /[.!?:;)"”]$/;

/** The cheat-sheet section, filled one markdown node at a time. */
export class CheatSheet {
  readonly section: Section = { id: 'summary:cheat-sheet', title: 'Cheat Sheet', page: 'cheat-sheet', pageTitle: 'Cheat Sheet', group: 'Cheat Sheet', line: 0, blocks: [] };
  /** Abbreviations the sheet defines by bracketing a word's start ("[Obj]ective"), by lowercase abbreviation. */
  private readonly abbreviations = new Map<string, string>();

  constructor(private readonly note: Note) {}

  /**
   * One markdown paragraph of the cheat sheet. A short line of its own is a label ("Round", "MISC")
   * for the lines after it; numbers alone are catalogue junk; a chunk starting in lowercase finishes
   * an unfinished paragraph (the notes were pasted out of order); "[Obj]ective" abbreviations are
   * spelt out.
   */
  add(n: RootContent): void {
    const { note, section } = this;
    const line = n.position!.start.line;
    const end = n.position!.end.line;
    const raw = note.lines.slice(line - 1, end).join('\n').trim();
    if (n.type !== 'paragraph' || !/[A-Za-z]/.test(raw)) {
      note.discard(line, end, 'junk', 'board-game statistics without labels (player count, minutes, weight)');
      return;
    }
    const isLabel = (l: string) => l.split(/\s+/).length <= 3 && !/[:.]/.test(l);
    const chunks: { label?: string; lines: string[]; line: number }[] = [];
    raw.split('\n').forEach((l, k) => {
      if (isLabel(l)) chunks.push({ label: titleCase(l), lines: [], line: line + k });
      else if (chunks.length) chunks.at(-1)!.lines.push(l);
      else chunks.push({ lines: [l], line: line + k });
    });
    for (const chunk of chunks) {
      const text = chunk.lines.length ? note.clean(this.expand(flatten(chunk.lines.join('\n')), chunk.line), chunk.line) : '';
      const pending = section.blocks.at(-1);
      if (!chunk.label && /^[a-z]/.test(text) && this.appendFragment(text, chunk.line)) continue;
      if (!chunk.label && pending?.type === 'paragraph' && pending.label && pending.text === '') pending.text = text;
      else section.blocks.push({ type: 'paragraph', text, ...(chunk.label ? { label: chunk.label } : {}) });
    }
  }

  /** Appends a fragment to the paragraph it finishes: the one left with an open "(" if it closes one. */
  private appendFragment(text: string, line: number): boolean {
    const unbalanced = (t: string) => (t.match(/\(/g) ?? []).length - (t.match(/\)/g) ?? []).length;
    const unfinished = this.section.blocks.filter((b): b is Extract<Block, { type: 'paragraph' }> => b.type === 'paragraph' && b.text !== '' && !sentenceEnd.test(b.text)).reverse();
    const open = (unbalanced(text) < 0 && unfinished.find((b) => unbalanced(b.text) > 0)) || unfinished[0];
    if (!open) return false;
    this.note.repaired(line, [{ kind: 'displaced-fragment', before: `${open.text.slice(-30)} … ${text.slice(0, 30)}`, after: `${open.text.slice(-30)} ${text.slice(0, 30)}` }]);
    open.text = `${open.text} ${text}`;
    return true;
  }

  /** "[Obj]ective" -> "Objective" (and learns Obj); a later bare "[Obj]" -> "Objective". */
  private expand(text: string, line: number): string {
    const known = this.abbreviations;
    return text.replace(/\[(\w+)\](\w*)/g, (whole: string, abbr: string, tail: string) => {
      let word = abbr + tail;
      if (tail) known.set(abbr.toLowerCase(), word);
      else word = known.get(abbr.toLowerCase()) ?? [...known].find(([a]) => a.startsWith(abbr.toLowerCase()))?.[1] ?? abbr;
      this.note.repaired(line, [{ kind: 'abbreviation', before: whole, after: word }]);
      return word;
    });
  }
}
