/**
 * Snippets as data: the piece of an item's text that holds the most matched words, as segments
 * flagged `hit` where a matched word stands. Never HTML: the UI renders segments as text nodes
 * (a <mark> around hits), so no text, query or corpus, can inject markup.
 */
import { tokenize } from './text';

export interface Segment {
  text: string;
  hit: boolean;
}

/** Snippet length in characters, about two lines on a 360 px phone... times two. */
export const SNIPPET_LENGTH = 180;
// Words shown before the first hit, so a snippet reads as a phrase rather than starting on the hit.
const LEAD = 40;

export function makeSnippet(text: string, isHit: (term: string) => boolean, length = SNIPPET_LENGTH): Segment[] {
  const tokens = tokenize(text);
  const hits = tokens.filter((t) => !t.stop && isHit(t.term));

  // The window starting at a hit that covers the most distinct matched terms (then the most hits).
  let from = 0;
  let best = [-1, -1];
  for (const first of hits) {
    const inWindow = hits.filter((h) => h.start >= first.start && h.end <= first.start + length - LEAD);
    const score = [new Set(inWindow.map((h) => h.term)).size, inWindow.length];
    if (score[0]! > best[0]! || (score[0] === best[0] && score[1]! > best[1]!)) {
      best = score;
      from = first.start;
    }
  }
  let start = Math.max(0, from - LEAD);
  if (start > 0) start = tokens.find((t) => t.start >= start)?.start ?? from;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = tokens.findLast((t) => t.end <= end && t.start >= start)?.end ?? end;

  const segments: Segment[] = [];
  const push = (piece: string, hit: boolean) => {
    const clean = piece.replace(/\s+/g, ' ');
    if (!clean) return;
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += clean;
    else segments.push({ text: clean, hit });
  };
  if (start > 0) push('… ', false);
  let at = start;
  for (const h of hits) {
    if (h.start < start || h.end > end) continue;
    push(text.slice(at, h.start), false);
    push(text.slice(h.start, h.end), true);
    at = h.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(' …', false);
  return segments;
}

/** The snippet as plain text (for the CLI's JSON and for tests). */
export function snippetText(segments: Segment[]): string {
  return segments.map((s) => s.text).join('');
}
