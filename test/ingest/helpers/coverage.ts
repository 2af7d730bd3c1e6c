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
  /** Share of the kept source words the items hold in source order (longest common subsequence). */
  inOrder: number;
  checked: number;
}

/**
 * Checks the source words of `text.slice(start, end)` (skipping discarded ranges) against the
 * item words: each must occur in the items or in a report line's `before`, and most must occur
 * in the same order.
 */
export function coverage(text: string, result: ParseResult, start = 0, end = text.length): Coverage {
  const discarded = discardedRanges(result);
  const items = itemWords(result);
  const anywhere = new Set(items);
  const reported = new Set(result.report.flatMap((r) => normalizedWords(r.before ?? '')));
  // Characters of discarded spans are blanked, so a word glued across a span's edge counts by its kept part.
  const kept = [...text.slice(start, end)].map((c, i) => (discarded.some(([a, b]) => start + i >= a && start + i < b) ? ' ' : c)).join('');
  const source = normalizedWords(kept);
  const lost = source.filter((w) => !anywhere.has(w) && !reported.has(w));
  return { lost, inOrder: source.length ? lcsLength(source, items) / source.length : 1, checked: source.length };
}

function lcsLength(a: string[], b: string[]): number {
  let prev = new Uint32Array(b.length + 1);
  let row = new Uint32Array(b.length + 1);
  for (const x of a) {
    for (let j = 1; j <= b.length; j++) row[j] = x === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    [prev, row] = [row, prev];
  }
  return prev[b.length]!;
}
