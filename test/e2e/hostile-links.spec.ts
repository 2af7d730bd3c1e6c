import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The worst shared links found for the pages that read their state from the address (/calc,
 * /calc/eotv, /timing): each opens the page with its inline message or its default, never a blank
 * page or an uncaught error. The decoders' own properties are in test/input/hostile-links.test.ts.
 * Our server answers a URL over 16 KiB with 414 and a bad % escape with 400; a host that passes
 * any link on is stood in for by serving the page's file to the navigation itself.
 */
const PAGES = [
  { path: '/calc/', message: "This link's battle could not be read" },
  { path: '/calc/eotv/', message: 'This link could not be read' },
  { path: '/timing/', message: "This link's situation could not be read" },
] as const;

/** Uncaught errors and console errors of the page from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

const LINKS: [name: string, query: string, said: RegExp][] = [
  // 1 MB of tracking parameters before one key: walked whole at load before the length check (holdsState).
  ['a 1 MB link of tracking parameters', `${'utm_source=x&'.repeat(80_000)}battle=space`, /must be at most 40000 characters/],
  ['broken percent escapes', '%E0%A4%A&%&%%zz=%FF', /unknown field/],
  ['a lone surrogate, escaped as UTF-8 bytes', '%ED%A0%80=1', /unknown field/],
  ['a direction override and a newline in a key', '%E2%80%AEx%0Ay=1', /unknown field/],
  ['a prototype key', '__proto__=1&constructor=2', /unknown field/],
];

for (const { path, message } of PAGES) {
  for (const [name, query, said] of LINKS) {
    test(`${path}: ${name} opens the page with its message`, async ({ page }) => {
      const errors = errorsOf(page);
      await page.route((url) => url.pathname === path && url.search !== '', (route) =>
        route.request().isNavigationRequest() ? route.fulfill({ path: join('out', path, 'index.html') }) : route.continue(),
      );
      await page.goto(`${path}?${query}#%E0%A4%A`);
      const shown = page.getByText(message);
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(said);
      // The message is one short line of the page, never the link itself.
      expect(((await shown.textContent()) ?? '').length).toBeLessThan(700);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}
