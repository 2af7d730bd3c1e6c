/**
 * A markdown list as the flat entries of a ListBlock (see lib/ingest/types.ts): every paragraph of
 * every item in document order with its level, so nesting survives and no text is dropped.
 */
import type { List, ListItem, Paragraph } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { ListBlock, ListForm } from '../types';

export interface ListEntry {
  /** Raw text, soft line breaks kept (the caller flattens and repairs it). */
  text: string;
  line: number;
  depth: number;
  /** Unset: an item of a bullet list below the top, or of the top list. */
  form?: ListForm;
  /** Markers of a lettered run this entry heads ("a) b) c)"), for the report. */
  lettered?: string;
}

export interface ListEntryOptions {
  /** The number an ordered item carries in the source ("3" for "3. Status Phase:"); mdast keeps only the first. */
  number: (li: ListItem) => string | undefined;
  /** First lines that are headings rather than item text ("2. MOVEMENT"): such a list is left to the caller. */
  isHeading?: (firstLine: string) => boolean;
  /** A paragraph's text as the paragraphs it really is (a transcript's hard-wrapped lines hide breaks); default: as one. */
  paragraphs?: (p: Paragraph) => { text: string; line: number }[];
}

/** "a) Tactical Action: ..." at the start of a line; CommonMark has no lettered lists, so these stay lines of a paragraph. */
const LETTERED = /^\s*([a-z])\)\s+/;

/**
 * The lines of a paragraph up to a run of lettered lines ("a) ...", "b) ...", each letter the next
 * one from "a"), and the run's items; a line without the next letter continues the item above it.
 */
export function splitLettered(raw: string): { head: string; items: { text: string; offset: number }[]; markers: string } {
  const lines = raw.split('\n');
  const start = lines.findIndex((l, k) => k > 0 && LETTERED.exec(l)?.[1] === 'a');
  if (start < 0) return { head: raw, items: [], markers: '' };
  const items: { text: string; offset: number }[] = [];
  const markers: string[] = [];
  lines.slice(start).forEach((l, k) => {
    const m = LETTERED.exec(l);
    if (m && m[1] === String.fromCharCode(97 + items.length)) {
      items.push({ text: l.slice(m[0].length), offset: start + k });
      markers.push(`${m[1]})`);
    } else {
      items.at(-1)!.text += `\n${l}`;
    }
  });
  return { head: lines.slice(0, start).join('\n'), items, markers: markers.join(' ') };
}

/**
 * Entries of a list and the lists inside it, or undefined when an item holds anything but
 * paragraphs and lists, opens with a heading line or a list, or an ordered list is numbered out of
 * sequence (a nested one must also start at 1): the caller keeps its own reading for those.
 */
export function listEntries(list: List, options: ListEntryOptions, depth = 0): ListEntry[] | undefined {
  const numbers = list.children.map(options.number);
  const first = Number(numbers[0] ?? 1);
  if (list.ordered && (numbers.some((n, k) => n !== String(first + k)) || (depth > 0 && first !== 1))) return undefined;
  const form: ListForm | undefined = depth > 0 && list.ordered ? 'ordered' : undefined;
  const out: ListEntry[] = [];
  for (const li of list.children) {
    const [head] = li.children;
    if (head?.type !== 'paragraph' || options.isHeading?.(toString(head).split('\n')[0]!.trim())) return undefined;
    for (const [k, child] of li.children.entries()) {
      if (child.type === 'list') {
        const sub = listEntries(child, options, depth + 1);
        if (!sub) return undefined;
        out.push(...sub);
        continue;
      }
      if (child.type !== 'paragraph') return undefined;
      const parts = options.paragraphs?.(child) ?? [{ text: toString(child), line: child.position?.start.line ?? 0 }];
      for (const [j, { text: raw, line }] of parts.entries()) {
        const { head: text, items, markers } = splitLettered(raw);
        out.push({ text, line, depth, ...(k === 0 && j === 0 ? (form ? { form } : {}) : { form: 'more' as const }), ...(markers ? { lettered: markers } : {}) });
        for (const item of items) out.push({ text: item.text, line: line + item.offset, depth: depth + 1, form: 'ordered' });
      }
    }
  }
  return out;
}

/** The ListBlock of entries whose text is ready; `forms` only when some entry is not the default. */
export function entriesToBlock(entries: Pick<ListEntry, 'text' | 'depth' | 'form'>[], ordered: boolean, start = 1): ListBlock {
  const block: ListBlock = { type: 'list', ...(ordered ? { ordered: true } : {}), ...(ordered && start !== 1 ? { start } : {}), items: entries.map((e) => e.text) };
  if (entries.some((e) => e.depth > 0)) block.depths = entries.map((e) => e.depth);
  if (entries.some((e) => e.form)) block.forms = entries.map((e) => e.form ?? (e.depth === 0 && ordered ? 'ordered' : 'bullet'));
  return block;
}
