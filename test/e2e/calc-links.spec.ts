import { expect, test } from '@playwright/test';

test('a /calc link with keys the page does not know opens the rest and names them; tracking keys go unnamed', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/calc/?battle=space&a.cruiser=2&a.cruser=3&d.cruiser=1&zzz=1&utm_source=discord');
  const note = page.getByText(/This link's parameters "a\.cruser", "zzz" are not known here and were ignored/);
  await expect(note).toBeVisible();
  await expect(note).not.toContainText('utm_source');
  await expect(page.getByRole('region', { name: 'Attacker', exact: true }).getByText('2', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('img')).toHaveAttribute('aria-label', /Attacker [\d.]+%/);
  // The address keeps what was understood, without the unknown keys.
  await expect(page).toHaveURL(/a\.cruiser=2/);
  await expect(page).not.toHaveURL(/cruser|zzz/);
  expect(errors).toEqual([]);
});

test('a /calc/eotv link with an unknown key opens the rest and names it', async ({ page }) => {
  await page.goto('/calc/eotv/?a.u=1x1,2x2&d.u=1x1&h=5&a.q=1');
  await expect(page.getByText(/This link's parameter "a\.q" is not known here and was ignored/)).toBeVisible();
  await expect(page).toHaveURL(/h=5/);
});

test('leaders and promissory notes from a link: toggles checked, card kind shown, odds computed', async ({ page }) => {
  await page.goto('/calc/?battle=space&sustain=first&a.faction=winnu&a.factionOptions=rickarRickani&a.cruiser=2&a.warFunding=1&d.faction=letnev&d.cruiser=2');
  const factions = page.getByRole('region', { name: 'Factions' });
  await expect(factions.getByRole('checkbox', { name: /Rickar Rickani/ })).toBeChecked();
  await expect(factions).toContainText('Leader (commander)');
  await page.getByText('Attacker options').click();
  await expect(page.getByRole('checkbox', { name: /War Funding \(Letnev note\)/ })).toBeChecked();
  // The Letnev defender is not offered its own note.
  await page.getByText('Defender options').click();
  await expect(page.getByRole('checkbox', { name: /War Funding/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('img')).toHaveAttribute('aria-label', /Attacker [\d.]+%/);
});
