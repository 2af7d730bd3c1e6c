import type { Item } from '../corpus/types';

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
export function shortLinkPages(corpus: Item[]): StaticFile[] {
  return corpus
    .filter((item) => item.source === 'ti4-lrr-1.2' && item.number)
    .map((item) => {
      const url = escapeHtml(item.url);
      const title = escapeHtml(`${item.number} ${item.title}`);
      return {
        path: `r/${item.number}/index.html`,
        content:
          `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
          `<meta http-equiv="refresh" content="0;url=${url}"><meta name="robots" content="noindex">` +
          `<link rel="canonical" href="${url}"><title>${title}</title></head>` +
          `<body><p><a href="${url}">${title}</a></p></body></html>\n`,
      };
    });
}
