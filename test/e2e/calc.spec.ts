import { expect, test } from '@playwright/test';

test('combat odds update on every tap and the URL reproduces the battle', async ({ page }) => {
  await page.goto('/calc/');
  const bar = page.getByRole('region', { name: 'Result' }).getByRole('img');
  const initial = await bar.getAttribute('aria-label');
  await page.getByRole('button', { name: 'more: Defender Cruiser' }).click();
  // The worker answers after the tap: read the odds once they are this battle's.
  await expect(bar).not.toHaveAttribute('aria-label', initial!);
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

test('on a phone the result stays in view while the fleets and options are edited', async ({ page }) => {
  await page.goto('/calc/');
  const result = page.getByRole('region', { name: 'Result' });
  const bar = result.getByRole('img');
  // Far down the attacker's column: without the sticky bar the result would be screens away.
  for (const name of ['more: Attacker Fighter', 'more: Defender PDS']) {
    const before = await bar.getAttribute('aria-label');
    await page.getByRole('button', { name }).click();
    await expect(bar).not.toHaveAttribute('aria-label', before!);
    await expect(bar).toBeInViewport();
    await expect(result.getByText(/Attacker \d/)).toBeInViewport();
  }
  await page.getByText('Defender options').click();
  const before = await bar.getAttribute('aria-label');
  await page.getByRole('button', { name: 'more: Defender combat modifier' }).click();
  await expect(bar).not.toHaveAttribute('aria-label', before!);
  await expect(bar).toBeInViewport();

  // Options span the screen, and each rule link is a 44 px tap target.
  const options = page.getByRole('region', { name: 'Options' });
  const width = (await page.locator('details', { hasText: 'Defender options' }).boundingBox())!.width;
  expect(width).toBeGreaterThan(300);
  for (const link of await options.getByRole('link').all()) {
    if (!(await link.isVisible())) continue;
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('each unit shows its roll plain and upgraded, and its upgrade toggle says Upgrade', async ({ page }) => {
  await page.goto('/calc/');
  const attacker = page.getByRole('region', { name: 'Attacker', exact: true });
  const cruiser = attacker.locator('div.rounded-md', { hasText: 'Cruiser' }).first();
  await expect(cruiser).toContainText('hits 7 → 6');
  await expect(cruiser).toContainText('plain hits on 7 or more; upgraded hits on 6 or more');
  await expect(attacker.locator('div.rounded-md', { hasText: 'War sun' }).first()).toContainText('hits 3 ×3');
  const upgrade = page.getByRole('button', { name: 'Upgrade Cruiser (attacker)' });
  await expect(upgrade).toHaveText('Upgrade');
  await expect(upgrade).toHaveAttribute('aria-pressed', 'false');
  await upgrade.click();
  await expect(upgrade).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/a\.upgrades=cruiser/);
});

test('survivors are named in words and add up to 100% with an "other" row', async ({ page }) => {
  await page.goto('/calc/');
  await page.getByRole('button', { name: 'The big one' }).click();
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('status')).toHaveCount(0);
  const details = page.getByRole('region', { name: 'Result details' });
  await expect(details).toContainText(/\d+ (war suns?|dreadnoughts?|cruisers?|fighters?|carriers?|destroyers?)/);
  await expect(details).toContainText(/other \(\d+ more\)/);
  for (const title of ['Attacker survivors', 'Defender survivors']) {
    const rows = details.getByRole('heading', { name: title }).locator('..').getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const texts = await rows.allTextContents();
    const sum = texts.map((t) => Number(/([\d.]+)%$/.exec(t.replace(/[<>]/g, ''))?.[1] ?? 0)).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100), texts.join(' | ')).toBeLessThan(1);
  }
});

test('Clear empties both fleets; a preset keeps the sustain choice', async ({ page }) => {
  await page.goto('/calc/');
  const sustain = page.getByRole('radiogroup', { name: 'Sustain Damage' });
  await sustain.getByRole('radio', { name: /first/ }).click();
  await page.getByRole('button', { name: 'Dreadnoughts vs carriers' }).click();
  await expect(sustain.getByRole('radio', { name: /first/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/sustain=first/);

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('Add units to both sides');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'more: Attacker Dreadnought' }).click();
  await page.getByRole('button', { name: 'more: Defender Carrier' }).click();
  await expect(result.getByRole('img')).toHaveAttribute('aria-label', /Attacker [\d.]+%/);
});
