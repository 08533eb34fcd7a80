import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  cartLink,
  fixCurrency,
  gotoHydrated,
  signUpAndLogIn,
  sizeInStock,
  useOwnClientAddress,
  moderateOrWorse,
} from './helpers';
import { ACCOUNT_MENU_LABEL } from '../components/auth/auth-messages';
import { MY_WISHLIST_LABEL } from '../components/account/account-messages';
import { wishlistToggleLabel } from '../components/catalogue/wishlist-toggle-labels';
import { WISHLIST_GUEST_SAVED } from '../components/catalogue/wishlist-toggle-messages';
import { WISHLIST_REMOVED_MESSAGE } from '../lib/contract/wishlist-messages';
import {
  WISHLIST_EMPTY,
  WISHLIST_SHOP_LINK,
  addToCartLabel,
  removeFromWishlistLabel,
} from '../app/account/wishlist/wishlist-messages';

/** Two active best sellers: their ids and names. */
async function twoProducts(request: APIRequestContext): Promise<{ id: number; name: string }[]> {
  const body = await (await request.get('/api/get-top-selling-product/')).json();
  return (body.data.data as { id: number; product_name: string }[])
    .slice(0, 2)
    .map((product) => ({ id: product.id, name: product.product_name }));
}

function heartOf(page: Page, name: string) {
  return page.getByRole('button', { name: wishlistToggleLabel(name), exact: true });
}

function guestList(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('wishlist'));
}

/** Widths wider than the screen: a page that scrolls sideways. */
function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Wish list (issue 31, item 11): a guest hearts products (kept in the browser), signs in, finds them in the
 * account's list (the browser's list merged once and forgotten), removes one; the same by keyboard on a phone,
 * with Add to cart and the empty state; axe on the page.
 */
test.describe('Wish list', () => {
  test.setTimeout(150_000);
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
    await fixCurrency(context, 'INR');
  });

  test('at 1280 px: a guest hearts two products, signs in, finds both, removes one', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const [first, second] = await twoProducts(request);
    if (!first || !second) throw new Error('two best sellers needed');

    for (const product of [first, second]) {
      await gotoHydrated(page, `/product/${product.id}`);
      const heart = heartOf(page, product.name);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(WISHLIST_GUEST_SAVED)).toBeVisible();
    }
    expect(JSON.parse((await guestList(page)) ?? '[]')).toEqual([first.id, second.id]);
    // Kept across pages: the first product's heart is still pressed.
    await gotoHydrated(page, `/product/${first.id}`);
    await expect(heartOf(page, first.name)).toHaveAttribute('aria-pressed', 'true');

    await signUpAndLogIn(page, request, '7');
    // The browser's list went to the account once, and is forgotten here.
    await expect.poll(() => guestList(page)).toBeNull();

    await page.getByRole('banner').getByRole('button', { name: ACCOUNT_MENU_LABEL }).click();
    await page.getByRole('banner').getByRole('link', { name: MY_WISHLIST_LABEL }).click();
    await expect(page).toHaveURL(/\/account\/wishlist$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const main = page.getByRole('main');
    const items = main.getByRole('list', { name: 'Your wish list' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    // Newest first: the second product was hearted last.
    await expect(items.nth(0).getByRole('heading', { level: 2 })).toHaveText(second.name);
    await expect(items.nth(1).getByRole('heading', { level: 2 })).toHaveText(first.name);
    await expect(items.nth(0).getByRole('link', { name: second.name })).toHaveAttribute(
      'href',
      `/product/${second.id}`,
    );
    await expect(items.nth(0)).toContainText('₹');
    expect(await moderateOrWorse(page)).toEqual([]);

    await main.getByRole('button', { name: removeFromWishlistLabel(second.name) }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(first.name);
    const status = main.getByRole('status').filter({ hasText: WISHLIST_REMOVED_MESSAGE });
    await expect(status).toBeFocused();

    // The account's list drives the heart now: the first is pressed, the removed one is not.
    await gotoHydrated(page, `/product/${first.id}`);
    await expect(heartOf(page, first.name)).toHaveAttribute('aria-pressed', 'true');
    await gotoHydrated(page, `/product/${second.id}`);
    await expect(heartOf(page, second.name)).toHaveAttribute('aria-pressed', 'false');
  });

  test('at 390 px by keyboard: heart, sign in, Add to cart, Remove, the empty state; axe clean', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const item = await sizeInStock(request, 2);

    await gotoHydrated(page, `/product/${item.productId}`);
    const heart = heartOf(page, item.name);
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toBeFocused();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await signUpAndLogIn(page, request, '7');
    await expect.poll(() => guestList(page)).toBeNull();
    await gotoHydrated(page, '/account/wishlist');
    const main = page.getByRole('main');
    const items = main.getByRole('list', { name: 'Your wish list' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await moderateOrWorse(page)).toEqual([]);

    // Add to cart by keyboard: the size, then the button.
    const size = main.getByLabel(`Size of ${item.name}`);
    await size.focus();
    await size.selectOption(item.size);
    await page.keyboard.press('Tab');
    const add = main.getByRole('button', { name: addToCartLabel(item.name) });
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // Remove by keyboard: focus goes to the status line, and the empty state links to the shop.
    await page.keyboard.press('Tab');
    await expect(main.getByRole('button', { name: removeFromWishlistLabel(item.name) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('status').filter({ hasText: WISHLIST_REMOVED_MESSAGE })).toBeFocused();
    await expect(main.getByText(WISHLIST_EMPTY)).toBeVisible();
    await expect(main.getByRole('link', { name: WISHLIST_SHOP_LINK })).toHaveAttribute('href', '/');
    expect(await moderateOrWorse(page)).toEqual([]);
  });
});
