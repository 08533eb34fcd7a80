import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BACK_IN_STOCK_OPEN } from '../components/catalogue/back-in-stock-labels';
import { BACK_IN_STOCK_SUBMIT } from '../components/catalogue/back-in-stock-messages';
import { addStaffMember, signInToBackOffice } from './admin-helpers';
import { gotoHydrated, readOutbox, signUpAndLogIn, useOwnClientAddress, type StockedSize } from './helpers';

/**
 * Issue 31, item 12: a signed-in shopper asks, by keyboard, to be told by WhatsApp when a sold-out size is
 * back; the back office's stock screen shows one shopper waiting for it; a staff member receives pieces of the
 * size; the notice is in the outbox once, and nobody waits any more. A guest is asked to log in.
 */

/** A size of a best seller with pieces free, from the end of the list (the other specs take the first ones). */
async function sizeToSellOut(request: APIRequestContext): Promise<StockedSize> {
  const best = await (await request.get('/api/get-top-selling-product/')).json();
  for (const product of [...(best.data.data as { id: number }[])].reverse()) {
    const detail = await (await request.get(`/api/get-product-detail/?product_pk=${product.id}`)).json();
    const sizes = detail.data.sizes as { size: string; stock: number }[];
    const size = sizes.find((option) => option.stock >= 1);
    if (size && sizes.length >= 2)
      return { productId: detail.data.id, name: detail.data.product_name, size: size.size };
  }
  throw new Error('No best seller has a size in stock');
}

/** The size's row of the Sizes table: on the shelf, held, available, waiting. */
async function rowOf(page: Page, size: string) {
  const [quantity, reserved, available, waiting] = (
    await page.getByTestId(`stock-size-${size}`).locator('td').allTextContents()
  ).map(Number);
  return { quantity, reserved, available, waiting };
}

async function adjust(page: Page, size: string, reason: 'received' | 'stock_take', amount: number, outcome: RegExp) {
  const form = page.getByRole('form', { name: `Adjust size ${size}` });
  await form.getByLabel('Reason').selectOption(reason);
  await form
    .getByRole('textbox', { name: reason === 'received' ? 'Pieces received' : 'Pieces counted on the shelf' })
    .fill(String(amount));
  await form.getByRole('button', { name: `Save adjustment of size ${size}` }).click();
  await expect(form.getByRole('status')).toHaveText(outcome);
}

test('a sold-out size: asked for by WhatsApp, counted in the back office, told once when received', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ins (staff with the authenticator step, a shopper by login code) and a worker pass: ~50 s alone.
  test.setTimeout(150_000);
  const item = await sizeToSellOut(request);
  const { size } = item;
  const stockPath = `/admin/products/${item.productId}/stock`;
  const member = addStaffMember('staff');
  await signInToBackOffice(page, member);
  await page.goto(stockPath);
  const start = await rowOf(page, size);
  // Sold out: a stock take down to the pieces held for unpaid orders.
  await adjust(page, size, 'stock_take', start.reserved ?? 0, /^Stock take of size/);
  await expect.poll(async () => (await rowOf(page, size)).available).toBe(0);

  // A guest is asked to log in.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await gotoHydrated(guest, `/product/${item.productId}`);
  await guest.getByRole('radio', { name: `${size} (out of stock)`, exact: true }).check();
  await guest.getByRole('button', { name: BACK_IN_STOCK_OPEN }).click();
  await expect(guest.getByText(`Log in to be told when size ${size} is back`)).toBeFocused();
  await expect(guest.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', /^\/login\?/);
  await guestContext.close();

  // The shopper, signed in, asks by keyboard.
  const shopperContext = await browser.newContext();
  await useOwnClientAddress(shopperContext);
  const shopper = await shopperContext.newPage();
  const mobile = await signUpAndLogIn(shopper, request);
  await gotoHydrated(shopper, `/product/${item.productId}`);
  const sizeRadio = shopper.getByRole('radio', { name: `${size} (out of stock)`, exact: true });
  await sizeRadio.check();
  const opener = shopper.getByRole('button', { name: BACK_IN_STOCK_OPEN });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.focus();
  await shopper.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const whatsapp = shopper.getByRole('radio', { name: /WhatsApp/ });
  await expect(whatsapp).toBeFocused();
  await expect(whatsapp).toBeChecked();
  const axe = await new AxeBuilder({ page: shopper }).include('main').analyze();
  expect(axe.violations.filter((violation) => violation.impact !== 'minor').map((violation) => violation.id)).toEqual(
    [],
  );
  await shopper.keyboard.press('Tab');
  await expect(shopper.getByRole('button', { name: BACK_IN_STOCK_SUBMIT })).toBeFocused();
  await shopper.keyboard.press('Enter');
  const saved = shopper.getByRole('status').filter({ hasText: `once, when size ${size} is back in stock` });
  await expect(saved).toContainText(`send a WhatsApp message to +91 ${mobile}`);
  // Asking twice keeps the first request.
  await shopper.getByRole('button', { name: BACK_IN_STOCK_SUBMIT }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'You asked already.' })).toBeVisible();

  // The back office counts one shopper waiting for the size.
  await page.reload();
  await expect(page.getByTestId(`stock-waiting-${size}`)).toHaveText('1');

  // Pieces received: the notice goes out through the outbox, once; nobody waits any more.
  await adjust(page, size, 'received', 2, /^Received 2 of size/);
  const notices = () =>
    readOutbox().filter((message) => message.template === 'back_in_stock' && message.to === `+91${mobile}`);
  await expect.poll(() => notices().length, { timeout: 20_000 }).toBe(1);
  expect(notices()[0]?.channel).toBe('whatsapp');
  expect(notices()[0]?.body).toContain(`${item.name} in size ${size} is back in stock`);
  expect(notices()[0]?.body).toContain(`/product/${item.productId}`);
  await expect.poll(async () => (await rowOf(page, size)).waiting).toBe(0);
  await page.reload();
  await expect(page.getByTestId(`stock-waiting-${size}`)).toHaveText('0');
  // Another worker pass later sends nothing more.
  await shopper.waitForTimeout(3_000);
  expect(notices()).toHaveLength(1);

  // The shelf as it was.
  await adjust(page, size, 'stock_take', start.quantity ?? 0, /^Stock take of size/);
  await shopperContext.close();
});
