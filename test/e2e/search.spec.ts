import { expect, test } from '@playwright/test';

test('on a phone, the home page search finds a rule by words, highlights them, and a tap opens it at its anchor', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await expect(box).toBeFocused();

  await box.fill('sustian damage');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const first = results.getByRole('option').first();
  await expect(first).toContainText('Sustain Damage');
  await expect(first).toContainText('TI4 LRR');
  await expect(results.locator('mark').first()).toHaveText(/sustain|damage/i);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await box.fill('rule 67.5');
  await expect(first).toContainText('67.5');
  await first.tap();
  await expect(page).toHaveURL(/\/rules\/space-combat\/?#67\.5$/);
  await expect(page.locator('section[id="67.5"]')).toBeInViewport();
});

test('keyboard: / focuses the search, arrows move, Enter opens the chosen result', async ({ page }) => {
  await page.goto('/rules/movement/');
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await expect(box).toBeFocused();

  await box.fill('49');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Movement');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  const number = (await options.nth(1).locator('.font-mono').textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/rules/movement/?#${number.replace('.', '\\.')}$`));
  await expect(page.locator(`section[id="${number}"]`)).toBeInViewport();
});

test('filters results by source and shows an inline message when nothing matches', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.fill('fleet supply');
  await page.getByRole('group', { name: 'Sources' }).getByRole('button', { name: 'TI3 FAQ' }).click();
  const options = page.getByRole('option');
  // The unfiltered results stay on screen until the filtered search answers: wait for those to go.
  await expect(options.filter({ hasNotText: /TI3 (FAQ|errata)/ })).toHaveCount(0);
  await expect(options.first()).toBeVisible();
  await expect(options.filter({ hasNotText: /TI3 (FAQ|errata)/ })).toHaveCount(0);

  await box.fill('<b>qqqzzz</b>');
  await expect(page.getByRole('search').getByRole('status')).toContainText('Nothing found for “<b>qqqzzz</b>”');
  expect(await page.getByRole('search').locator('b').count()).toBe(0);
});

