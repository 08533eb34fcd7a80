import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

/**
 * Issue 12, item 12: sort and filters on category and search pages (in the
 * URL, server-rendered, noindex), Back to the scroll position the shopper
 * left (Explore More pages included), the product picture's larger view.
 */

test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } });

/** The names of the products listed in the main content, in order. */
async function listedNames(page: Page): Promise<string[]> {
  return page.locator('main article h2, main article h3').allTextContents();
}

/** The offer prices (USD, as shown) of the listed products, in order. */
async function listedPrices(page: Page): Promise<number[]> {
  // The card's first price is the offer price (the struck-through MRP follows when higher).
  const texts = await page.locator('main article p > span:first-child [data-price="USD"]').allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

test.describe('sort and filters', () => {
  test('a category sorted by price, then filtered by colour and size, all in the URL and noindex', async ({ page }) => {
    await gotoHydrated(page, '/women');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/women\?sort=price-asc$/);
    const ascending = await listedPrices(page);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/women$/);

    await page.getByRole('form', { name: 'Sort and filter products' }).locator('summary').click();
    await page.getByLabel('Colour').selectOption('indigo');
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/women\?sort=price-asc&size=M&colour=indigo$/);
    const names = await listedNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Indigo /);
    await expect(page.getByText('Filters (2)')).toBeVisible();
    await expect(page.getByLabel('Colour')).toHaveValue('indigo');

    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/women$/);
    expect((await listedNames(page)).some((name) => !name.startsWith('Indigo '))).toBe(true);
  });

  test('the server renders the view a URL names, and ignores values it does not know', async ({ page, request }) => {
    const response = await page.goto('/women?sort=price-desc&craft=bagru');
    expect(response?.status()).toBe(200);
    const names = await listedNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/ Bagru /);
    const prices = await listedPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const bad = await page.goto('/women?sort=cheapest&size=XXXL&colour=%3Cscript%3E');
    expect(bad?.status()).toBe(200);
    expect((await listedNames(page)).length).toBe(12);
    const api = await request.get('/api/get-all-products/?category_pk=1&sort=cheapest');
    expect(api.status()).toBe(400);
  });

  test('search results sort and filter and keep the query', async ({ page }) => {
    await gotoHydrated(page, '/search?query=dress');
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/search\?query=dress&sort=price-desc$/);
    // The results stream in after the placeholders of a client navigation.
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    const prices = await listedPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(page.locator('#search-page-query')).toHaveValue('dress');
  });

  test('the controls are labelled and work from the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/women/dresses');
    await page.getByLabel('Sort by').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('form', { name: 'Sort and filter products' }).locator('summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Price' })).toBeVisible();
    await page.getByRole('group', { name: 'Price' }).getByRole('radio').nth(1).focus();
    await page.keyboard.press('Space');
    // Through the rest of the form to Apply.
    const apply = page.getByRole('button', { name: 'Apply' });
    for (let step = 0; step < 12 && !(await apply.evaluate((element) => element === document.activeElement)); step += 1)
      await page.keyboard.press('Tab');
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/women\/dresses\?price=/);
  });

  test('a choice applies as it is made: the URL and results follow without a reload, focus and scroll kept', async ({
    page,
  }) => {
    await gotoHydrated(page, '/women');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('form', { name: 'Sort and filter products' }).locator('summary').click();
    const colour = page.getByLabel('Colour');
    await colour.selectOption('indigo');
    await expect(page).toHaveURL(/\/women\?colour=indigo$/);
    await expect(page.locator('main article h2').first()).toHaveText(/^Indigo /);
    for (const name of await page.locator('main article h2').allTextContents()) expect(name).toMatch(/^Indigo /);
    await expect(page.getByLabel('Colour')).toBeFocused();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('fit a 360 px phone with the filters open (in the sheet, decision 051)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await gotoHydrated(page, '/women?size=M');
    await page.getByRole('button', { name: 'Filters, 1 applied' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('group', { name: 'Size' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const control of [sheet.getByRole('button', { name: /^Show \d+ results?$/ }), sheet.getByLabel('Colour')]) {
      const box = await control.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
  });
});

/**
 * The listing has stored the position the page came to rest at (it saves a frame after each scroll
 * event, and a wheel scroll runs on after mouse.wheel returns): two readings in a row agree, and the
 * stored position is that one. What Back returns to is then known.
 */
async function expectScrollRemembered(page: Page): Promise<void> {
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const { position, stored } = await page.evaluate(() => ({
          position: Math.round(window.scrollY),
          stored: window.sessionStorage.getItem(`listing-scroll:${window.location.pathname}${window.location.search}`),
        }));
        const atRest = position === previous && position > 0 && stored === String(position);
        previous = position;
        return atRest;
      },
      { message: 'the scroll position at rest and remembered' },
    )
    .toBe(true);
}

/**
 * Explore More, scroll into the second page, open a product (or leave for a page the app does not
 * keep), Back: the listing comes back at the same position, with the product the shopper saw where
 * they saw it (cards off screen are skipped with an estimated height until shown, so the position
 * must land on real cards: product-grid.module.css, listing-scroll-memory.ts).
 */
async function backToScrollPosition(page: Page, { away }: { away: 'in the app' | 'full page load' }) {
  await gotoHydrated(page, '/women');
  await page.getByRole('button', { name: 'Explore More' }).click();
  await expect(page).toHaveURL(/\/women\?page=2$/);
  const secondPage = page.locator('#products-page-2');
  await expect(secondPage).toBeVisible();
  const target = secondPage.locator('article h2 a, article h3 a').first();
  const name = (await target.textContent()) ?? '';
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expectScrollRemembered(page);
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(600);
  const seenAt = await target.evaluate((link) => link.getBoundingClientRect().top);

  if (away === 'in the app') {
    await target.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  } else {
    // A page the app does not keep: Back loads the listing afresh, with no card drawn yet.
    await page.goto('/about-us');
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/women\?page=2$/);
  await expect(page.locator('#products-page-2')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(left - 80);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(80);
  // The product the shopper saw is where they saw it, not only the same scroll offset.
  const seenAgainAt = await page
    .getByRole('main')
    .getByRole('link', { name, exact: true })
    .evaluate((link) => link.getBoundingClientRect().top);
  expect(Math.abs(seenAgainAt - seenAt)).toBeLessThan(80);
}

test.describe('Back to a listing', () => {
  test('returns to the scroll position the shopper left, with the products Explore More added', async ({ page }) => {
    await backToScrollPosition(page, { away: 'in the app' });
  });

  test.describe('on a phone-sized screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('returns to the scroll position the shopper left, showing the product opened', async ({ page }) => {
      await backToScrollPosition(page, { away: 'in the app' });
    });

    test('returns there too when Back loads the listing afresh', async ({ page }) => {
      await backToScrollPosition(page, { away: 'full page load' });
    });
  });

  test('a new visit to the listing starts at the top', async ({ page }) => {
    await gotoHydrated(page, '/women');
    await page.mouse.wheel(0, 1200);
    await expectScrollRemembered(page);
    await page.getByRole('main').locator('article h2 a, article h3 a').nth(6).click();
    await expect(page).toHaveURL(/\/product\//);
    // Through the product's trail: an in-app navigation to the same listing, not Back.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Women', exact: true })
      .click();
    await expect(page).toHaveURL(/\/women$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });
});

test.describe('the product picture', () => {
  test('opens larger from a button, closes with Escape and gives focus back', async ({ page }) => {
    const answer = await (await page.request.get('/api/get-all-products/?category_pk=1&page_size=1')).json();
    await gotoHydrated(page, `/product/${answer.data[0].id}`);
    const open = page.getByRole('button', { name: 'Enlarge picture' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('img')).toBeVisible();
    // Fitted to the window, whole (e2e/gallery.spec.ts checks the zoom view further).
    const size = await dialog.getByRole('img').boundingBox();
    const viewport = page.viewportSize();
    expect((size?.y ?? -1) + (size?.height ?? Infinity)).toBeLessThanOrEqual(viewport?.height ?? 0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});
