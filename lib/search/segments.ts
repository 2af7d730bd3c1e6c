/**
 * A snippet's segments as the page uses them, apart from how they are made (./snippet.ts): the
 * reader script needs these few lines, not the tokenizer behind them.
 */

export interface Segment {
  text: string;
  hit: boolean;
}

/** The ellipsis marks a window cut out of a longer sentence. */
export const ELLIPSIS = '…';

/** The snippet as plain text (for the CLI's JSON and for tests). */
export function snippetText(segments: Segment[]): string {
  return segments.map((s) => s.text).join('');
}

/** The words of the item a snippet shows, without the ellipses that mark a cut: what the page highlights. */
export function snippetQuote(segments: Segment[]): string {
  let text = snippetText(segments);
  if (text.startsWith(`${ELLIPSIS} `)) text = text.slice(2);
  if (text.endsWith(` ${ELLIPSIS}`)) text = text.slice(0, -2);
  return text.trim();
}
