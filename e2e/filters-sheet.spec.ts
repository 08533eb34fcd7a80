import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, moderateOrWorse } from './helpers';

/**
 * The listing's filters on phones (issue 31, item 5; decision 051): at 390 px a "Filters" button opens a
 * modal sheet holding the sort and the filters; choices apply as they are made, in the app (no reload), the
 * URL and the sheet's "Show N results" following; Show results, Close and Escape close it with focus back
 * on the button. At 1280 px there is no sheet: the filters are inline, as before.
 */

test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } });

function filtersButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Filters(, \d+ applied)?$/ });
}

function sheet(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Filters' });
}

function showResults(page: Page): Locator {
  return sheet(page).getByRole('button', { name: /^Show \d+ results?$/ });
}

/** The figure in "Show 24 results". */
async function shownCount(page: Page): Promise<number> {
  return Number((await showResults(page).textContent())?.match(/\d+/)?.[0]);
}

/** The figure in the listing's "Showing 1-12 out of 40 products". */
async function listedCount(page: Page): Promise<number> {
  const line = page.getByText(/^Showing 1-\d+ out of \d+ products$/);
  return Number((await line.textContent())?.match(/out of (\d+)/)?.[1]);
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 })
    .catch(() => false);
}

async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `focus on ${target.toString()}` }).toBe(true);
}

/** A full page load would lose this mark. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { samePage: true }));
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { samePage?: boolean }).samePage === true);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bar is one Filters button, the results right under it', async ({ page }) => {
    await gotoHydrated(page, '/women');
    await expect(filtersButton(page)).toBeVisible();
    await expect(page.getByLabel('Sort by')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeHidden();
    const first = await page.getByRole('main').getByRole('article').first().boundingBox();
    expect(first?.y, 'the first result starts within 600 px').toBeLessThan(600);
  });

  test('by keyboard: choose a price band and a size in the sheet, the listing follows in the app, Show results closes', async ({
    page,
  }) => {
    await gotoHydrated(page, '/women');
    await markPage(page);
    const button = filtersButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(sheet(page)).toBeVisible();
    await expectFocused(sheet(page).getByRole('button', { name: 'Close' }));
    await expect(sheet(page).getByLabel('Sort by')).toBeVisible();
    const before = await shownCount(page);
    expect(before).toBe(await listedCount(page));
    // The page behind does not scroll while the sheet is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // A price band: Any is focused in its group, an arrow key chooses the first band.
    const price = sheet(page).getByRole('group', { name: 'Price' });
    await price.getByRole('radio', { name: 'Any' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/women\?price=[\w-]+$/);
    await expect(sheet(page)).toBeVisible();
    await expectFocused(price.getByRole('radio').nth(1));
    await expect.poll(() => shownCount(page)).toBeLessThan(before);
    const priced = await shownCount(page);

    // A size, then Show results.
    const size = sheet(page).getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true });
    await size.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/women\?size=M&price=[\w-]+$/);
    await expect(sheet(page)).toBeVisible();
    await expect.poll(() => shownCount(page)).toBeLessThanOrEqual(priced);
    const chosen = await shownCount(page);
    await showResults(page).focus();
    await page.keyboard.press('Enter');
    await expect(sheet(page)).toBeHidden();
    await expectFocused(page.getByRole('button', { name: 'Filters, 2 applied' }));
    expect(await listedCount(page)).toBe(chosen);
    expect(await stillSamePage(page), 'no full page load').toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('by touch: open, choose, Escape and Close shut it with focus back on the button; axe clean while open', async ({
    page,
  }) => {
    await gotoHydrated(page, '/women');
    await markPage(page);
    await filtersButton(page).tap();
    await expect(sheet(page)).toBeVisible();

    expect(await moderateOrWorse(page)).toEqual([]);

    await sheet(page).getByRole('group', { name: 'Price' }).getByRole('radio').nth(1).tap();
    await expect(page).toHaveURL(/\/women\?price=[\w-]+$/);
    await sheet(page).getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).tap();
    await expect(page).toHaveURL(/\/women\?size=M&price=[\w-]+$/);
    await expect(sheet(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expectFocused(page.getByRole('button', { name: 'Filters, 2 applied' }));

    await filtersButton(page).tap();
    await expect(sheet(page)).toBeVisible();
    await sheet(page).getByRole('button', { name: 'Close' }).tap();
    await expect(sheet(page)).toBeHidden();
    await expectFocused(filtersButton(page));

    // Clear all empties every filter and keeps the sheet open on the whole listing.
    await filtersButton(page).tap();
    await sheet(page).getByRole('button', { name: 'Clear all' }).tap();
    await expect(page).toHaveURL(/\/women$/);
    await expect(sheet(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeAttached();
    expect(await stillSamePage(page), 'no full page load').toBe(true);
  });

  test('search results filter in the sheet too, keeping the query', async ({ page }) => {
    await gotoHydrated(page, '/search?query=dress');
    await filtersButton(page).tap();
    await sheet(page).getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/\/search\?query=dress&sort=price-desc$/);
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByLabel('Sort by')).toHaveValue('price-desc');
    await showResults(page).tap();
    await expect(sheet(page)).toBeHidden();
  });
});

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('there is no sheet: the sort and the filters are inline, as before', async ({ page }) => {
    await gotoHydrated(page, '/women');
    await expect(filtersButton(page)).toBeHidden();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
    const summary = page.getByRole('form', { name: 'Sort and filter products' }).locator('summary');
    await summary.click();
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
    await expect(page).toHaveURL(/\/women\?size=M$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }),
    ).toBeFocused();
  });
});
