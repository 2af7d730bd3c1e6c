import { expect, test } from '@playwright/test';
import { findBrokenLinks } from '../../lib/site/link-walk';

test('every internal link of every page of the built site resolves (files and anchors)', async () => {
  const { pages, links, broken } = await findBrokenLinks('out');
  expect(pages).toBeGreaterThan(600);
  expect(links).toBeGreaterThan(pages);
  expect(broken.slice(0, 20)).toEqual([]);
});

test('no text of the PDF dump junk reaches any page of the built site', async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const pages = (await readdir('out', { recursive: true })).filter((f) => f.endsWith('.html'));
  const offenders: string[] = [];
  for (const page of pages) {
    const html = await readFile(`out/${page}`, 'utf8');
    if (/Related Documents|Dungeon Master|KENWOOD|Owl Moon|Access Point Token|the crows/.test(html)) offenders.push(page);
  }
  expect(offenders).toEqual([]);
});
