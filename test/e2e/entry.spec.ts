import { expect, test } from '@playwright/test';

test('an entry page on a phone follows a related topic and a rule link to its anchor', async ({ page }) => {
  await page.goto('/rules/movement/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Movement');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  await page.getByRole('navigation', { name: 'Related topics' }).getByRole('link', { name: /Space Cannon/ }).click();
  await expect(page).toHaveURL(/\/rules\/space-cannon\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Space Cannon');

  await page.goto('/rules/movement/');
  await page.locator('section[id="49.7"]').getByRole('link', { name: 'Move Ships' }).click();
  await expect(page).toHaveURL(/\/rules\/movement\/?#49\.4$/);
  const target = page.locator('section[id="49.4"]');
  await expect(target).toBeInViewport();
  expect(await target.evaluate((el) => el.matches(':target'))).toBe(true);
});

test('a short link lands on the rule', async ({ page }) => {
  await page.goto('/r/67.5/');
  await expect(page).toHaveURL(/\/rules\/space-combat\/?#67\.5$/);
  await expect(page.locator('section[id="67.5"]')).toBeInViewport();
});

test('a short link to a number the LRR skips lands on the entry and says so', async ({ page }) => {
  await page.goto('/r/49.1/');
  await expect(page).toHaveURL(/\/rules\/movement\/?#49\.1$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Movement');
  const notice = page.getByRole('note').filter({ hasText: '49.1 is not in LRR 1.2' });
  await expect(notice).toBeVisible();
  // Without the number in the URL the notice stays out of the way.
  await page.goto('/rules/movement/');
  await expect(page.getByText('49.1 is not in LRR 1.2')).toBeHidden();
  await expect(page.getByText('French:')).toContainText('Déplacement');
  await expect(page.locator('[lang="fr"]', { hasText: 'Déplacement' })).toHaveCount(1);
});

test('a short link past an entry\'s rules is not found, and the page says what the number is not and links to the entry', async ({ page }) => {
  // The note is the reader script's, under the strict CSP: no script error, no violation.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.text().startsWith('CSP violation')) errors.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  expect((await page.goto('/r/49.10/'))?.status()).toBe(404);
  const note = page.locator('#short-link-miss');
  await expect(note).toHaveText('49.10 is not in LRR 1.2: entry 49 Movement ends at 49.9. Open 49 Movement.');
  await note.getByRole('link', { name: '49 Movement' }).click();
  await expect(page).toHaveURL(/\/rules\/movement\/?$/);

  await page.goto('/r/13.2');
  await expect(page.locator('#short-link-miss')).toContainText('13.2 is not in LRR 1.2: entry 13 Attacker has no numbered rules.');
  // Anything else under /r/ keeps the plain not-found text.
  await page.goto('/r/nonsense/');
  await expect(page.getByText('No page here.')).toBeVisible();
  await expect(page.locator('#short-link-miss')).toBeHidden();
  expect(errors).toEqual([]);
});

test('an entry page shows its errata and rulings, and marks rules changed in LRR 1.1', async ({ page }) => {
  await page.goto('/rules/sustain-damage/');
  const rulings = page.locator('details', { hasText: 'Rulings on this topic' });
  await expect(rulings).toContainText('Direct Hit');
  // Folded when there are many; a tap on its summary unfolds it.
  if ((await rulings.getAttribute('open')) === null) await rulings.locator('summary').click();
  await rulings.getByRole('link', { name: 'Direct Hit' }).first().click();
  await expect(page).toHaveURL(/\/faq\/errata\/?#direct-hit$/);
  // The erratum links back to the rule it concerns.
  await expect(page.locator('section[id="direct-hit"]').getByRole('link', { name: /76/ })).toBeVisible();

  await page.goto('/rules/movement/');
  const mark = page.locator('section[id="49.4"]').getByRole('link', { name: 'changed in 1.1' });
  await expect(mark).toHaveAttribute('href', /\/lrr11\/changelog\/?#corrections$/);
  await expect(mark).toContainText('correction');
  // The changes are marks, not rulings.
  await expect(page.locator('details', { hasText: 'Rulings on this topic' })).not.toContainText('Movement 49.4');
  await expect(page.locator('section[id="49.5"]').getByRole('link', { name: 'changed in 1.1' })).toHaveCount(0);
});

test('a faction ruling shows on the entry that answers it', async ({ page }) => {
  await page.goto('/rules/adjacency/');
  const rulings = page.locator('details', { hasText: 'Rulings on this topic' });
  if ((await rulings.getAttribute('open')) === null) await rulings.locator('summary').click();
  const ruling = rulings.getByRole('link', { name: /Peace Accords/ });
  await expect(ruling).toBeVisible();
  await ruling.click();
  await expect(page).toHaveURL(/\/faq\/the-xxcha-kingdom\/?#the-xxcha-kingdom-1$/);
});

