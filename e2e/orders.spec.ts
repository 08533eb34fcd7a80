import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cartLink, fixCurrency, gotoHydrated, signUpAndLogIn, useOwnClientAddress } from './helpers';
import {
  CART_CONTINUE,
  CASH_ON_DELIVERY_LABEL,
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  PLACE_ORDER,
} from '../components/cart/cart-messages';
import { MY_ORDERS_LABEL } from '../components/account/account-messages';
import { ACCOUNT_MENU_LABEL } from '../components/auth/auth-messages';
import {
  DELIVERY_HEADING as ORDER_DELIVERY_HEADING,
  INVOICE_DOWNLOAD,
  ORDER_STATUS_LABELS,
} from '../app/account/orders/orders-messages';

/**
 * A customer's orders after the purchase: sign in, place a cash-on-delivery
 * order, open My orders from the account menu, open the order's page and
 * download its invoice.
 */

/** An active best seller and one of its sizes with a piece free. */
async function productInStock(request: APIRequestContext): Promise<{ productId: number; name: string; size: string }> {
  const best = await (await request.get('/api/get-top-selling-product/')).json();
  for (const product of best.data.data as { id: number }[]) {
    const detail = await (await request.get(`/api/get-product-detail/?product_pk=${product.id}`)).json();
    const size = (detail.data.sizes as { size: string; stock: number }[]).find((option) => option.stock >= 1);
    if (size) return { productId: detail.data.id, name: detail.data.product_name, size: size.size };
  }
  throw new Error('No best seller has a size in stock');
}

test('My orders: the account menu opens the history, the order page shows the order and its invoice downloads', async ({
  page,
  context,
  request,
}) => {
  await useOwnClientAddress(context);
  await fixCurrency(context, 'INR');
  const item = await productInStock(request);
  const mobile = await signUpAndLogIn(page, request, '7');

  await gotoHydrated(page, `/product/${item.productId}`);
  await page.getByRole('radio', { name: item.size, exact: true }).check();
  await page.getByRole('button', { name: /add to cart/i }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await gotoHydrated(page, '/cart');
  await page.getByRole('button', { name: CART_CONTINUE }).click();
  const form = page.getByRole('region', { name: DELIVERY_HEADING });
  await form.getByRole('textbox', { name: DELIVERY_FIELD_LABELS.name, exact: true }).fill('Meera Joshi');
  await form.getByLabel(DELIVERY_FIELD_LABELS.country_code).fill('+91');
  await form.getByLabel(DELIVERY_FIELD_LABELS.mobile_number).fill(mobile);
  await form.getByLabel(DELIVERY_FIELD_LABELS.delivery_address).fill('7 Tripolia Bazaar');
  await form.getByLabel(DELIVERY_FIELD_LABELS.pin_code).fill('302002');
  await form.getByLabel(DELIVERY_FIELD_LABELS.city).fill('Jaipur');
  await form.getByLabel(DELIVERY_FIELD_LABELS.state).fill('Rajasthan');
  await form.getByRole('radio', { name: CASH_ON_DELIVERY_LABEL, exact: true }).check();
  await form.getByRole('button', { name: PLACE_ORDER }).click();
  await expect(page).toHaveURL(/\/$/);

  // My orders, from the account menu.
  await page.getByRole('banner').getByRole('button', { name: ACCOUNT_MENU_LABEL }).click();
  await page.getByRole('banner').getByRole('link', { name: MY_ORDERS_LABEL }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const orderLink = page
    .getByRole('main')
    .getByRole('link', { name: /^Order JH-/ })
    .first();
  await expect(orderLink).toBeVisible();
  const heading = (await orderLink.textContent()) ?? '';
  const orderNumber = heading.replace(/^Order /, '');

  // The order's own page: status, line, delivery address, invoice.
  await orderLink.click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const card = page.getByRole('article', { name: heading });
  await expect(card).toContainText(ORDER_STATUS_LABELS.cod_confirmed);
  await expect(card).toContainText(item.name);
  await expect(page.getByRole('region', { name: ORDER_DELIVERY_HEADING })).toContainText('7 Tripolia Bazaar');
  const robots = await page.locator('meta[name="robots"]').getAttribute('content');
  expect(robots).toContain('noindex');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: INVOICE_DOWNLOAD }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
