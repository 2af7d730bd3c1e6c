import { expect, test } from '@playwright/test';

test('no other page can frame the site, and its pages still run under the header policy', async ({ page, baseURL }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') violations.push(m.text());
  });
  // The site in a frame of a page that is not the site: frame-ancestors 'none' blocks it.
  await page.setContent(`<iframe id="f" src="${baseURL}/calc/"></iframe>`);
  await expect.poll(() => violations.join('\n')).toMatch(/frame-ancestors 'none'/);
  // Chromium shows its own error page in the frame instead of the site.
  expect(page.frames().map((f) => f.url()).filter((url) => url.startsWith(baseURL!))).toEqual([]);

  // Opened directly, the same page loads, with no console error (no policy blocks its scripts,
  // and Chromium knows every feature the Permissions-Policy names).
  violations.length = 0;
  const res = await page.goto('/calc/');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.locator('h1')).toBeVisible();
  expect(violations).toEqual([]);
});
