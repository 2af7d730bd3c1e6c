import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { FACTION_LIST } from '../../lib/calc/factions';

const attackerWin = (label: string | null) => Number(/Attacker ([\d.]+)%/.exec(label ?? '')?.[1] ?? NaN);

test("picking Sardakk N'orr for the attacker changes the odds and the link carries it", async ({ page }) => {
  await page.goto('/calc/');
  const bar = page.getByRole('region', { name: 'Result' }).getByRole('img');
  const before = await bar.getAttribute('aria-label');
  expect(before).toMatch(/%/);

  const select = page.getByLabel('Attacker faction');
  // Full width at 360 px: the select spans the screen less the page's padding.
  expect((await select.boundingBox())!.width).toBeGreaterThan(300);
  await expect(select.locator('option')).toHaveCount(FACTION_LIST.length + 1); // None and every faction
  await select.selectOption({ label: "Sardakk N'orr" });

  await expect(bar).not.toHaveAttribute('aria-label', before!);
  // Unrelenting: +1 to every combat roll can only help the attacker.
  expect(attackerWin(await bar.getAttribute('aria-label'))).toBeGreaterThan(attackerWin(before));
  await expect(page).toHaveURL(/a\.faction=sardakk/);
  const factions = page.getByRole('region', { name: 'Factions' });
  await expect(factions).toContainText('+1 to every combat roll');
  // The Exotrireme II sacrifice is a choice (a toggle), never always on; Sardakk leave nothing out.
  await expect(factions.getByRole('checkbox', { name: /Exotrireme II sacrifice/ })).toHaveCount(1);
  await expect(factions.locator('details', { hasText: 'Always on' })).not.toContainText('Exotrireme II sacrifice');
  // Sardakk leave out only leaders that change who lands, not the dice: listed apart, with their card kind.
  await expect(factions.locator('summary', { hasText: 'Not modelled' })).toHaveCount(1);
  await expect(factions.locator('details', { hasText: 'Not modelled' })).toContainText("G'hom Sek'kus (Leader (commander))");
  // What the odds leave out is listed apart, never among the abilities that are on: the Hacan flagship.
  await page.getByLabel('Defender faction').selectOption({ label: 'The Emirates of Hacan' });
  await expect(factions.locator('summary', { hasText: 'Not modelled' })).toHaveCount(2);
  // Both sheets now have an "Always on" list (the Hacan's names its mech, Pride of Kenara): none holds the flagship.
  const alwaysOn = factions.locator('details', { hasText: 'Always on' });
  await expect(alwaysOn.filter({ hasText: 'Wrath of Kenara' })).toHaveCount(0);
  await expect(alwaysOn.filter({ hasText: 'Pride of Kenara' })).toHaveCount(1);
  // Its own units: the Exotrireme is Sardakk's dreadnought, C'morran N'orr its flagship.
  const attacker = page.getByRole('region', { name: 'Attacker', exact: true });
  await expect(attacker).toContainText('Exotrireme');
  await expect(attacker).toContainText("C'morran N'orr");

  // A faction technology as a toggle, its citation a 44 px tap target, and into the link.
  const weave = factions.getByRole('checkbox', { name: /Valkyrie Particle Weave/ });
  await weave.check();
  await expect(page).toHaveURL(/a\.factionOptions=valkyrieParticleWeave/);
  for (const link of await factions.getByRole('link').all()) {
    if (!(await link.isVisible())) continue;
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  // The defender cannot pick the same faction.
  await expect(page.getByLabel('Defender faction').locator('option', { hasText: "Sardakk N'orr" })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Clear resets the factions with the fleets.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(select).toHaveValue('');
  await expect(page).not.toHaveURL(/faction=/);
});

test('a shared link with factions opens with them selected and their units shown', async ({ page }) => {
  await page.goto('/calc/?battle=space&sustain=first&a.faction=l1z1x&a.dreadnought=2&a.upgrades=dreadnought&d.faction=letnev&d.factionOptions=nonEuclideanShielding&d.cruiser=3');
  await expect(page.getByLabel('Attacker faction')).toHaveValue('l1z1x');
  await expect(page.getByLabel('Defender faction')).toHaveValue('letnev');
  const attacker = page.getByRole('region', { name: 'Attacker', exact: true });
  const dread = attacker.locator('div.rounded-md', { hasText: 'Super-Dreadnought' }).first();
  await expect(dread).toContainText('hits 5 → 4');
  await expect(page.getByRole('region', { name: 'Factions' }).getByRole('checkbox', { name: /Non-Euclidean Shielding/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('img')).toHaveAttribute('aria-label', /Attacker [\d.]+%/);
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('alert')).toHaveCount(0);

  // Letnev's Munitions Reserves is a count of rounds, in the link like the rest.
  await page.getByRole('button', { name: 'more: Defender Munitions Reserves rounds' }).click();
  await expect(page).toHaveURL(/d\.munitionsReserves=1/);
  for (const summary of await page.getByRole('region', { name: 'Factions' }).locator('summary').all()) await summary.click();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
});

test('a link with an unknown faction shows the inline error, not a crash', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/calc/?battle=space&a.faction=klingon&a.cruiser=1&d.cruiser=1');
  await expect(page.getByText(/This link's battle could not be read \(attacker\.faction: unknown faction/)).toBeVisible();
  await expect(page.getByLabel('Attacker faction')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('img')).toHaveAttribute('aria-label', /%/);
  expect(errors).toEqual([]);
});

test('The Cavalry: a destroyer picked as the Memoria raises the odds and rides in the link', async ({ page }) => {
  await page.goto('/calc/?battle=space&sustain=first&a.destroyer=1&d.cruiser=1');
  const bar = page.getByRole('region', { name: 'Result' }).getByRole('img');
  await expect(bar).toHaveAttribute('aria-label', /%/);
  const before = attackerWin(await bar.getAttribute('aria-label'));
  await page.getByText('Attacker options').click();
  await page.getByLabel('Attacker The Cavalry: ship').selectOption({ label: '1 destroyer' });
  await expect(page).toHaveURL(/a\.theCavalry\.ship=destroyer/);
  // 2 dice at 7 and Sustain Damage against a cruiser: 90.6% (test/calc/cavalry.test.ts), from 23.1%.
  await expect(bar).toHaveAttribute('aria-label', /Attacker 90\.6%/);
  expect(attackerWin(await bar.getAttribute('aria-label'))).toBeGreaterThan(before);
  await page.getByRole('checkbox', { name: /Memoria II/ }).check();
  await expect(page).toHaveURL(/a\.theCavalry\.memoriaII=1/);
});

test('a Titans defender with only Elysium and Ul the Progenitor shows odds, not "Add units"', async ({ page }) => {
  await page.goto('/calc/?battle=space&sustain=first&a.cruiser=2&d.faction=titans&d.factionOptions=ulTheProgenitor');
  const result = page.getByRole('region', { name: 'Result', exact: true });
  // The link is read once the page hydrates; then the worker's odds replace the preset's.
  await expect(page.getByLabel('Defender faction')).toHaveValue('titans');
  // 3 dice at 5 against 2 cruisers: the attacker keeps one with 35.2%.
  await expect(result.getByRole('img')).toHaveAttribute('aria-label', /Attacker 35\.2%/, { timeout: 15_000 });
  await expect(result).not.toContainText('Add units');
});

test("the agent's round comes from the link and can be changed on the faction sheet", async ({ page }) => {
  await page.goto('/calc/?battle=space&sustain=first&a.faction=letnev&a.factionOptions=viscountUnlenn&a.agentRound=2&a.cruiser=1&d.cruiser=1');
  const round = page.getByRole('group', { name: 'Attacker Viscount Unlenn round' });
  await expect(round.locator('output')).toHaveText('2');
  await round.getByRole('button', { name: /^fewer/ }).click();
  // Round 1 is the default: it leaves the link.
  await expect(page).not.toHaveURL(/agentRound/);
});
