import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { addToCart, checkOut, fixCurrency, signUpAndLogIn, sizeInStock, useOwnClientAddress } from './helpers';
import { MY_ORDERS_LABEL } from '../components/account/account-messages';
import { ACCOUNT_MENU_LABEL } from '../components/auth/auth-messages';
import {
  DELIVERY_HEADING as ORDER_DELIVERY_HEADING,
  INVOICE_DOWNLOAD,
  ORDER_STATUS_LABELS,
  TAX_DOCUMENTS_HEADING,
} from '../app/account/orders/orders-messages';

/**
 * A customer's orders after the purchase: sign in, place a cash-on-delivery
 * order, open My orders from the account menu, open the order's page and
 * download its invoice.
 */

test('My orders: the account menu opens the history, the order page shows the order and its invoice downloads', async ({
  page,
  context,
  request,
}) => {
  await useOwnClientAddress(context);
  await fixCurrency(context, 'INR');
  const item = await sizeInStock(request, 1);
  const mobile = await signUpAndLogIn(page, request, '7');
  await addToCart(page, item);
  await checkOut(page, {
    item,
    mobile,
    method: 'cod',
    delivery: { name: 'Meera Joshi', delivery_address: '7 Tripolia Bazaar', pin_code: '302002' },
  });

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

  // Once the shop issues GST invoices (decision 040) the order lists its tax invoice, which replaces the receipt;
  // an order without one (no tax identity configured) keeps the receipt's download.
  const taxDocuments = page.getByRole('region', { name: TAX_DOCUMENTS_HEADING });
  const receiptButton = page.getByRole('button', { name: INVOICE_DOWNLOAD });
  await expect(taxDocuments.or(receiptButton)).toBeVisible();
  const taxed = await taxDocuments.isVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    taxed ? taxDocuments.getByRole('button', { name: /^Download tax invoice / }).click() : receiptButton.click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    taxed ? /^tax-invoice-[A-Z0-9-]+\.pdf$/ : new RegExp(`^invoice-${orderNumber}\\.pdf$`),
  );
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
