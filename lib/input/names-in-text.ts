/**
 * A message that repeats what the user gave (the timing engine's `…belongs to the active player
 * (Ann), not to Bo` and `no timing word opens "…"`), cut into our words and theirs: the names, and
 * each double-quoted span (the engine quotes the player's text with its own quotes removed). A page
 * isolates each of theirs (`<bdi>`): a name holding a right-to-left override (U+202E) would
 * otherwise reverse the words after it.
 */

import { escapeRegExp } from '../escape-regexp';

export interface Piece {
  text: string;
  /** True for a name or a quoted span: the user's text, not ours. */
  theirs: boolean;
}

/** `text` as pieces, in order; longer names are matched first, so "Ann" never cuts "Anna" short. */
export function splitTheirs(text: string, names: readonly string[]): Piece[] {
  const list = [...new Set(names)].filter((n) => n !== '').sort((a, b) => b.length - a.length);
  const pattern = new RegExp(['"[^"]*"', ...list.map(escapeRegExp)].join('|'), 'g');
  const pieces: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) pieces.push({ text: text.slice(last, m.index), theirs: false });
    pieces.push({ text: m[0], theirs: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), theirs: false });
  return pieces;
}
