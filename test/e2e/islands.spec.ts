import { expect, test, type Page } from '@playwright/test';

/** Script URLs the page requests, and any script error or console error (a hydration mismatch logs one). */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { scripts, errors };
}

test('a reading page loads no Next.js script, only the reader module, and its header still works', async ({ page }) => {
  const { scripts, errors } = watch(page);
  await page.goto('/rules/movement/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.startsWith('/_next/'))).toEqual([]);
  expect(scripts).toContain('/reader/main.js');
  expect(await page.locator('script[src^="/_next/"], link[rel="preload"][as="script"]').count()).toBe(0);

  // The search engine is not in the page's own script: it runs in a worker, started once the page is idle.
  expect(scripts.filter((s) => s.startsWith('/reader/'))).toEqual(['/reader/main.js', '/reader/search-worker.js']);
  await page.getByRole('combobox', { name: /Search the rules/ }).fill('movement');
  await expect(page.getByRole('option').first()).toBeVisible();
  // A filter pressed from the keyboard keeps the focus (the buttons are updated, not rebuilt).
  const ti4 = page.getByRole('group', { name: 'Sources' }).getByRole('button', { name: 'TI4 LRR', exact: true });
  await ti4.focus();
  await page.keyboard.press('Enter');
  await expect(ti4).toHaveAttribute('aria-pressed', 'true');
  await expect(ti4).toBeFocused();
  for (const text of await page.getByRole('option').allTextContents()) expect(text).toContain('TI4 LRR');

  const toggle = page.getByRole('button', { name: /Colour theme/ });
  await expect(toggle).toHaveAccessibleName(/Auto/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Dark/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Light/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(errors).toEqual([]);
});

test('/calc/ keeps React: it hydrates, the odds update on a tap, and the shared header works beside it', async ({ page }) => {
  const { scripts, errors } = watch(page);
  await page.goto('/calc/');
  expect(scripts.some((s) => s.startsWith('/_next/'))).toBe(true);
  const bar = page.getByRole('region', { name: 'Result' }).getByRole('img');
  const before = await bar.getAttribute('aria-label');
  await page.getByRole('button', { name: 'more: Attacker Dreadnought' }).click();
  await expect(bar).not.toHaveAttribute('aria-label', before!);

  await page.getByRole('button', { name: /Colour theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('combobox', { name: /Search the rules/ }).fill('gravity rift');
  await expect(page.getByRole('option').first()).toContainText('Gravity Rift');
  // A React page keeps working after the reader script touched the header (no hydration error).
  await page.getByRole('button', { name: 'more: Defender Cruiser' }).click();
  expect(errors).toEqual([]);
});

test('tapping a rule number copies its link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/rules/movement/');
  // Without a share sheet the link is copied (headless Chromium may or may not offer one).
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  const number = page.locator('a.rule-number').first();
  const text = (await number.textContent())!.trim();
  await number.click();
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText(`Link to ${text} copied`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/rules/movement/#${text.replace('.', '\\.')}$`));
});
