/**
 * Snippets as data: the piece of an item's text that holds the most matched words, as segments
 * flagged `hit` where a matched word stands. Never HTML: the UI renders segments as text nodes
 * (a <mark> around hits), so no text, query or corpus, can inject markup.
 */
import { tokenize, type Token } from './text';

export interface Segment {
  text: string;
  hit: boolean;
}

/** Snippet length in characters, about two lines on a 360 px phone... times two. */
export const SNIPPET_LENGTH = 180;
// Words shown before the first hit, so a snippet reads as a phrase rather than starting on the hit.
const LEAD = 40;

/** `tokens`: the text's tokens, when the caller has them already. */
export function makeSnippet(text: string, isHit: (term: string) => boolean, tokens: Token[] = tokenize(text), length = SNIPPET_LENGTH): Segment[] {
  const hits = tokens.filter((t) => !t.stop && isHit(t.term));

  // The window starting at a hit that covers the most distinct matched terms (then the most hits).
  let from = 0;
  let best = [-1, -1];
  for (let i = 0; i < hits.length; i++) {
    const limit = hits[i]!.start + length - LEAD;
    const inWindow = new Set<string>();
    let count = 0;
    for (let j = i; j < hits.length && hits[j]!.end <= limit; j++, count++) inWindow.add(hits[j]!.term);
    if (inWindow.size > best[0]! || (inWindow.size === best[0] && count > best[1]!)) {
      best = [inWindow.size, count];
      from = hits[i]!.start;
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
