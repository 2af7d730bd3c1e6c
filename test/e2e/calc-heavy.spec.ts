import { expect, test } from '@playwright/test';
import { encodeBattle } from '../../lib/calc/url';
import type { BattleInput, SideInput } from '../../lib/calc/types';

// Issue 11's heaviest battle: seconds of exact computation on any machine today.
const side = (retreat: SideInput['retreat']): SideInput => ({
  units: { warsun: 2, dreadnought: 5, flagship: 1, cruiser: 8, destroyer: 8, fighter: 6 },
  upgrades: ['warsun', 'dreadnought', 'cruiser', 'destroyer', 'fighter'],
  modifier: 0,
  flagship: { value: 5, dice: 2 },
  duraniumArmor: true,
  retreat,
});
const HEAVY: BattleInput = { battle: 'space', sustain: 'first', maxRounds: 20, attacker: side({ afterRound: 20 }), defender: side({ atShips: 3 }) };

test('a heavy shared link keeps the page responsive: odds come from a worker', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`/calc/?${encodeBattle(HEAVY)}`);
  const result = page.getByRole('region', { name: 'Result' });
  const computing = result.getByRole('status').filter({ hasText: 'Computing' });
  await expect(computing).toBeVisible();

  // While the battle is computed, a tap on - updates its count within 100 ms.
  const ms = await page.evaluate(async () => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="fewer: Attacker Fighter"]')!;
    const output = button.nextElementSibling!;
    const t0 = performance.now();
    button.click();
    while (output.textContent !== '5') await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - t0;
  });
  expect(ms).toBeLessThan(100);
  await expect(computing).toBeVisible();
  await expect(page).toHaveURL(/a\.fighter=5/);

  // The newer battle's odds arrive in the end; the overtaken one's never show.
  await expect(computing).toBeHidden({ timeout: 150_000 });
  await expect(result.getByRole('img')).toHaveAttribute('aria-label', /Attacker [\d.<>]+%/);
});
