import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { READER_SCRIPT } from '../reader/script';
import { THEME_SCRIPT_ID } from '../reader/theme-script';

const processor = unified().use(rehypeParse).use(rehypeStringify);

/** An island's module and the chunks it imports: see ./islands.ts. */
export interface IslandScripts {
  script: string;
  preloads: readonly string[];
}

const isOurs = (node: Element, island?: IslandScripts) =>
  node.properties.id === THEME_SCRIPT_ID || node.properties.src === READER_SCRIPT || (island !== undefined && node.properties.src === island.script);

/** A <link> that only warms up a script of Next's: useless once its scripts are gone. */
function isScriptPreload(node: Element): boolean {
  const rel = Array.isArray(node.properties.rel) ? node.properties.rel.map(String) : [];
  const href = String(node.properties.href ?? '');
  return href.startsWith('/_next/') && (rel.includes('modulepreload') || (rel.includes('preload') && node.properties.as === 'script'));
}

const element = (tagName: string, properties: Element['properties']): Element => ({ type: 'element', tagName, properties, children: [] });

/**
 * A page without Next's runtime: no page needs React's full runtime nor Next's hydration data, a
 * reading page only our reader script, an interactive page its island too. Removes every <script>
 * except the theme initialiser, the reader module and the page's island (Next's chunks, its
 * bootstrap, the inline RSC payload pushes) and the preloads of Next's chunks; then, for an
 * island, adds its async module script and preloads of its chunks at the end of <head>, so they load in
 * parallel. Everything else, the styles included, is left as it is.
 */
export function withoutNextRuntime(html: string, island?: IslandScripts): string {
  const tree = processor.parse(html) as Root;
  let head: Element | undefined;
  const present = new Set<string>();
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'head') head ??= node;
    const drop = (node.tagName === 'script' && !isOurs(node, island)) || (node.tagName === 'link' && isScriptPreload(node));
    if (!drop || !parent || index === undefined) {
      present.add(String(node.properties.src ?? node.properties.href ?? ''));
      return;
    }
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  if (island && head) {
    const added = [
      ...island.preloads.filter((href) => !present.has(href)).map((href) => element('link', { rel: ['modulepreload'], href })),
      // Async, as the reader: evaluated in a task of its own as soon as it is in, not in the task that
      // ends the parsing (with the browser's own work and the reader's there, 100+ ms on a slowed phone).
      ...(present.has(island.script) ? [] : [element('script', { type: 'module', async: true, src: island.script })]),
    ];
    head.children.push(...added);
  }
  return processor.stringify(tree);
}
