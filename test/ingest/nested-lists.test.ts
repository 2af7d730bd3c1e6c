import fc from 'fast-check';
import { toHtml } from 'hast-util-to-html';
import type { List, ListItem } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { renderBlocks } from '@/lib/content/render';
import { readSources } from '@/lib/ingest/files';
import { listToMdast } from '@/lib/ingest/link/list-mdast';
import { lrrPages } from '@/lib/ingest/lrr/pages';
import { parseLrr12 } from '@/lib/ingest/lrr/parse';
import { faqStartLine } from '@/lib/ingest/ti4-faq';

const text = (t: string) => [{ type: 'text' as const, value: t }];

/** Items of a list in document order with their depth. */
function walk(list: List, depth = 0): [string, number][] {
  return list.children.flatMap((li: ListItem) => [
    [toString(li.children[0]!), depth] as [string, number],
    ...li.children.slice(1).flatMap((c) => (c.type === 'list' ? walk(c, depth + 1) : [])),
  ]);
}

describe('nested lists', () => {
  it('nest an item one level down inside the item above it', () => {
    const list = listToMdast({ type: 'list', items: ['a', 'b', 'b1', 'b2', 'c'], depths: [0, 0, 1, 1, 0] }, text);
    expect(list.children).toHaveLength(3);
    expect(walk(list)).toEqual([['a', 0], ['b', 0], ['b1', 1], ['b2', 1], ['c', 0]]);
  });

  it('keep every item, in order, whatever the depths (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }), (depths) => {
        const items = depths.map((_, i) => `item ${i}`);
        const got = walk(listToMdast({ type: 'list', items, depths }, text));
        expect(got.map(([t]) => t)).toEqual(items);
        // No item is ever deeper than one below the item before it, and the first is at the top.
        got.forEach(([, d], i) => expect(d).toBeLessThanOrEqual(i === 0 ? 0 : got[i - 1]![1] + 1));
      }),
    );
  });

  it('keeps the four sub-points of 67.5 under its second bullet', async () => {
    const source = (await readSources('content/sources'))['ti4-lrr-1.2-web.txt']!;
    const rule = lrrPages(parseLrr12(source, { end: faqStartLine(source) }).entries)
      .flatMap((p) => p.items)
      .find((i) => i.id === 'lrr:67.5')!;
    const list = rule.blocks.find((b) => b.type === 'list')!;
    expect(list.type === 'list' && list.depths).toEqual([0, 0, 1, 1, 1, 1]);
    expect(list.type === 'list' && list.items[2]).toMatch(/^First, he should roll all dice/);
  });

  it('render 67.5 as a list inside a list item', async () => {
    const page = (await loadContent('content')).find((p) => p.route === '/rules/space-combat')!;
    const html = toHtml(renderBlocks(page.items.find((i) => i.id === 'lrr:67.5')!.children));
    expect(html).toMatch(/<li>(?:<p>)?If a player has ships that have different combat values[^<]*(?:<\/p>)?\s*<ul>\s*<li>(?:<p>)?First, he should roll/);
  });
});
