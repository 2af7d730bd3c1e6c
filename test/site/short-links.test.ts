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

  it('sends a number the LRR skips to its entry, at the notice that says so', () => {
    const movement = item({ id: 'lrr:49', number: '49', kind: 'entry', title: 'Movement', url: '/rules/movement' });
    const pages = shortLinkPages([movement], [{ number: '49.1', entry: movement }]);
    const skipped = pages.find((p) => p.path === 'r/49.1/index.html')!;
    expect(skipped.content).toContain('<meta http-equiv="refresh" content="0;url=/rules/movement#49.1">');
    expect(skipped.content).toContain('49.1 is not in LRR 1.2 — see entry 49 Movement');
    expect(skipped.content).not.toContain('<script');
  });
});
