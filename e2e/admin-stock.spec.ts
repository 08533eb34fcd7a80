import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sizeInStock, useOwnClientAddress } from './helpers';
import {
  addStaffMember,
  expectFocusOnOutcome,
  expectNoSidewaysScroll,
  seriousViolations,
  signInToBackOffice,
  signedUpShopperHeaders,
} from './admin-helpers';

/**
 * Issue 29, item 3: a staff member receives 5 pieces of a size and sees the history line; a damaged change
 * that would leave fewer pieces than a shopper's unpaid order holds is refused with the numbers; a stock
 * take down to the held pieces puts the size on the restock list, which links back to the product's stock.
 * On a desktop and on a phone (Pixel 7, 412 px; the lists checked at 390 px).
 */

/** A shopper's card order left unpaid, through the shop's API: it holds one piece of the size. */
async function holdOnePiece(request: APIRequestContext, productId: number, size: string): Promise<void> {
  const { auth, mobile } = await signedUpShopperHeaders(request, 'held', { first_name: 'Kavya', last_name: 'Menon' });
  const added = await request.post('/api/cart-items/', {
    headers: auth,
    data: { product_pk: productId, size, quantity: 1, offer_price: 1, mrp: 1, currency: 'INR' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const subtotal = (await added.json()).data.subtotal as number;
  const ordered = await request.post('/api/create-order/', {
    headers: auth,
    data: {
      amount: Math.round(subtotal * 100),
      currency: 'INR',
      promo_code: '',
      name: 'Kavya Menon',
      country_code: '+91',
      mobile_number: mobile,
      delivery_address: '12 Hawa Mahal Road',
      pin_code: '302002',
      city: 'Jaipur',
      state: 'Rajasthan',
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
}

/** The size's row of the Sizes table: on the shelf, held, available. */
async function shelfOf(page: Page, size: string): Promise<{ quantity: number; reserved: number; available: number }> {
  const cells = page.getByTestId(`stock-size-${size}`).locator('td');
  const [quantity, reserved, available] = (await cells.allTextContents()).map(Number);
  return { quantity: quantity ?? NaN, reserved: reserved ?? NaN, available: available ?? NaN };
}

async function stockJourney(page: Page, request: APIRequestContext, width: number) {
  const member = addStaffMember('staff');
  await signInToBackOffice(page, member);
  const item = await sizeInStock(request, 3);
  const { size } = item;
  const stockPath = `/admin/products/${item.productId}/stock`;

  // Receive 5 pieces: the outcome takes the focus, the history's newest line says who, what and why.
  await page.goto(stockPath);
  await expect(page.getByRole('heading', { level: 1, name: `Stock of ${item.name}` })).toBeVisible();
  const start = await shelfOf(page, size);
  const form = page.getByRole('form', { name: `Adjust size ${size}` });
  await form.getByLabel('Reason').selectOption('received');
  await form.getByRole('textbox', { name: 'Pieces received' }).fill('5');
  await form.getByRole('textbox', { name: 'Note (optional)' }).fill('Block-print batch from Sanganer');
  await form.getByRole('button', { name: `Save adjustment of size ${size}` }).click();
  const received = `Received 5 of size ${size}: ${start.quantity + 5} on the shelf now.`;
  await expectFocusOnOutcome(page, received);
  await expect.poll(async () => (await shelfOf(page, size)).quantity).toBe(start.quantity + 5);
  const newest = page.getByRole('table', { name: 'Stock adjustments, newest first' }).locator('tbody tr').first();
  for (const text of ['Received', '+5', String(start.quantity + 5), member.name, 'Block-print batch from Sanganer'])
    await expect(newest).toContainText(text);
  expect(await seriousViolations(page, stockPath)).toEqual([]);

  // A shopper's unpaid order holds a piece: a damaged change below the held pieces is refused with the numbers.
  await holdOnePiece(request, item.productId, size);
  await page.reload();
  const held = await shelfOf(page, size);
  expect(held.reserved).toBeGreaterThanOrEqual(1);
  const tooMany = held.quantity - held.reserved + 1;
  await form.getByLabel('Reason').selectOption('damaged');
  const damaged = form.getByRole('textbox', { name: 'Pieces damaged (as a negative number, such as -2)' });
  await damaged.fill(`-${tooMany}`);
  await form.getByRole('button', { name: `Save adjustment of size ${size}` }).click();
  await expect(damaged).toBeFocused();
  await expect(damaged).toHaveAttribute('aria-invalid', 'true');
  await expect(damaged).toHaveAccessibleDescription(
    `would leave ${held.reserved - 1} on the shelf, fewer than the ${held.reserved} held for unpaid orders (${held.quantity} on the shelf now)`,
  );
  expect(await shelfOf(page, size)).toEqual(held);

  // A stock take down to the held pieces: nothing left to sell, so the size is on the restock list.
  await form.getByLabel('Reason').selectOption('stock_take');
  await form.getByRole('textbox', { name: 'Pieces counted on the shelf' }).fill(String(held.reserved));
  await form.getByRole('button', { name: `Save adjustment of size ${size}` }).click();
  await expectFocusOnOutcome(
    page,
    `Stock take of size ${size} saved (${held.reserved - held.quantity}): ${held.reserved} on the shelf now.`,
  );
  await expect.poll(async () => (await shelfOf(page, size)).available).toBe(0);

  await page.setViewportSize({ width, height: 844 });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Stock', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock to restock' })).toBeVisible();
  const row = page.getByRole('link', { name: `${item.name}, size ${size}` });
  // Fewest available first: the size (0 available) is on one of the first pages.
  const next = page.getByRole('link', { name: 'Next →' });
  for (let pages = 0; (await row.count()) === 0 && (await next.count()) > 0 && pages < 20; pages += 1) {
    const before = page.url();
    await next.click();
    await page.waitForURL((url) => url.toString() !== before);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock to restock' })).toBeVisible();
  }
  await expect(row).toBeVisible();
  expect(await seriousViolations(page, '/admin/stock')).toEqual([]);
  await expectNoSidewaysScroll(page, width, '/admin/stock');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${stockPath}$`));
  await expectNoSidewaysScroll(page, width, stockPath);

  // Put the pieces back for the journeys after this one.
  await form.getByLabel('Reason').selectOption('received');
  await form.getByRole('textbox', { name: 'Pieces received' }).fill(String(start.quantity + 5));
  await form.getByRole('button', { name: `Save adjustment of size ${size}` }).click();
  await expect.poll(async () => (await shelfOf(page, size)).available).toBeGreaterThanOrEqual(3);
}

test.describe('stock on a desktop', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('staff receive pieces, a damaged change below the held pieces is refused, the restock list shows the size', async ({
    page,
    request,
  }) => {
    await stockJourney(page, request, 1280);
  });
});

test.describe('stock on a phone', () => {
  // A Pixel 7 in this project's Chromium (the browser type stays the project's).
  const { defaultBrowserType: _browserType, ...pixel } = devices['Pixel 7'];
  test.use(pixel);
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('the same journey at 390 px', async ({ page, request }) => {
    await stockJourney(page, request, 390);
  });
});
