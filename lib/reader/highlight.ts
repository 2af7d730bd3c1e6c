/**
 * On the page a search result opened: marks its sentence in the rule (<mark> around each piece of
 * text it spans, so links and emphasis inside it stay as they are) and scrolls it into view, in
 * the middle of the screen, clear of the sticky header. A chunk of its own, loaded only when a
 * highlight is pending (see ./highlight-link.ts).
 */
import type { PendingHighlight } from './highlight-link';

/** A piece of one text node: [start, end) in that node's text. */
export interface TextRange {
  node: number;
  start: number;
  end: number;
}

export const SENTENCE_MARK_CLASS = 'sentence-hit rounded-sm bg-yellow-200 text-inherit dark:bg-yellow-700/60';

// What does not tell two renderings of a text apart: case, curly quotes, runs of white space.
const QUOTES: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"' };
const foldChar = (c: string) => {
  const q = QUOTES[c];
  if (q) return q;
  const lower = c.toLowerCase();
  return lower.length === 1 ? lower : c;
};

/**
 * Where `quote` stands in the concatenation of `texts` (a rule's text nodes, in order), compared
 * without case, quote style or white-space differences: one range per text node it touches, in
 * order; empty when it is not there.
 */
export function findQuote(texts: readonly string[], quote: string): TextRange[] {
  let folded = '';
  const from: [node: number, offset: number][] = [];
  texts.forEach((text, node) => {
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (/\s/.test(c)) {
        if (folded && !folded.endsWith(' ')) {
          folded += ' ';
          from.push([node, i]);
        }
      } else {
        folded += foldChar(c);
        from.push([node, i]);
      }
    }
  });
  const wanted = [...quote.trim().replace(/\s+/g, ' ')].map(foldChar).join('');
  const at = wanted ? folded.indexOf(wanted) : -1;
  if (at < 0) return [];
  const ranges: TextRange[] = [];
  for (let k = at; k < at + wanted.length; k++) {
    const [node, offset] = from[k]!;
    const last = ranges.at(-1);
    if (last && last.node === node) last.end = offset + 1;
    else ranges.push({ node, start: offset, end: offset + 1 });
  }
  return ranges;
}

/** Wraps the quote's text inside `scope` in <mark>s; returns them (none when the quote is not there). */
export function markQuote(scope: Element, quote: string): HTMLElement[] {
  const doc = scope.ownerDocument;
  const nodes: Text[] = [];
  const walker = doc.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return findQuote(
    nodes.map((n) => n.data),
    quote,
  ).map(({ node, start, end }) => {
    const piece = nodes[node]!.splitText(start);
    piece.splitText(end - start);
    const mark = doc.createElement('mark');
    mark.className = SENTENCE_MARK_CLASS;
    piece.replaceWith(mark);
    mark.append(piece);
    return mark;
  });
}

/** Marks the sentence in its rule (the page's main content when it has no anchor) and scrolls it into view. */
export function showHighlight(pending: PendingHighlight): void {
  const target = (pending.id && document.getElementById(pending.id)) || document.querySelector('main');
  if (!target) return;
  document.querySelectorAll('mark.sentence-hit').forEach((old) => old.replaceWith(...old.childNodes));
  document.querySelectorAll('[data-search-target]').forEach((old) => old.removeAttribute('data-search-target'));
  if (pending.id) target.setAttribute('data-search-target', '');
  const marks = markQuote(target.querySelector('.prose-rules') ?? target, pending.quote);
  const show = () => requestAnimationFrame(() => (marks[0] ?? target).scrollIntoView({ block: marks.length ? 'center' : 'start' }));
  // Until the page has loaded, the browser keeps its own anchor in view and would undo the scroll.
  if (document.readyState === 'complete') show();
  else addEventListener('load', show, { once: true });
}
