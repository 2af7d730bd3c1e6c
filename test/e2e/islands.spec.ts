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

  // The search engine is not in the page's own script: it runs in a worker, started once the page is
  // idle; the quick index's searcher in a small worker of its own, started with the page.
  // The workers are named by their hash (lib/site/worker-urls.ts).
  expect(scripts.filter((s) => s.startsWith('/reader/')).map((s) => s.replace(/-[A-Z0-9]{8}\.js$/, '-HASH.js')).sort()).toEqual(['/reader/main.js', '/reader/quick-worker-HASH.js', '/reader/search-worker-HASH.js']);
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

for (const [route, island] of [
  ['/calc/', '/islands/calc.js'],
  ['/calc/eotv/', '/islands/calc-eotv.js'],
  ['/timing/', '/islands/timing.js'],
] as const) {
  test(`${route} loads its island instead of Next's runtime, and hydrates without an error`, async ({ page }) => {
    const { scripts, errors } = watch(page);
    // Counts the elements removed from the app's container: hydrating adopts the server's nodes, a
    // mismatch (or a fresh render) would replace them, and the page would flash.
    await page.addInitScript(() => {
      const w = window as unknown as { removedInIsland: number };
      w.removedInIsland = 0;
      new MutationObserver((records) => {
        for (const r of records) {
          if ((r.target as Element).closest?.('[data-island]')) w.removedInIsland += [...r.removedNodes].filter((n) => n.nodeType === 1).length;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.startsWith('/_next/'))).toEqual([]);
    expect(scripts).toContain(island);
    expect(scripts).toContain('/reader/main.js');
    await expect(page.locator('[data-island]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { removedInIsland: number }).removedInIsland)).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('/calc/ hydrates: the odds update on a tap, and the shared header works beside it', async ({ page }) => {
  const { errors } = watch(page);
  await page.goto('/calc/');
  const bar = page.getByRole('region', { name: 'Result' }).getByRole('img');
  const before = await bar.getAttribute('aria-label');
  await page.getByRole('button', { name: 'more: Attacker Dreadnought' }).click();
  await expect(bar).not.toHaveAttribute('aria-label', before!);

  await page.getByRole('button', { name: /Colour theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('combobox', { name: /Search the rules/ }).fill('gravity rift');
  await expect(page.getByRole('option').first()).toContainText('Gravity Rift');
  // The app keeps working after the reader script touched the header (Escape closes the results).
  await page.keyboard.press('Escape');
  const again = await bar.getAttribute('aria-label');
  await page.getByRole('button', { name: 'more: Defender Cruiser' }).click();
  await expect(bar).not.toHaveAttribute('aria-label', again!);
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
