import { expect, test } from '@playwright/test';
import { findBrokenLinks } from '../../lib/site/link-walk';

test('every internal link of every page of the built site resolves (files and anchors)', async () => {
  const { pages, links, broken } = await findBrokenLinks('out');
  expect(pages).toBeGreaterThan(600);
  expect(links).toBeGreaterThan(pages);
  expect(broken.slice(0, 20)).toEqual([]);
});
