import { expect, test } from '@playwright/test';

test('combat odds update on every tap and the URL reproduces the battle', async ({ page }) => {
  await page.goto('/calc/');
  const bar = page.getByRole('region', { name: 'Result' }).getByRole('img');
  await page.getByRole('button', { name: 'more: Defender Cruiser' }).click();
  const before = await bar.getAttribute('aria-label');
  expect(before).toMatch(/%/);

  await page.getByRole('button', { name: 'more: Attacker Dreadnought' }).click();
  await expect(bar).not.toHaveAttribute('aria-label', before!);
  const after = await bar.getAttribute('aria-label');
  const attackerWin = (label: string | null) => Number(/Attacker ([\d.]+)%/.exec(label ?? '')?.[1] ?? NaN);
  // One more dreadnought never lowers the attacker's chance.
  expect(attackerWin(after)).toBeGreaterThanOrEqual(attackerWin(before));

  const url = page.url();
  expect(url).toContain('?');
  await page.goto(url);
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('img')).toHaveAttribute('aria-label', after!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
