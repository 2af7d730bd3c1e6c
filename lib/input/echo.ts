/**
 * Repeating untrusted input in a message. An error line must stay one line on a terminal and stay
 * short, whatever it quotes: control characters (newlines, ANSI escapes), invisible direction
 * overrides and unpaired surrogates are written as escapes, and a quote is cut after
 * ECHO_MAX characters.
 */

/** How much of one piece of input a message repeats: enough to recognise it, never a whole file. */
export const ECHO_MAX = 120;

/** Longest error line a command prints, whatever it is made of (the safety net for `oneLine`). */
export const LINE_MAX = 1000;

/** C0 and C1 controls, DEL, line and paragraph separators, bidi marks and overrides, lone surrogates. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeChar(ch: string): string {
  if (!UNSAFE.test(ch)) return ch;
  return Object.hasOwn(NAMED, ch) ? NAMED[ch]! : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * `text` made safe to print inside one line: unsafe characters escaped, and cut (with "…") once
 * the escaped form would pass `max` characters. Reads at most about `max` characters of `text`,
 * so a 10 MB string costs no more than a short one.
 */
export function echo(text: string, max = ECHO_MAX): string {
  let out = '';
  // Code points, so a pair of surrogates is kept or cut whole; a lone one comes out escaped.
  for (const ch of text) {
    const piece = escapeChar(ch);
    if (out.length + piece.length > max) return `${out}…`;
    out += piece;
  }
  return out;
}

/** A quoted echo of a string, or the kind of any other value (never its serialisation). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `"${echo(value)}"`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** The last guard before a message is printed: one line, at most LINE_MAX characters. */
export function oneLine(message: string): string {
  return echo(message, LINE_MAX);
}
