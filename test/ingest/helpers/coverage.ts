/**
 * "Nothing lost" checks: every word of a source region must reach the items, or be named by a
 * report line (a repair's `before`, or a discarded span's char range).
 */
import type { ParseResult } from '@/lib/ingest/types';

/** Lowercased words with punctuation stripped: the unit "nothing lost" is counted in. */
export function normalizedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** The items' words in page and item order: page title, then each item's section, title, labels and text. */
export function itemWords(result: ParseResult): string[] {
  const out: string[] = [];
  for (const page of result.pages) {
    out.push(...normalizedWords(page.title));
    for (const item of page.items) {
      out.push(...normalizedWords(`${item.section ?? ''} ${item.title}`));
      for (const b of item.blocks) {
        out.push(...normalizedWords(b.type === 'paragraph' ? `${b.label ?? ''} ${b.text}` : b.items.join(' ')));
      }
    }
  }
  return out;
}

/** Char ranges `chars a-b` of the discard lines. */
export function discardedRanges(result: ParseResult): [number, number][] {
  return result.report
    .filter((r) => r.action === 'discard')
    .map((r) => /chars (\d+)-(\d+)/.exec(r.where))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => [Number(m[1]), Number(m[2])]);
}

export interface Coverage {
  /** Source words found neither in the items nor in any report line. */
  lost: string[];
  /** Share of the kept source words found in the items in source order. */
  inOrder: number;
  checked: number;
}

/**
 * Walks the source words of `text.slice(start, end)` (skipping discarded ranges) against the
 * item words: a word is found in order when it occurs a little ahead of the last match; else it
 * must occur somewhere in the items or in a report line's `before`.
 */
export function coverage(text: string, result: ParseResult, start = 0, end = text.length): Coverage {
  const discarded = discardedRanges(result);
  const items = itemWords(result);
  const anywhere = new Set(items);
  const reported = new Set(result.report.flatMap((r) => normalizedWords(r.before ?? '')));
  const lost: string[] = [];
  let j = 0;
  let inOrder = 0;
  let checked = 0;
  for (const m of text.slice(start, end).matchAll(/\S+/g)) {
    const at = start + m.index;
    if (discarded.some(([a, b]) => at >= a && at < b)) continue;
    for (const w of normalizedWords(m[0])) {
      checked++;
      const ahead = items.indexOf(w, j);
      if (ahead >= 0 && ahead - j < 40) {
        inOrder++;
        j = ahead + 1;
      } else if (!anywhere.has(w) && !reported.has(w)) {
        lost.push(w);
      }
    }
  }
  return { lost, inOrder: checked ? inOrder / checked : 1, checked };
}
