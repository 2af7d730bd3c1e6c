import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { READER_SCRIPT } from '../reader/script';
import { THEME_SCRIPT_ID } from '../reader/theme-script';

const processor = unified().use(rehypeParse).use(rehypeStringify);

const isOurs = (node: Element) => node.properties.id === THEME_SCRIPT_ID || node.properties.src === READER_SCRIPT;

/** A <link> that only warms up a script of Next's: useless once its scripts are gone. */
function isScriptPreload(node: Element): boolean {
  const rel = Array.isArray(node.properties.rel) ? node.properties.rel.map(String) : [];
  const href = String(node.properties.href ?? '');
  return href.startsWith('/_next/') && (rel.includes('modulepreload') || (rel.includes('preload') && node.properties.as === 'script'));
}

/**
 * A page without Next's runtime: a page with no client component needs neither React nor its
 * hydration data, only our reader script. Removes every <script> except the theme initialiser
 * and the reader module (Next's chunks, its bootstrap, the inline RSC payload pushes) and the
 * preloads of Next's chunks. Everything else, the styles included, is left as it is.
 */
export function withoutNextRuntime(html: string): string {
  const tree = processor.parse(html) as Root;
  visit(tree, 'element', (node: Element, index, parent) => {
    const drop = (node.tagName === 'script' && !isOurs(node)) || (node.tagName === 'link' && isScriptPreload(node));
    if (!drop || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  return processor.stringify(tree);
}
