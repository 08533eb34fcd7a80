import { expect, test } from '@playwright/test';
import {
  addToCart,
  cartLink,
  checkOut,
  fixCurrency,
  gotoHydrated,
  signUpAndLogIn,
  sizeInStock,
  useOwnClientAddress,
  moderateOrWorse,
} from './helpers';
import { BUY_AGAIN_LABEL } from '../app/account/orders/orders-messages';
import { BUY_AGAIN_ALL_ADDED_MESSAGE } from '../lib/contract/buy-again-messages';

/**
 * Buy again (issue 31, item 11): a shopper places an order, opens My orders, presses Buy again under it; the
 * cart panel opens with the header's count refreshed, pressing again adds nothing more, and the cart page
 * shows the item.
 */
test('Buy again puts a past order back in the cart, once', async ({ page, context, request }) => {
  await useOwnClientAddress(context);
  await fixCurrency(context, 'INR');
  const item = await sizeInStock(request, 3);
  const mobile = await signUpAndLogIn(page, request, '8');
  await addToCart(page, item);
  await checkOut(page, { item, mobile, method: 'cod' });
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  await gotoHydrated(page, '/account/orders');
  const order = page.getByRole('main').getByRole('article').first();
  await expect(order).toContainText(item.name);
  const buyAgain = order.getByRole('button', { name: BUY_AGAIN_LABEL });
  await buyAgain.click();

  const panel = page.getByRole('dialog', { name: BUY_AGAIN_ALL_ADDED_MESSAGE });
  await expect(panel).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await moderateOrWorse(page, '[data-cart-panel]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(buyAgain).toBeFocused();
  await expect(order.getByRole('status')).toContainText(BUY_AGAIN_ALL_ADDED_MESSAGE);
  expect(await moderateOrWorse(page, 'main')).toEqual([]);

  // Pressed again: the cart already holds the order, nothing doubles.
  await buyAgain.click();
  await expect(panel).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await panel.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: `Remove ${item.name}, size ${item.size}` })).toBeVisible();
});
