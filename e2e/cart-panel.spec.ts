import { expect, test, type Locator, type Page } from '@playwright/test';
import { cartPanel, gotoHydrated, signUpAndLogIn, sizeInStock, type StockedSize, moderateOrWorse } from './helpers';
import { CART_HEADING, DELIVERY_HEADING, SUBTOTAL_LABEL } from '../components/cart/cart-messages';
import { ADD_TO_CART_LABEL } from '../components/catalogue/catalogue-messages';

/**
 * The cart panel Add to Cart opens (issue 31, item 2; DEVIATIONS 62), at a phone's 390 px (a sheet along the
 * bottom) and a desktop's 1280 px (a drawer from the right): the line and the cart's totals as the server
 * answered them, "View cart" and "Checkout", the keyboard's whole path, axe on the open panel, and on the
 * phone the sheet never over Add to Cart.
 */

async function isFocused(locator: Locator): Promise<boolean> {
  return locator
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 })
    .catch(() => false);
}

async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `focus on ${target.toString()}` }).toBe(true);
}

function addToCartButton(page: Page): Locator {
  return page.getByRole('button', { name: ADD_TO_CART_LABEL });
}

/** The product page with the size chosen and Add to Cart pressed: the open panel. */
async function addAndOpen(page: Page, item: StockedSize): Promise<Locator> {
  await gotoHydrated(page, `/product/${item.productId}`);
  await page.getByRole('radio', { name: item.size, exact: true }).check();
  await addToCartButton(page).click();
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** A term's value in the panel's lists (Size, In your cart, Price, Items in your cart, Subtotal). */
function fact(panel: Locator, term: string): Locator {
  return panel.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`the cart panel at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('shows the item, size, count and subtotal; View cart leads to the cart with the same subtotal', async ({
      page,
      request,
    }) => {
      const item = await sizeInStock(request);
      const panel = await addAndOpen(page, item);
      await expect(panel).toHaveAttribute('aria-modal', 'true');
      await expect(panel.getByText(item.name, { exact: true })).toBeVisible();
      await expect(fact(panel, 'Size')).toHaveText(item.size);
      await expect(fact(panel, 'In your cart')).toHaveText('1');
      await expect(fact(panel, 'Items in your cart')).toHaveText('1');
      const subtotal = (await fact(panel, SUBTOTAL_LABEL).textContent()) ?? '';
      expect(subtotal).toMatch(/^[₹$][\d,]+(\.\d\d)?$/);
      await expect(fact(panel, 'Price')).toHaveText(subtotal);

      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      if (box && width === 1280) {
        // A drawer: the full height, on the right edge.
        expect(Math.abs(box.x + box.width - width)).toBeLessThanOrEqual(1);
        expect(box.y).toBeLessThanOrEqual(0.5);
        expect(box.height).toBeGreaterThanOrEqual(height - 1);
      }

      await panel.getByRole('link', { name: 'View cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('heading', { level: 1, name: CART_HEADING })).toBeVisible();
      await expect(cartPanel(page)).toHaveCount(0);
      await expect(page.getByRole('main').getByText(subtotal, { exact: true }).first()).toBeVisible();
    });

    test('Checkout: a guest goes by the login to checkout; Escape, Close and a click outside close it', async ({
      page,
      request,
    }) => {
      // Four presses add four pieces: a size with five in stock.
      const item = await sizeInStock(request, 5);
      const panel = await addAndOpen(page, item);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expectFocused(addToCartButton(page));

      await addToCartButton(page).click();
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(panel).toBeHidden();
      await expectFocused(addToCartButton(page));

      await addToCartButton(page).click();
      await expect(panel).toBeVisible();
      // Outside the panel: the top left corner, clear of the drawer (desktop) and of the sheet (phone).
      await page.mouse.click(8, 8);
      await expect(panel).toBeHidden();
      await expectFocused(addToCartButton(page));

      await addToCartButton(page).click();
      await expect(fact(panel, 'In your cart')).toHaveText('4');
      await panel.getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fcart%3Fcheckout$/);
    });

    test('the keyboard alone: Add to Cart, focus inside on the heading, Tab kept inside, Escape back to the button', async ({
      page,
      request,
    }) => {
      const item = await sizeInStock(request);
      await gotoHydrated(page, `/product/${item.productId}`);
      await page.getByRole('radio', { name: item.size, exact: true }).check();
      const button = addToCartButton(page);
      await button.focus();
      await page.keyboard.press('Enter');
      const panel = cartPanel(page);
      await expect(panel).toBeVisible();
      await expectFocused(panel.getByRole('heading', { name: 'Added to cart.' }));
      // Close, View cart, Checkout, then round to Close again: never out to the page behind.
      const order = ['Close', 'View cart', 'Checkout', 'Close'];
      for (const name of order) {
        await page.keyboard.press('Tab');
        await expectFocused(panel.getByRole(name === 'Close' ? 'button' : 'link', { name, exact: true }));
      }
      await page.keyboard.press('Shift+Tab');
      await expectFocused(panel.getByRole('link', { name: 'Checkout' }));
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expectFocused(button);
      // And on by keyboard: Enter on View cart reaches the cart.
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await expectFocused(panel.getByRole('heading', { name: 'Added to cart.' }));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expectFocused(panel.getByRole('link', { name: 'View cart' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/cart$/);
    });

    test('axe: the open panel has no moderate or worse finding', async ({ page, request }) => {
      const item = await sizeInStock(request);
      await addAndOpen(page, item);
      expect(await moderateOrWorse(page, '[data-cart-panel]')).toEqual([]);
    });

    if (width === 390) {
      test('the sheet sits on the bottom and never covers Add to Cart, and the page does not scroll under it', async ({
        page,
        request,
      }) => {
        const item = await sizeInStock(request);
        const panel = await addAndOpen(page, item);
        const sheet = await panel.boundingBox();
        const button = await addToCartButton(page).boundingBox();
        expect(sheet).not.toBeNull();
        expect(button).not.toBeNull();
        if (!sheet || !button) return;
        expect(Math.abs(sheet.y + sheet.height - height), 'on the bottom edge').toBeLessThanOrEqual(1);
        expect(sheet.x).toBeLessThanOrEqual(0.5);
        expect(sheet.width).toBeGreaterThanOrEqual(width - 1);
        expect(button.y, 'Add to Cart on screen').toBeGreaterThanOrEqual(0);
        expect(button.y + button.height, "Add to Cart above the sheet's top").toBeLessThanOrEqual(sheet.y);

        const scrolled = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled under the sheet').toBe(scrolled);
      });
    } else {
      test('Checkout, signed in: the cart opens with its delivery form, focus on its heading', async ({
        page,
        request,
      }) => {
        const item = await sizeInStock(request);
        await signUpAndLogIn(page, request);
        const panel = await addAndOpen(page, item);
        await panel.getByRole('link', { name: 'Checkout' }).click();
        await expect(page).toHaveURL(/\/cart\?checkout$/);
        const form = page.getByRole('region', { name: DELIVERY_HEADING });
        await expect(form).toBeVisible();
        await expectFocused(page.getByRole('heading', { name: DELIVERY_HEADING }));
      });
    }
  });
}
