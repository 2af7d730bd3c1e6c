import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Element } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

interface Page {
  ids: Set<string>;
  links: string[];
}

const parser = unified().use(rehypeParse);

function readPage(html: string): Page {
  const ids = new Set<string>();
  const links: string[] = [];
  visit(parser.parse(html), 'element', (node: Element) => {
    const p = node.properties;
    if (typeof p.id === 'string') ids.add(p.id);
    for (const attr of ['href', 'src'] as const) {
      const v = p[attr];
      if (typeof v === 'string' && !(node.tagName === 'link' && p.rel?.toString().includes('preconnect'))) links.push(v);
    }
    if (node.tagName === 'meta' && String(p.httpEquiv).toLowerCase() === 'refresh' && typeof p.content === 'string') {
      const url = /url=(.*)$/i.exec(p.content)?.[1];
      if (url) links.push(url);
    }
  });
  return { ids, links };
}

/** The file of the static export that a site path is served from, as the static server resolves it. */
export function fileFor(outDir: string, path: string): string | undefined {
  const clean = decodeURIComponent(path.replace(/^\//, ''));
  const candidates = clean === '' || clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates.map((c) => join(outDir, c)).find((f) => existsSync(f) && !f.endsWith('/'));
}

/**
 * Walks every page of a static export and checks every internal link, script, stylesheet and
 * refresh target: the file must exist, and a #fragment must be an id on the target page.
 */
export async function findBrokenLinks(outDir: string): Promise<{ pages: number; links: number; broken: BrokenLink[] }> {
  const files = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
  const pages = new Map<string, Page>();
  for (const f of files) pages.set(join(outDir, f), readPage(await readFile(join(outDir, f), 'utf8')));
  const broken: BrokenLink[] = [];
  let links = 0;
  for (const [file, page] of pages) {
    const base = new URL(`http://site/${file.slice(outDir.length + 1).replace(/index\.html$/, '')}`);
    for (const href of page.links) {
      const url = new URL(href, base);
      if (url.origin !== base.origin) continue;
      links += 1;
      const target = fileFor(outDir, url.pathname);
      const where = file.slice(outDir.length + 1);
      if (!target) {
        broken.push({ page: where, href, reason: 'no such file' });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !pages.get(target)?.ids.has(fragment)) {
        broken.push({ page: where, href, reason: `no element with id "${fragment}"` });
      }
    }
  }
  return { pages: pages.size, links, broken };
}
