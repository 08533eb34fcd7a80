import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fixCurrency, gotoHydrated, type ProductRef, moderateOrWorse } from './helpers';
import {
  RECENTLY_VIEWED_CLEARED,
  RECENTLY_VIEWED_CLEAR_NAME,
  RECENTLY_VIEWED_TITLE,
} from '../components/catalogue/recently-viewed-messages';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../components/catalogue/recently-viewed-storage';
import { formatPrice, toInr } from '../lib/money';

/** Three active best sellers, as the API answers them now. */
async function threeProducts(request: APIRequestContext): Promise<ProductRef[]> {
  const body = await (await request.get('/api/get-top-selling-product/')).json();
  const products: ProductRef[] = body.data.data.slice(0, 3);
  expect(products).toHaveLength(3);
  return products;
}

/** Scrolls the band's slot (below the page's content) into view: the band loads as it nears the screen. */
async function scrollToSlot(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelector('[data-recently-viewed]')?.scrollIntoView({ block: 'end' }));
}

function band(page: Page) {
  return page.getByRole('region', { name: RECENTLY_VIEWED_TITLE });
}

async function cardNames(page: Page): Promise<string[]> {
  return band(page).getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
}

/**
 * Recently viewed (issue 31, item 11; docs/decisions/050): a shopper opens three products; the third's page shows
 * the other two, newest first, with the server's names and prices in the page's currency, below the page's first
 * screen; the empty cart shows all three; Clear forgets them.
 */
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('the third product’s page shows the first two, newest first; prices follow the currency; Clear forgets them', async ({
      page,
      context,
      request,
    }) => {
      await fixCurrency(context, 'INR');
      const [first, second, third] = await threeProducts(request);
      if (!first || !second || !third) throw new Error('three products');

      await gotoHydrated(page, `/product/${first.id}`);
      await scrollToSlot(page);
      await page.waitForLoadState('networkidle');
      // Only itself viewed so far: no band.
      await expect(band(page)).toHaveCount(0);

      await gotoHydrated(page, `/product/${second.id}`);
      await gotoHydrated(page, `/product/${third.id}`);
      const ids = await page.evaluate((key) => window.localStorage.getItem(key), RECENTLY_VIEWED_STORAGE_KEY);
      expect(ids).toBe(JSON.stringify([third.id, second.id, first.id]));

      // Nothing is loaded or shown in the first screen: the band waits below the page's content.
      await expect(band(page)).toHaveCount(0);
      await scrollToSlot(page);
      await expect(band(page)).toBeVisible();
      expect(await cardNames(page)).toEqual([second.product_name, first.product_name]);
      const slotTop = await page.evaluate(
        () => (document.querySelector('[data-recently-viewed]')?.getBoundingClientRect().top ?? 0) + window.scrollY,
      );
      expect(slotTop, 'the band starts below the first screen').toBeGreaterThan(page.viewportSize()?.height ?? 0);

      // The server's price, in the page's currency.
      const firstCard = band(page).getByRole('listitem').first();
      await expect(firstCard.locator('[data-price="INR"]').first()).toHaveText(
        formatPrice(toInr(second.offer_price), 'INR'),
      );
      await expect(firstCard.locator('[data-price="INR"]').first()).toBeVisible();
      await expect(firstCard.locator('[data-price="USD"]').first()).toBeHidden();
      await page.getByRole('banner').getByLabel('Currency').selectOption('USD');
      await expect(firstCard.locator('[data-price="USD"]').first()).toBeVisible();
      await expect(firstCard.locator('[data-price="USD"]').first()).toHaveText(formatPrice(second.offer_price, 'USD'));

      await band(page).scrollIntoViewIfNeeded();
      expect(await moderateOrWorse(page)).toEqual([]);

      // A card is a keyboard-reachable link to its product.
      const link = band(page).getByRole('link', { name: second.product_name });
      await link.focus();
      await expect(link).toBeFocused();
      await expect(link).toHaveAttribute('href', `/product/${second.id}`);

      // The empty cart offers all three, newest first.
      await gotoHydrated(page, '/cart');
      await scrollToSlot(page);
      await expect(band(page)).toBeVisible();
      expect(await cardNames(page)).toEqual([third.product_name, second.product_name, first.product_name]);

      const clear = band(page).getByRole('button', { name: RECENTLY_VIEWED_CLEAR_NAME });
      await clear.focus();
      await page.keyboard.press('Enter');
      await expect(band(page)).toHaveCount(0);
      await expect(page.getByText(RECENTLY_VIEWED_CLEARED)).toBeFocused();
      expect(await page.evaluate((key) => window.localStorage.getItem(key), RECENTLY_VIEWED_STORAGE_KEY)).toBeNull();

      // Forgotten: the next product page has only itself to remember.
      await gotoHydrated(page, `/product/${first.id}`);
      await scrollToSlot(page);
      await page.waitForLoadState('networkidle');
      await expect(band(page)).toHaveCount(0);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), RECENTLY_VIEWED_STORAGE_KEY)).toBe(
        JSON.stringify([first.id]),
      );
    });
  });
}
