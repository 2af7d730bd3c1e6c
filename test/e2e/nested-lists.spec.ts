import { expect, test } from '@playwright/test';

test('the quick start game round shows its phases with their points nested under them', async ({ page }) => {
  await page.goto('/summary/quick-start/#quick-game-round');
  const round = page.locator('#quick-game-round .prose-rules > ol');
  await expect(round.locator(':scope > li')).toHaveCount(4);
  const action = round.locator(':scope > li').nth(1);
  await expect(action.locator(':scope > p').first()).toHaveText('Action Phase:');
  // "Main actions:" holds the three kinds of action as a numbered list inside its bullet.
  const main = action.locator(':scope > ul > li', { hasText: 'Main actions:' });
  await expect(main.locator(':scope > ol > li')).toHaveText([/^Tactical Action:/, /^Strategic Action:/, /^Component Action:/]);
  // The tactical breakdown stays inside "2. Action Phase", numbered, after its own paragraph.
  await expect(action.locator(':scope > p').nth(1)).toHaveText('Detailed breakdown of a Tactical Action:');
  await expect(action.locator(':scope > ol > li')).toHaveCount(5);
  expect(await action.locator(':scope > ol').evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe('decimal');
});

test('the agenda phase lists its sub-steps, the vote keeping its paragraphs', async ({ page }) => {
  await page.goto('/summary/game-round/#agenda-phase');
  const vote = page.locator('#agenda-phase .prose-rules ol > li', { hasText: 'VOTE:' });
  await expect(vote.locator(':scope > p')).toHaveText([/^VOTE:/, /^Announce the outcome/, /^FOR OR AGAINST:/, /^ELECT PLAYER:/, /^ELECT PLANET:/]);
});
