import { expect, test } from '@playwright/test';
import { UNIT_IDS, UNIT_SHEETS } from '../../lib/units/table';

test('the unit stats page reads on a 360 px phone: every unit anchored, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/units/');
  await expect(page.getByRole('heading', { level: 1, name: 'Unit stats' })).toBeVisible();
  for (const id of UNIT_IDS) {
    await expect(page.locator(`section[id="${id}"]`).getByRole('heading', { level: 2 })).toHaveText(UNIT_SHEETS[id].name);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // No table needs its own scroll either at this width.
  const overflowing = await page.locator('table').evaluateAll((tables) => tables.filter((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth + 1).length);
  expect(overflowing).toBe(0);

  // The war sun's numbers as the card prints them, and a rule link that resolves.
  const warSun = page.locator('section[id="war-sun"]');
  await expect(warSun.getByRole('row', { name: /Combat/ })).toContainText('3 (x3)');
  await expect(warSun.getByRole('row', { name: /Capacity/ })).toContainText('6');

  // A link to a unit lands on its card.
  await page.goto('/units/#carrier');
  await expect(page.locator('section[id="carrier"]')).toBeInViewport();
});

test('the header search offers the war sun card, and choosing it opens the card', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.fill('war sun');
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  const card = options.filter({ hasText: 'TI4 units' }).filter({ hasText: 'War Sun' }).first();
  await expect(card).toBeVisible();
  // At or near the top.
  const texts = await options.allTextContents();
  expect(texts.slice(0, 3).some((t) => t.includes('TI4 units') && t.includes('War Sun'))).toBe(true);
  await card.tap();
  await expect(page).toHaveURL(/\/units\/?#war-sun/);
  await expect(page.locator('section[id="war-sun"]')).toBeInViewport();
});

test('the home page links to the unit stats', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Unit stats' }).click();
  await expect(page).toHaveURL(/\/units\/?$/);
});
