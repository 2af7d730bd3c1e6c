import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { READER_SCRIPT } from '../../lib/reader/script';
import { PAGE_UPDATED_MESSAGE } from '../../lib/site/network-first';

/** Fails the test on any CSP violation or script error: the strict policy must not break the app. */
async function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return errors;
}

const PAGES = [
  ['home', '/'],
  ['entry', '/rules/space-combat/'],
  ['faq', '/faq/general/'],
  ['faq-index', '/faq/'],
  ['ti3', '/ti3/combat/'],
  ['eotv-glossary', '/eotv/glossary-b/'],
  ['summary', '/summary/prophecy-of-kings/'],
  ['timing', '/timing/'],
  ['calc', '/calc/'],
  ['calc-eotv', '/calc/eotv/'],
] as const;

for (const [name, path] of PAGES) {
  test(`${name} page: fits 360 px, no script or CSP error, no serious accessibility violation`, async ({ page }) => {
    const errors = await watchErrors(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the theme toggle works under the CSP and persists across pages', async ({ page }) => {
  const errors = await watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: /Colour theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/rules/movement/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).not.toBe('rgb(255, 255, 255)');
  expect(errors).toEqual([]);
});

test('a deep link lands on its rule, highlighted', async ({ page }) => {
  await page.goto('/r/49.4/');
  await expect(page).toHaveURL(/#49\.4$/);
  const rule = page.locator('section[id="49.4"]');
  await expect(rule).toBeInViewport();
  // The short link's page refreshes to the entry page: its :target applies once that page has loaded.
  await expect.poll(() => rule.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await page.screenshot({ path: 'test-results/screens/deep-link.png' });
});

test('works offline after the first visit', async ({ page, context }) => {
  // The worker is ready once it has precached the whole site (about 750 files, 4 MB) after the
  // index and 3 s without input: 15-30 s on a loaded 2-CPU CI machine, over the default 30 s.
  test.setTimeout(90_000);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled yet; the worker claims the page, then everything is precached.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rules Companion');
  await page.goto('/rules/wormholes/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wormholes');
  await page.goto('/r/67.5/');
  await expect(page.locator('section[id="67.5"]')).toBeInViewport();
  // Search loads its index lazily: offline, it comes from the precache.
  await page.getByRole('combobox', { name: /Search the rules/ }).fill('gravity rift');
  await expect(page.getByRole('option').first()).toContainText('Gravity Rift');
  await page.goto('/calc/');
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('img')).toHaveAttribute('aria-label', /%/);
  await context.setOffline(false);
});

test('an update message that comes before the reader script runs still shows the notice', async ({ page }) => {
  // The browser delivers a service worker's messages from DOMContentLoaded on; the reader is an
  // async module that can run later. Held back here until a message has been dispatched.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${READER_SCRIPT}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/rules/wormholes/', { waitUntil: 'domcontentloaded' });
  await page.evaluate((type) => navigator.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type } })), PAGE_UPDATED_MESSAGE);
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Rules updated' })).toBeVisible();
});
