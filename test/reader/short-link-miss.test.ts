import { beforeAll, describe, expect, it } from 'vitest';
import { getSite } from '@/lib/content/site';
import { missingRuleNumbers } from '@/lib/corpus/missing-numbers';
import type { Item } from '@/lib/corpus/types';
import { shortLinkMiss, type BoundRow } from '@/lib/reader/short-link-miss';
import { shortLinkBounds, shortLinkPages } from '@/lib/site/short-links';

let corpus: Item[];
let rows: BoundRow[];
beforeAll(async () => {
  corpus = (await getSite()).corpus;
  rows = shortLinkBounds(corpus);
});

describe('the not-found page at a short link past an entry', () => {
  it('says what a number past the last rule is not and links to the entry', () => {
    expect(shortLinkMiss('/r/49.10', rows)).toEqual({ note: '49.10 is not in LRR 1.2: entry 49 Movement ends at 49.9.', href: '/rules/movement', label: '49 Movement' });
    expect(shortLinkMiss('/r/49.10/', rows)?.href).toBe('/rules/movement');
  });

  it('says so of a number under an entry with no numbered rules', () => {
    const unnumbered = rows.filter((r) => r[3] === undefined);
    expect(unnumbered.length).toBeGreaterThan(0);
    for (const [number, title, url] of unnumbered) {
      expect(shortLinkMiss(`/r/${number}.2`, rows)).toEqual({ note: `${number}.2 is not in LRR 1.2: entry ${number} ${title} has no numbered rules.`, href: url, label: `${number} ${title}` });
    }
  });

  it('places the first number past every numbered entry at that entry, and none within it', () => {
    for (const [number, , url, last] of rows.filter((r) => r[3] !== undefined)) {
      expect(shortLinkMiss(`/r/${number}.${last! + 1}`, rows)).toMatchObject({ href: url, note: expect.stringContaining(`ends at ${number}.${last}.`) });
      expect(shortLinkMiss(`/r/${number}.${last}`, rows)).toBeUndefined();
    }
  });

  it('is silent wherever a page answers: every short link the build writes, the LRR numbers and those it skips', () => {
    const paths = shortLinkPages(corpus, missingRuleNumbers(corpus)).map((p) => `/${p.path.replace(/index\.html$/, '')}`);
    expect(paths).toContain('/r/49.1/');
    expect(paths.filter((path) => shortLinkMiss(path, rows))).toEqual([]);
  });

  it('keeps the plain not-found text for any other path', () => {
    for (const path of ['/r/abc', '/r/49', '/r/999.1', '/r/49.10/x', '/r/49.x', '/rules/49.10', '/r/', '/r/049.10']) expect(shortLinkMiss(path, rows), path).toBeUndefined();
  });
});
