import { missingNoticeId, type MissingRule } from '../corpus/missing-numbers';
import { entryBounds } from '../corpus/rule-bounds';
import type { Item } from '../corpus/types';
import type { BoundRow } from '../reader/short-link-miss';

export interface StaticFile {
  /** Path under out/, e.g. `r/49.4/index.html`. */
  path: string;
  content: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Short links `/r/49.4` and `/r/49` for every LRR number. A static export cannot answer with a
 * redirect status, so each is a tiny page that refreshes to the rule at once, with a plain link
 * for anything that ignores the refresh. No script: it works under the strict CSP and offline.
 */
export function shortLinkPages(corpus: Item[], missing: MissingRule[] = []): StaticFile[] {
  const rules = corpus
    .filter((item) => item.source === 'ti4-lrr-1.2' && item.number)
    .map((item) => page(item.number!, item.url, `${item.number} ${item.title}`, item.url, `${item.number} ${item.title}`));
  // A number the LRR skips lands on its entry, at the notice that says so (see missingNoticeId).
  const skipped = missing.map(({ number, entry }) => {
    const target = `${entry.url}#${missingNoticeId(number)}`;
    return page(number, target, `${number} is not in LRR 1.2`, entry.url, `${number} is not in LRR 1.2 — see entry ${entry.number} ${entry.title}`);
  });
  return [...rules, ...skipped];
}

function page(number: string, target: string, title: string, canonical: string, text: string): StaticFile {
  const url = escapeHtml(target);
  return {
    path: `r/${number}/index.html`,
    content:
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
      `<meta http-equiv="refresh" content="0;url=${url}"><meta name="robots" content="noindex">` +
      `<link rel="canonical" href="${escapeHtml(canonical)}"><title>${escapeHtml(title)}</title></head>` +
      `<body><p><a href="${url}">${escapeHtml(text)}</a></p></body></html>\n`,
  };
}

/**
 * Each LRR 1.2 entry's bounds, for the not-found page: a short link past an entry's rules
 * (/r/49.10) has no page, and the page tells it from these (lib/reader/short-link-miss.ts).
 */
export function shortLinkBounds(corpus: readonly Item[]): BoundRow[] {
  return [...entryBounds(corpus)].map(([number, { entry, last }]) => (last === undefined ? [number, entry.title, entry.url] : [number, entry.title, entry.url, last]));
}
