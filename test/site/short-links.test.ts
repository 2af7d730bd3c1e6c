import { describe, expect, it } from 'vitest';
import type { Item } from '@/lib/corpus/types';
import { shortLinkPages } from '@/lib/site/short-links';

const item = (fields: Partial<Item> & Pick<Item, 'id'>): Item => ({
  source: 'ti4-lrr-1.2',
  game: 'TI4',
  kind: 'rule',
  title: 'Movement: Move Ships',
  text: '',
  url: '/rules/movement#49.4',
  links: [],
  ...fields,
});

describe('short links', () => {
  it('writes one refreshing page per LRR number, pointing at the rule', () => {
    const pages = shortLinkPages([
      item({ id: 'lrr:49.4', number: '49.4' }),
      item({ id: 'lrr:49', number: '49', kind: 'entry', url: '/rules/movement' }),
      item({ id: 'ti4-faq:general-1', source: 'ti4-faq', url: '/faq/general#general-1' }),
    ]);
    expect(pages.map((p) => p.path)).toEqual(['r/49.4/index.html', 'r/49/index.html']);
    expect(pages[0]!.content).toContain('<meta http-equiv="refresh" content="0;url=/rules/movement#49.4">');
    expect(pages[0]!.content).toContain('<a href="/rules/movement#49.4">');
    expect(pages[0]!.content).not.toContain('<script');
  });

  it('escapes titles and URLs', () => {
    const [page] = shortLinkPages([item({ id: 'lrr:1.1', number: '1.1', title: 'A <b>"bold"</b> & more', url: '/rules/x#1.1"><script>' })]);
    expect(page!.content).not.toMatch(/<b>|<script>/);
    expect(page!.content).toContain('&#60;b&#62;');
  });
});
