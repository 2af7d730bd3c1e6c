import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
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

/**
 * The relative modules an ES module imports statically (`import … from "./chunk.js"`), resolved
 * against its URL path: they load before it runs. Dynamic `import()`s load later, on demand.
 */
export async function staticImports(code: string, url: string): Promise<string[]> {
  await init;
  let imports: ReturnType<typeof parse>[0];
  try {
    imports = parse(code)[0];
  } catch {
    return []; // not a module (a classic script imports nothing statically)
  }
  return imports
    .filter((i) => i.d === -1 && i.n !== undefined && /^\.{1,2}\//.test(i.n))
    .map((i) => posix.join(posix.dirname(url), i.n!));
}

/** A module script and every module it imports statically, transitively, each once, the script first. */
export async function moduleClosure(outDir: string, url: string): Promise<string[]> {
  const seen = new Set<string>();
  const visitModule = async (u: string) => {
    if (seen.has(u)) return;
    seen.add(u);
    const code = await readFile(join(outDir, u), 'utf8');
    for (const dep of await staticImports(code, u)) await visitModule(dep);
  };
  await visitModule(url);
  return [...seen];
}

/** The most JavaScript (gzipped) any page may load before it is interactive: a phone on a slow network. */
export const FIRST_LOAD_BUDGET_BYTES = 80 * 1024;

export interface RouteWeight {
  route: string;
  scripts: number;
  /** Gzipped bytes of the external scripts and the modules they import statically, plus the page's inline scripts. */
  gzipBytes: number;
}

/** First-load JavaScript of a route of the static export in `outDir`, gzipped. */
export async function firstLoadJs(outDir: string, route: string): Promise<RouteWeight> {
  const html = await readFile(join(outDir, route, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const src of scriptSources(html)) for (const file of await moduleClosure(outDir, src.split('?')[0]!)) files.add(file);
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(join(outDir, file))).length;
  // Executable inline scripts only: a JSON data block is not JavaScript.
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  gzipBytes += gzipSync(inline).length;
  return { route, scripts: files.size, gzipBytes };
}
