import { expect, test } from '@playwright/test';

test('the timing page opens on a placed example, with no command-line text', async ({ page }) => {
  await page.goto('/timing/');
  const order = page.getByRole('region', { name: 'Resolution order' }).locator('ol > li');
  await expect(order).toHaveCount(3);
  await expect(order.nth(0)).toContainText('Upgrade');
  await expect(order.nth(1)).toContainText('Sabotage');
  await expect(page.getByText('cannot place this trigger')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('npm run');
  await expect(page.locator('body')).not.toContainText('CLI input');

  // The timeline hydrates after the rest of the page (app/islands/Deferred.tsx): its steps still answer a tap.
  const step = page.getByRole('region', { name: 'The round, step by step' }).getByRole('button', { name: /Announce retreats/ });
  await step.click();
  await expect(step).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Announce retreats', level: 3 })).toBeVisible();
});

test('adding two abilities by name shows their order in view, and a shared link reproduces it', async ({ page, context }) => {
  await page.goto('/timing/');
  await page.getByRole('radio', { name: 'Agenda' }).check();
  const field = page.getByLabel('Ability: a card name or its trigger text');
  const player = page.getByRole('combobox', { name: 'Player', exact: true });
  const add = page.getByRole('button', { name: 'Add ability' });
  // The opening example's action-phase abilities cannot be placed in the agenda phase: remove them.
  for (const name of ['Forward Supply Base', 'Upgrade', 'Sabotage']) await page.getByRole('button', { name: new RegExp(`^Remove ${name}`) }).click();

  await player.selectOption('Bo');
  await field.fill('Bribery');
  await add.click();
  await player.selectOption('Cy');
  await field.fill('Veto');
  await add.click();

  const order = page.getByRole('region', { name: 'Resolution order' }).locator('ol > li');
  await expect(order).toHaveCount(2);
  await expect(order.nth(0)).toContainText('Veto');
  await expect(order.nth(0)).toContainText('When the agenda is revealed');
  await expect(order.nth(1)).toContainText('Bribery');
  // The answer is in view right after adding, on a 360 px phone.
  await expect(order.nth(0)).toBeInViewport();
  await expect(order.nth(1)).toBeInViewport();

  // The full reasoning folds open, with its citations.
  await order.nth(0).getByText('Why, with the rules').click();
  await expect(order.nth(0).getByRole('link', { name: '1.13' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A shared link reopens the same situation.
  await expect(page).toHaveURL(/phase=agenda/);
  const url = page.url();
  const other = await context.newPage();
  await other.goto(url);
  const again = other.getByRole('region', { name: 'Resolution order' }).locator('ol > li');
  await expect(again).toHaveCount(2);
  await expect(again.nth(0)).toContainText('Veto');
  await expect(again.nth(1)).toContainText('Bribery');
  await expect(other.getByRole('radio', { name: 'Agenda' })).toBeChecked();
});

test('a hand-edited link is refused with an inline message naming the field', async ({ page }) => {
  await page.goto('/timing/?phase=agenda&p=Ann&speaker=Ann&zap=1');
  await expect(page.getByText(/This link's situation could not be read \(zap: unknown field/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resolution order' }).locator('ol > li')).toHaveCount(3);
  // The link stays in the address bar, to be read and mended, until the first edit (it was replaced by the example's at once).
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/zap=1/);
  await page.getByRole('radio', { name: 'Status' }).check();
  await expect(page).toHaveURL(/phase=status/);
  expect(page.url()).not.toMatch(/zap=1/);
});

test('a shared link decorated with tracking parameters reads as the link itself', async ({ page }) => {
  await page.goto('/timing/?utm_source=chat&phase=agenda&p=Ann&p=Bo&speaker=Ann&a=1:Veto&fbclid=x1&si=y');
  const order = page.getByRole('region', { name: 'Resolution order' }).locator('ol > li');
  await expect(order).toHaveCount(1);
  await expect(order.nth(0)).toContainText('Veto');
  await expect(page.getByText("This link's situation could not be read")).toHaveCount(0);
  // The address mirrors the situation, without the trackers.
  await expect(page).toHaveURL(/phase=agenda/);
  expect(page.url()).not.toMatch(/utm_source|fbclid|si=/);

  // A link with nothing but tracking parameters is a plain visit: the example, no message.
  await page.goto('/timing/?utm_source=chat&utm_medium=social');
  await expect(order).toHaveCount(3);
  await expect(page.getByText("This link's situation could not be read")).toHaveCount(0);
});

test("a name's direction override and control characters stay inside the name", async ({ page }) => {
  // U+202E (right-to-left override) and BEL in a player's name, ESC in an ability's text.
  await page.goto('/timing/?phase=agenda&p=Ann&p=%E2%80%AEBo%07&speaker=Ann&a=1:Ve%1Bto');
  const entry = page.getByRole('region', { name: 'Resolution order' }).locator('ol > li').nth(0);
  await expect(entry).toContainText('Veto');
  const owner = entry.locator('bdi').first();
  expect(await owner.textContent()).toBe('\u202eBo');
  // The players' list shows the name isolated too, and no control character reaches the page.
  await expect(page.getByRole('group', { name: /^Players/ }).locator('bdi', { hasText: 'Bo' })).toHaveCount(1);
  expect(await page.locator('body').innerText()).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
});

test('a situation too long for a link is kept on the page, not written into the address, which still loads', async ({ page }) => {
  await page.goto('/timing/');
  const field = page.getByLabel('Ability: a card name or its trigger text');
  const add = page.getByRole('button', { name: 'Add ability' });
  // Five trigger texts of 2,000 characters each, pasted: a situation the page accepts, over 10,000 characters as a link.
  for (let i = 0; i < 5; i++) {
    await field.fill(`At the start of a space combat ${i} `.padEnd(2000, 'x'));
    await add.click();
  }
  await expect(page.getByText(/^Too long for a link \(1\d,\d{3} characters, at most 8,000\)/)).toBeVisible();
  // Before: the address grew with every text (10 KB here, 300 KB for one pasted page), and a reload of it got 414 from the server.
  expect(page.url().length).toBeLessThan(8_100);
  await page.getByRole('button', { name: /^Remove At the start of a space combat 4/ }).click();
  await page.getByRole('button', { name: /^Remove At the start of a space combat 3/ }).click();
  await page.getByRole('button', { name: /^Remove At the start of a space combat 2/ }).click();
  // Short enough again: the address follows, and reloads into the same situation.
  await expect(page.getByText(/^Too long for a link/)).toHaveCount(0);
  await expect(page).toHaveURL(/space\+combat\+1/);
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/At the start of a space combat 1/).first()).toBeVisible();
});
