/**
 * Snippets as data: the sentence or bullet of an item that answers the query, as segments flagged
 * `hit` where a matched word stands. Never HTML: the UI renders segments as text nodes (a <mark>
 * around hits), so no text, query or corpus, can inject markup.
 *
 * The snippet is one piece of the item's text, never a stitch of pieces: the result link carries
 * it to the page (lib/reader/highlight-link.ts), which finds it there and highlights it.
 */
import { ELLIPSIS, type Segment } from './segments';
import { tokenize, type Token } from './text';

export { ELLIPSIS, snippetQuote, snippetText, type Segment } from './segments';

/** A piece of a text, by character offsets (end exclusive). */
export interface Span {
  start: number;
  end: number;
}

/** Window length in characters for a sentence too long to show whole (over WHOLE_LINE): about four lines on a 360 px phone. */
export const SNIPPET_LENGTH = 180;
/** A bullet, paragraph or sentence up to this long is shown whole: it reads as one answer. */
const WHOLE_LINE = 240;
// Words shown before the first hit in a window, so it reads as a phrase rather than starting on the hit.
const LEAD = 40;

// Words ending in a full stop that do not end a sentence.
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|no|nos|p|pp|ex)\.$/i;
// A sentence ends at . ! ? (and any closing quotes or brackets), before a space and a capital,
// digit, quote or bracket: "... a hit. If a unit's ...", "... of "1." Then, ...".
const SENTENCE_END = /[.!?]["'”’)\]]*(?=\s+["'“‘(\[]?[\p{Lu}\p{N}])/gu;

const trimmed = (text: string, start: number, end: number): Span | undefined => {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return end > start ? { start, end } : undefined;
};

/** The lines of a text (paragraphs, bullets), trimmed, empty ones left out. */
export function lineSpans(text: string): Span[] {
  const spans: Span[] = [];
  let from = 0;
  for (const line of text.split('\n')) {
    const span = trimmed(text, from, from + line.length);
    if (span) spans.push(span);
    from += line.length + 1;
  }
  return spans;
}

/** The sentences of one line of `text`, trimmed. */
export function sentenceSpans(text: string, line: Span): Span[] {
  const spans: Span[] = [];
  const piece = text.slice(line.start, line.end);
  let from = 0;
  for (const m of piece.matchAll(SENTENCE_END)) {
    const stop = m.index + m[0].length;
    if (ABBREVIATION.test(piece.slice(Math.max(0, m.index - 8), m.index + 1))) continue;
    const span = trimmed(text, line.start + from, line.start + stop);
    if (span) spans.push(span);
    from = stop;
  }
  const last = trimmed(text, line.start + from, line.end);
  if (last) spans.push(last);
  return spans;
}

/**
 * The pieces of a text that each say one thing: every sentence, and every line (bullet, paragraph)
 * short enough to read as one answer (up to WHOLE_LINE). Ranking asks how much of a query one piece
 * holds; the snippet shows the best piece.
 */
export function answerPieces(text: string): Span[] {
  const pieces: Span[] = [];
  for (const line of lineSpans(text)) {
    if (line.end - line.start <= WHOLE_LINE) pieces.push(line);
    pieces.push(...sentenceSpans(text, line));
  }
  return pieces;
}

interface Candidate extends Span {
  /** Matched terms, counted once each. */
  distinct: number;
  hits: number;
  /**
   * Part of a FAQ question ("Q: ...", which the result's title already shows) or a label line (a
   * heading such as "Space Cannon Offense"): says less than a sentence, so any other match comes first.
   */
  lesser: boolean;
  /** A whole line (bullet, paragraph), preferred to one of its sentences that matches as well. */
  whole: boolean;
}

const better = (a: Candidate, b: Candidate) =>
  Number(a.distinct > 0) - Number(b.distinct > 0) ||
  Number(b.lesser) - Number(a.lesser) ||
  a.distinct - b.distinct ||
  Number(a.whole) - Number(b.whole) ||
  a.hits - b.hits ||
  b.start - a.start;

/**
 * The piece of `text` a snippet shows: the line (up to WHOLE_LINE characters) or sentence with the
 * most distinct matched terms, an answer before a question or a heading, the earliest on a tie;
 * the first line or sentence when nothing matches. `hits` are the matched tokens, in text order.
 */
export function bestSpan(text: string, hits: readonly Token[]): Span | undefined {
  let best: Candidate | undefined;
  const lines = lineSpans(text);
  for (const line of lines) {
    const words = text.slice(line.start, line.end);
    const label = lines.length > 1 && !/[.!?:;…"”)]$/.test(words) && words.split(/\s+/).length <= 5;
    const lesser = label || /^Q\s*:/.test(words);
    const pieces = sentenceSpans(text, line).map((s) => ({ ...s, whole: false }));
    if (line.end - line.start <= WHOLE_LINE) pieces.unshift({ ...line, whole: true });
    for (const piece of pieces) {
      const inside = hits.filter((h) => h.start >= piece.start && h.end <= piece.end);
      const candidate = { ...piece, lesser, distinct: new Set(inside.map((h) => h.term)).size, hits: inside.length };
      if (!best || better(candidate, best) > 0) best = candidate;
    }
  }
  return best && { start: best.start, end: best.end };
}

/**
 * The span itself when it is short enough to show whole, else the window of at most `length`
 * characters inside it that covers the most distinct matched terms (then the most hits).
 */
function windowIn(span: Span, hits: readonly Token[], tokens: readonly Token[], length: number): Span {
  if (span.end - span.start <= Math.max(length, WHOLE_LINE)) return span;
  let from = span.start;
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
  let start = Math.max(span.start, from - LEAD);
  if (start > span.start) start = tokens.find((t) => t.start >= start)?.start ?? from;
  let end = Math.min(span.end, start + length);
  if (end < span.end) end = tokens.findLast((t) => t.end <= end && t.start >= start)?.end ?? end;
  return { start, end };
}

/** `tokens`: the text's tokens, when the caller has them already. */
export function makeSnippet(text: string, isHit: (term: string) => boolean, tokens: Token[] = tokenize(text), length = SNIPPET_LENGTH): Segment[] {
  const hits = tokens.filter((t) => !t.stop && isHit(t.term));
  const span = bestSpan(text, hits);
  if (!span) return [];
  const inSpan = hits.filter((h) => h.start >= span.start && h.end <= span.end);
  const { start, end } = windowIn(span, inSpan, tokens, length);

  const segments: Segment[] = [];
  const push = (piece: string, hit: boolean) => {
    const clean = piece.replace(/\s+/g, ' ');
    if (!clean) return;
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += clean;
    else segments.push({ text: clean, hit });
  };
  if (start > span.start) push(`${ELLIPSIS} `, false);
  let at = start;
  for (const h of inSpan) {
    if (h.start < start || h.end > end) continue;
    push(text.slice(at, h.start), false);
    push(text.slice(h.start, h.end), true);
    at = h.end;
  }
  push(text.slice(at, end), false);
  if (end < span.end) push(` ${ELLIPSIS}`, false);
  return segments;
}
