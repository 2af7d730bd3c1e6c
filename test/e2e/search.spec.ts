import { expect, test } from '@playwright/test';

test('on a phone, the home page search finds a rule by words, highlights them, and a tap opens it at its anchor', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await expect(box).toBeFocused();

  await box.fill('sustian damage');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const first = results.getByRole('option').first();
  await expect(first).toContainText('Sustain Damage');
  await expect(first).toContainText('TI4 LRR');
  await expect(results.locator('mark').first()).toHaveText(/sustain|damage/i);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await box.fill('rule 67.5');
  await expect(first).toContainText('67.5');
  await first.tap();
  await expect(page).toHaveURL(/\/rules\/space-combat\/?#67\.5$/);
  await expect(page.locator('section[id="67.5"]')).toBeInViewport();
});

test('keyboard: / focuses the search, arrows move, Enter opens the chosen result', async ({ page }) => {
  await page.goto('/rules/movement/');
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await expect(box).toBeFocused();

  await box.fill('49');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Movement');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  const number = (await options.nth(1).locator('.font-mono').textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/rules/movement/?#${number.replace('.', '\\.')}$`));
  await expect(page.locator(`section[id="${number}"]`)).toBeInViewport();
});

test('filters results by source and shows an inline message when nothing matches', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.fill('fleet supply');
  await page.getByRole('group', { name: 'Sources' }).getByRole('button', { name: 'TI3 FAQ' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents()) expect(text).toMatch(/TI3 (FAQ|errata)/);

  await box.fill('<b>qqqzzz</b>');
  await expect(page.getByRole('search').getByRole('status')).toContainText('Nothing found for “<b>qqqzzz</b>”');
  expect(await page.getByRole('search').locator('b').count()).toBe(0);
});

test('the source filter is remembered across visits, and "All" forgets it', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.fill('power card');
  const sources = page.getByRole('group', { name: 'Sources' });
  await sources.getByRole('button', { name: 'EotV' }).click();
  await expect(sources.getByRole('button', { name: 'EotV' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/faq/');
  await page.getByRole('combobox', { name: /Search the rules/ }).fill('battle');
  await expect(sources.getByRole('button', { name: 'EotV' })).toHaveAttribute('aria-pressed', 'true');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents()) expect(text).toMatch(/EotV/);

  await sources.getByRole('button', { name: 'All' }).click();
  await page.reload();
  await page.getByRole('combobox', { name: /Search the rules/ }).fill('battle');
  await expect(sources.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
});
