import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';

/**
 * The directives every response shares, whatever its inline scripts: they go into each page's meta
 * policy and into the server's and the host's header policy (lib/serve/headers.ts), so the two
 * policies a browser enforces on a page never disagree about them.
 */
export const SHARED_DIRECTIVES: readonly string[] = [
  // React and Next.js set a few style attributes; styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/**
 * The Content-Security-Policy of every page. A static export cannot send headers, so it goes in a
 * meta tag; Next.js inlines its hydration data as scripts, so each page allows exactly its own
 * inline scripts by hash, and nothing else runs: a `<script>` smuggled into any text stays inert.
 * (What a meta tag cannot carry, `frame-ancestors`, comes as a header: lib/serve/headers.ts.)
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    ...SHARED_DIRECTIVES,
  ].join('; ');
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const processor = unified().use(rehypeParse).use(rehypeStringify);

/** Adds the CSP meta tag, with the hashes of the page's inline scripts, first in <head>. */
export function withCsp(html: string): string {
  const tree = processor.parse(html) as Root;
  const hashes = new Set<string>();
  let head: Element | undefined;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'head') head ??= node;
    if (node.tagName === 'script' && node.properties.src === undefined) hashes.add(sha256(toString(node)));
    if (node.tagName === 'meta' && String(node.properties.httpEquiv ?? '').toLowerCase() === 'content-security-policy') {
      throw new Error('page already has a Content-Security-Policy');
    }
  });
  // The HTML parser always creates a <head>; the check only narrows the type.
  if (!head) throw new Error('page has no <head>');
  const meta: Element = {
    type: 'element',
    tagName: 'meta',
    properties: { httpEquiv: ['Content-Security-Policy'], content: contentSecurityPolicy([...hashes].sort()) },
    children: [],
  };
  const charset = head.children.findIndex((c) => c.type === 'element' && c.tagName === 'meta' && c.properties.charSet !== undefined);
  head.children.splice(charset + 1, 0, meta);
  return processor.stringify(tree);
}
