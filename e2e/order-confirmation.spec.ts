import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  CONFIRMATION_URL,
  addToCart,
  checkOut,
  fixCurrency,
  gotoHydrated,
  ownClientAddressHeader,
  signUpAndLogIn,
  sizeInStock,
  tokenOf,
  useOwnClientAddress,
  type StockedSize,
  moderateOrWorse,
} from './helpers';
import { NOT_FOUND_TITLE } from '../components/content/not-found-texts';
import { formatCheckoutAmount } from '../lib/money';

/**
 * Issue 31, item 1 (docs/DEVIATIONS.md 59, docs/decisions/042): after cash on delivery and after the
 * sandbox card, the shopper lands on the order's confirmation page, not home: its heading has focus,
 * the spec's text is a status message, and the order number, items, totals and delivery days are the
 * server's. Another account and a visitor without a session get the shop's not-found answer. axe finds
 * nothing moderate or worse on the page.
 */

const ORDER_PLACED_MESSAGE = 'Your Order Placed successfully, You get invoice over Mail/Whatsapp.';
const CONFIRMATION_TITLE = 'Thank you for your order';

interface ConfirmationData {
  order_id: string;
  status: string;
  payment_method: string;
  currency: string;
  total: number;
  lines: { product_name: string; size: string; quantity: number; line_total: number }[];
  delivery_estimate: { earliest: string; latest: string } | null;
}

async function orderDetail(request: APIRequestContext, page: Page, orderNumber: string): Promise<ConfirmationData> {
  const response = await request.get(`/api/order-detail/?order_id=${orderNumber}`, {
    headers: { authorization: `Token ${await tokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ConfirmationData }).data;
}

function orderNumberOf(page: Page): string {
  const match = /\/order\/([A-Za-z0-9-]+)\/thank-you$/.exec(page.url());
  expect(match?.[1]).toBeTruthy();
  return match?.[1] ?? '';
}

/** What every confirmation shows, read against the server's answer for the order. */
async function expectConfirmation(page: Page, order: ConfirmationData, item: StockedSize): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: CONFIRMATION_TITLE });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: ORDER_PLACED_MESSAGE })).toBeVisible();
  await expect(page.getByText(`Order number ${order.order_id}`)).toBeVisible();
  const main = page.getByRole('main');
  const items = main.getByRole('list', { name: 'Items' });
  await expect(items.getByRole('listitem')).toHaveCount(order.lines.length);
  const line = items.getByRole('listitem').filter({ hasText: item.name });
  await expect(line).toContainText(`Size: ${item.size} · Qty: 1`);
  await expect(line).toContainText(formatCheckoutAmount(order.lines[0]?.line_total ?? -1, order.currency));
  await expect(line.locator('img')).toHaveCount(1);
  const total = main
    .locator('dt', { hasText: /^Total$/ })
    .last()
    .locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText(formatCheckoutAmount(order.total, order.currency));
  // The delivery days are the server's estimate.
  expect(order.delivery_estimate).not.toBeNull();
  const estimate = main.getByRole('region', { name: 'Expected delivery' });
  await expect(estimate.locator('time')).toHaveCount(2);
  await expect(estimate.locator('time').first()).toHaveAttribute('datetime', order.delivery_estimate?.earliest ?? '');
  await expect(estimate.locator('time').last()).toHaveAttribute('datetime', order.delivery_estimate?.latest ?? '');
  await expect(main.getByRole('region', { name: 'Delivery address' })).toContainText('Jaipur');
  // The invoice as the order page offers it: the GST tax invoice once issued, else the order's invoice PDF.
  await expect(main.getByRole('button', { name: /^Download (tax )?invoice / }).first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'What happens next' })).toContainText('WhatsApp');
  // Figures line up: prices, the order number and dates use lining tabular figures.
  expect(
    await page
      .getByText(`Order number ${order.order_id}`)
      .evaluate((node) => getComputedStyle(node).fontVariantNumeric),
  ).toBe('lining-nums tabular-nums');
}

/** Another account, and a visitor without a session, see the not-found answer and nothing of the order. */
async function expectHiddenFromOthers(browser: Browser, request: APIRequestContext, orderNumber: string) {
  for (const who of ['another account', 'a guest'] as const) {
    const context = await browser.newContext({ extraHTTPHeaders: ownClientAddressHeader() });
    const page = await context.newPage();
    if (who === 'another account') await signUpAndLogIn(page, request, '7');
    await page.goto(`/order/${orderNumber}/thank-you`);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE }), who).toBeVisible();
    await expect(page.getByText(orderNumber), who).toHaveCount(0);
    await expect(page.getByText(ORDER_PLACED_MESSAGE), who).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]'), who).toHaveAttribute('content', /noindex/);
    await context.close();
  }
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`order confirmation at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test.beforeEach(async ({ context, request }) => {
      const config = await (await request.get('/api/payments/config/')).json();
      expect(config.sandbox, 'the e2e server must run with the payment sandbox on').toBe(true);
      await useOwnClientAddress(context);
      await fixCurrency(context, 'USD');
    });

    test('cash on delivery lands on the confirmation: order, items, totals, banner, the cash to keep ready; only for the buyer', async ({
      page,
      request,
      browser,
    }) => {
      const item = await sizeInStock(request);
      const mobile = await signUpAndLogIn(page, request, '8', { confirmEmail: true });
      await gotoHydrated(page, `/product/${item.productId}`);
      await page.getByRole('banner').getByLabel('Currency').selectOption('INR');
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'INR');
      await addToCart(page, item);
      await checkOut(page, { item, mobile, method: 'cod' });

      const order = await orderDetail(request, page, orderNumberOf(page));
      expect(order).toMatchObject({ status: 'cod_confirmed', payment_method: 'cod', currency: 'INR' });
      await expectConfirmation(page, order, item);
      const cash = page.getByRole('region', { name: 'Pay on delivery' });
      await expect(cash).toContainText(`Please keep ${formatCheckoutAmount(order.total, 'INR')} ready in cash`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      expect(await moderateOrWorse(page)).toEqual([]);
      if (width === 1280) await expectHiddenFromOthers(browser, request, order.order_id);
    });

    test('the sandbox card lands on the confirmation: order, items, totals, banner, focus on the heading', async ({
      page,
      request,
    }) => {
      const item = await sizeInStock(request);
      const mobile = await signUpAndLogIn(page, request, '8', { confirmEmail: true });
      await addToCart(page, item);
      await checkOut(page, { item, mobile, method: 'card' });
      await expect(page).toHaveURL(CONFIRMATION_URL);

      const order = await orderDetail(request, page, orderNumberOf(page));
      expect(order).toMatchObject({ status: 'paid', payment_method: 'razorpay', currency: 'USD' });
      await expectConfirmation(page, order, item);
      await expect(page.getByRole('region', { name: 'Pay on delivery' })).toHaveCount(0);
      if (width === 390) expect(await moderateOrWorse(page)).toEqual([]);
    });
  });
}
