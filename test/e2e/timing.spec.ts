import { expect, test } from '@playwright/test';

test('the timing page orders a "when" before an "after", citing the rules, and explains unplaceable text', async ({ page }) => {
  await page.goto('/timing/');
  await page.getByRole('radio', { name: 'Agenda' }).check();
  const text = page.getByLabel('…or its trigger text');
  const add = page.getByRole('button', { name: 'Add ability' });
  await text.fill('After an agenda is revealed:');
  await add.click();
  await text.fill('When an agenda is revealed:');
  await add.click();

  // The page opens on an example whose action-phase abilities the agenda phase cannot place.
  const order = page.getByRole('region', { name: 'Resolution order' }).locator('ol > li');
  await expect(order).toHaveCount(2);
  await expect(order.nth(0)).toContainText('when');
  await expect(order.nth(1)).toContainText('after');
  // Each step cites its rule, linked to the rule's page.
  const cite = order.nth(0).getByRole('link', { name: '1.14' });
  await expect(cite).toHaveAttribute('href', /\/r\/1\.14|\/rules\/abilities#1\.14/);

  await text.fill('When the speaker dances:');
  await add.click();
  await expect(page.getByRole('list', { name: 'Abilities that could not be placed' })).toContainText('the speaker dances');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