test('the source filter is remembered across visits, and "All" forgets it', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.fill('power card');
  const sources = page.getByRole('group', { name: 'Sources' });
  await sources.getByRole('button', { name: 'EotV' }).click();
  await expect(sources.getByRole('button', { name: 'EotV' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/faq/');
  await page.getByRole('combobox', { name: /Search the rules/ }).fill('battle');
  await expect(sources.getByRole('button', { name: 'EotV' })).toHaveAttribute('aria-pressed', 'true');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents()) expect(text).toMatch(/EotV/);

  await sources.getByRole('button', { name: 'All' }).click();
  await page.reload();
  await page.getByRole('combobox', { name: /Search the rules/ }).fill('battle');
  await expect(sources.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
});

test('on a phone, a result opens its rule at the answering sentence, highlighted below the header, from an interactive page too', async ({ page }) => {
  await page.goto('/calc/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.tap();
  await box.fill('reroll opponent die in combat');
  const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(first).toContainText('67.5');
  // The snippet is the answering bullet, not the rule's first lines.
  await expect(first).toContainText("allow a player to reroll an opponent's die");
  await expect(first).not.toContainText('STEP 3-ROLL DICE');

  await first.tap();
  await expect(page).toHaveURL(/\/rules\/space-combat\/?#67\.5/);
  const marks = page.locator('section[id="67.5"] mark.sentence-hit');
  await expect(marks.first()).toBeInViewport();
  await expect(marks.first()).toContainText("an opponent's die");
  // The rule stands out as well as its sentence.
  await expect(page.locator('section[id="67.5"]')).toHaveAttribute('data-search-target', '');
  expect((await marks.allTextContents()).join('')).toContain('The attacker makes all of his combat rolls');
  // Not hidden under the sticky header.
  const header = (await page.getByRole('banner').boundingBox())!;
  await expect
    .poll(async () => {
      const mark = (await marks.first().boundingBox())!;
      return mark.y >= header.y + header.height && mark.y + mark.height <= 740;
    })
    .toBe(true);
});

test('a result on the page already open is highlighted too', async ({ page }) => {
  for (const path of ['/rules/space-combat/', '/rules/space-combat']) {
    await page.goto(path);
    const box = page.getByRole('combobox', { name: /Search the rules/ });
    await box.tap();
    await box.fill('reroll opponent die in combat');
    // The quick index answers first from titles alone (a TI3 ruling's title holds all three words);
    // the sentence comes with the full index, slow to build on a loaded CI machine.
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect(list).toHaveAttribute('data-stage', 'full', { timeout: 20_000 });
    const first = list.getByRole('option').first();
    await expect(first).toContainText("allow a player to reroll an opponent's die");
    await first.tap();
    const mark = page.locator('section[id="67.5"] mark.sentence-hit').first();
    await expect(mark).toBeInViewport();
    await expect(mark).toContainText("an opponent's die");
  }
});

test('search works as soon as the page is idle: the index loads in a worker, and the first query answers at once', async ({ page }) => {
  // The quick index's worker starts with the page; the full index's once it is idle.
  const worker = page.waitForEvent('worker', (w) => /\/reader\/search-worker-[A-Z0-9]{8}\.js$/.test(w.url()));
  // The worker loads the index before any tap.
  const index = page.waitForResponse((r) => r.url().endsWith('/search-index.json'));
  await page.goto('/rules/movement/');
  await worker;
  expect((await index).ok()).toBe(true);
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.tap();
  await box.fill('sustain damage');
  await expect(page.getByRole('option').first()).toContainText('Sustain Damage');
});

test('a rule number the LRR skips finds its entry, says so, and opens at the notice', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.fill('49.1');
  const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(first).toContainText('Movement');
  await expect(first).toContainText('49.1 is not in LRR 1.2');
  await first.click();
  await expect(page).toHaveURL(/\/rules\/movement\/?#49\.1$/);
  await expect(page.getByRole('note').filter({ hasText: '49.1 is not in LRR 1.2' })).toBeVisible();
});

test('a query typed before the full index is in is answered from the quick index (titles), then the full results take over and keep the choice', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/search-index.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/rules/movement/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.tap();
  await box.fill('sustain damage');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list).toHaveAttribute('data-stage', 'quick');
  await expect(list.getByRole('option').first()).toContainText('Sustain Damage');
  await expect(page.getByRole('search').getByRole('status')).toContainText('Titles only for now');
  // Titles only: no snippet, no highlighted words yet.
  expect(await list.locator('mark').count()).toBe(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const chosen = (await list.getByRole('option').nth(2).locator('.font-mono').textContent())!;

  release();
  await expect(list).toHaveAttribute('data-stage', 'full');
  // The first results paint first, the rest follow: all ten are there.
  await expect(list.getByRole('option')).toHaveCount(10);
  await expect(list.getByRole('option').last()).toHaveAttribute('id', 'search-option-9');
  await expect(list.locator('mark').first()).toBeVisible();
  await expect(page.getByRole('search').getByRole('status')).toHaveCount(0);
  // The reader had moved to a result: it is still the chosen one, wherever the full ranking puts it
  // (the full index mixes rulings in among the titles), and it is the only one chosen.
  await expect(list.locator('[aria-selected=true] .font-mono')).toHaveText(chosen);
  await expect(list.locator('[aria-selected=true]')).toHaveCount(1);
});

test('arrow keys reach the results below the fold of the panel, which scrolls to them; new words start it at the top', async ({ page }) => {
  await page.goto('/rules/movement/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.tap();
  await box.fill('combat');
  const list = page.getByRole('listbox', { name: 'Search results' });
  const options = list.getByRole('option');
  // The full results, not the quick ones they replace (a choice made before then follows its item).
  await expect(list).toHaveAttribute('data-stage', 'full');
  await expect(options).toHaveCount(10);
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown');
  await expect(options.nth(8)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(8)).toBeInViewport();
  await expect(box).toHaveAttribute('aria-activedescendant', 'search-option-8');

  await box.fill('space combat');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toBeInViewport();
});

test("a procedure's opening rule lists its steps under its snippet, in order, each a link to its step", async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /Search the rules/ });
  await box.fill('status phase in what order');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list).toHaveAttribute('data-stage', 'full', { timeout: 20_000 });
  await expect(list.getByRole('option').first()).toContainText('Status Phase');
  const steps = list.getByRole('list', { name: 'Steps of Status Phase' });
  await expect(steps.getByRole('listitem')).toHaveCount(8);
  await expect(steps.getByRole('link').first()).toHaveText('1 Score Objectives');
  await expect(steps.getByRole('link').last()).toHaveText('8 Return Strategy Cards');
  // Wrapped on a phone, the option still one: the arrows step over the list to the next result.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');

  await steps.getByRole('link', { name: '3 Draw Action Cards' }).tap();
  await expect(page).toHaveURL(/\/rules\/status-phase\/?#70\.3$/);
  await expect(page.locator('section[id="70.3"]')).toBeInViewport();
  await expect(list).toBeHidden();
});
