import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Element } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** The scripts a page loads before it is interactive: every <script src> of its HTML that a modern browser runs. */
export function scriptSources(html: string): string[] {
  const tree = unified().use(rehypeParse).parse(html);
  const sources: string[] = [];
  visit(tree, 'element', (node: Element) => {
    // `nomodule` scripts are polyfills that modern browsers never download.
    if (node.tagName === 'script' && typeof node.properties.src === 'string' && node.properties.noModule === undefined) {
      sources.push(node.properties.src);
    }
  });
  return sources;
}

export interface RouteWeight {
  route: string;
  scripts: number;
  /** Gzipped bytes of the external scripts plus the page's inline scripts. */
  gzipBytes: number;
}

/** First-load JavaScript of a route of the static export in `outDir`, gzipped. */
export async function firstLoadJs(outDir: string, route: string): Promise<RouteWeight> {
  const html = await readFile(join(outDir, route, 'index.html'), 'utf8');
  const sources = scriptSources(html);
  let gzipBytes = 0;
  for (const src of sources) gzipBytes += gzipSync(await readFile(join(outDir, src.split('?')[0]!))).length;
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  gzipBytes += gzipSync(inline).length;
  return { route, scripts: sources.length, gzipBytes };
}
