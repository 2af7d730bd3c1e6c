import { describe, expect, it } from 'vitest';
import { createSite } from '@/lib/content/site';
import type { ContentPage } from '@/lib/content/types';
import type { BlockContent } from 'mdast';

const linkTo = (url: string): BlockContent[] => [{ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', value: 'x' }] }] }];

const pages: ContentPage[] = [
  {
    source: 'ti4-lrr-1.2',
    game: 'TI4',
    route: '/rules/b',
    title: 'B',
    meta: { number: '2', related: [] },
    items: [
      { id: 'lrr:2', kind: 'entry', title: 'B', anchor: '2', number: '2', children: [] },
      { id: 'lrr:2.1', kind: 'rule', title: 'B', anchor: '2.1', number: '2.1', parent: 'lrr:2', children: linkTo('/rules/b') },
    ],
  },
  {
    source: 'ti4-lrr-1.2',
    game: 'TI4',
    route: '/rules/a',
    title: 'A',
    meta: { number: '1', related: ['lrr:2'] },
    items: [{ id: 'lrr:1', kind: 'entry', title: 'A', anchor: '1', number: '1', children: [] }],
  },
  {
    source: 'ti4-faq',
    game: 'TI4',
    route: '/faq/general',
    title: 'General',
    meta: {},
    items: [{ id: 'ti4-faq:general-1', kind: 'faq', title: 'Q', anchor: 'general-1', children: linkTo('/rules/b#2.1') }],
  },
];

describe('the site model', () => {
  const site = createSite(pages);

  it('lists entries in number order, whatever the file order', () => {
    expect(site.entries.map((p) => p.route)).toEqual(['/rules/a', '/rules/b']);
  });

  it('derives backlinks: a link to a rule also counts for its entry, never an entry\'s own rules', () => {
    expect(site.backlinks('lrr:2.1').map((i) => i.id)).toEqual(['ti4-faq:general-1']);
    expect(site.backlinks('lrr:2').map((i) => i.id).sort()).toEqual(['lrr:1', 'ti4-faq:general-1']);
  });

  it('finds pages by route and items by id', () => {
    expect(site.page('/faq/general')?.title).toBe('General');
    expect(site.item('lrr:2.1')?.url).toBe('/rules/b#2.1');
    expect(site.item('nope')).toBeUndefined();
  });
});
