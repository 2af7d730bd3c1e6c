import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BlockContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { markdownToPage, pageToMarkdown } from '@/lib/content/markdown';
import type { ContentPage } from '@/lib/content/types';
import { renderBlocks } from '@/lib/content/render';
import { toHtml } from 'hast-util-to-html';

const page = (texts: string[], title = 'T'): ContentPage => ({
  source: 'ti4-lrr-1.2',
  game: 'TI4',
  route: '/rules/t',
  title,
  meta: { number: '1', related: ['lrr:2'] },
  items: texts.map((text, i) => ({
    id: `lrr:1.${i + 1}`,
    kind: 'rule',
    title,
    anchor: `1.${i + 1}`,
    number: `1.${i + 1}`,
    parent: 'lrr:1',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: text }] },
      { type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] }] },
    ],
  })),
});

const plain = (p: ContentPage) => p.items.map((i) => i.children.map((c) => toString(c)).join('|'));
// Text as the source gives it: no leading/trailing spaces (markdown trims those), any punctuation.
const sourceText = fc.string({ minLength: 1, maxLength: 80 }).map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 0);

describe('content markdown format', () => {
  it('round-trips page metadata and items', () => {
    const p = page(['A "Space Cannon" roll.', 'Second rule.'], 'Movement: Move Ships');
    const back = markdownToPage(pageToMarkdown(p), 'x.md');
    expect(back).toMatchObject({ source: p.source, game: 'TI4', route: '/rules/t', title: p.title, meta: p.meta });
    expect(back.items.map(({ children, ...rest }) => rest)).toEqual(p.items.map(({ children, ...rest }) => rest));
    expect(plain(back)).toEqual(plain(p));
  });

  it('keeps colons before digits (no stray text directives)', () => {
    const p = page(['A ratio of 3:1 and *:0 and Action:Draw']);
    expect(plain(markdownToPage(pageToMarkdown(p), 'x.md'))).toEqual(plain(p));
  });

  it('keeps a "<" before what could start an email address (no stray autolinks)', () => {
    // "<0@0>" came back as "0@0" (fast-check, seed -2065456663): the serializer escaped "<" only before a letter.
    const p = page(['<0@0> and <a.b@c> and <_x@y> and 1 <2 and <x'], 'T');
    expect(plain(markdownToPage(pageToMarkdown(p), 'x.md'))).toEqual(plain(p));
  });

  it('keeps any text exactly, markdown and directive characters included', () => {
    fc.assert(
      fc.property(fc.array(sourceText, { minLength: 1, maxLength: 4 }), (texts) => {
        const p = page(texts);
        expect(plain(markdownToPage(pageToMarkdown(p), 'x.md'))).toEqual(plain(p));
      }),
      { numRuns: 300 },
    );
  });

  it('names the file and line of a malformed page', () => {
    expect(() => markdownToPage('no frontmatter', 'content/x.md')).toThrow(/content\/x\.md: no frontmatter/);
    expect(() => markdownToPage('---\nsource: a\ngame: TI4\nroute: /x\ntitle: X\n---\n\nstray paragraph\n', 'content/y.md')).toThrow(/content\/y\.md:8: expected an :::item block/);
  });
});

describe('rendering source text', () => {
  const render = (text: string) => toHtml(renderBlocks([{ type: 'paragraph', children: [{ type: 'text', value: text }] } as BlockContent]));

  it('shows markup in a source line as text, never as markup', () => {
    const html = render('Roll <script>alert(1)</script> and <img src=x onerror=alert(2)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&#x3C;script>');
  });

  it('drops dangerous markup even if it reached the markdown as HTML', () => {
    const html = toHtml(renderBlocks([{ type: 'html', value: '<img src=x onerror=alert(1)><script>alert(1)</script>' } as unknown as BlockContent]));
    expect(html).not.toMatch(/onerror|<script/);
  });

  it('keeps links to site pages and drops javascript: URLs', () => {
    const html = toHtml(
      renderBlocks([
        { type: 'paragraph', children: [{ type: 'link', url: '/rules/movement#49.4', children: [{ type: 'text', value: 'Move Ships' }] }, { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', value: 'x' }] }] },
      ]),
    );
    expect(html).toContain('href="/rules/movement#49.4"');
    expect(html).not.toContain('javascript:');
  });
});
