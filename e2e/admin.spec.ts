import { expect, test } from '@playwright/test';
import { readOutbox, useOwnClientAddress } from './helpers';
import {
  addStaffMember,
  expectFocusOnOutcome,
  expectNoSidewaysScroll,
  placeOrderAsShopper,
  seriousViolations,
  shipOrder,
  signInToBackOffice,
} from './admin-helpers';

/**
 * The back office at /admin (issue 13) as an owner on a desktop: the owner
 * made with the command, signed in with the SMS code and TOTP; a shopper's
 * card order seen on the dashboard and the list, shipped with tracking (the
 * shopper told and their order page showing the link); a cash-on-delivery
 * order confirmed, shipped, delivered and refunded in part; after each step
 * and refund the focus on its outcome; the audit log read. A `staff`
 * member sees no owner items and gets 403 at /admin/audit. Every page fits
 * 390 px and passes axe.
 */

const REFUND_DONE = 'Refund issued; the shopper has been told.';

test.describe('back office', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('signed out, /admin goes to the sign-in page; it passes axe and fits a phone', async ({ page }) => {
    const response = await page.goto('/admin/orders');
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
    expect(await seriousViolations(page, '/admin/login')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoSidewaysScroll(page, 390, '/admin/login');
  });

  test('an owner ships a paid card order and delivers a cash-on-delivery one, then reads the audit log', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const owner = addStaffMember('owner');
    const card = await placeOrderAsShopper(browser, request, 'card');
    await signInToBackOffice(page, owner);

    // The dashboard counts it and links to the orders waiting.
    await expect(
      page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }),
    ).toBeVisible();
    await expect(page.getByTestId('orders-figure')).not.toHaveText('0');
    await page.getByRole('link', { name: '30 days' }).click();
    await expect(page).toHaveURL(/\/admin\?period=30d$/);
    await expect(page.getByRole('heading', { name: 'Sales · 30 days' })).toBeVisible();
    await page.getByRole('link', { name: 'Paid, to pack' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=paid&fulfilment_status=unfulfilled$/);
    await expect(page.getByRole('link', { name: card.orderNumber })).toBeVisible();

    // The list's search form lives in the URL.
    await page.getByLabel('Order number, phone or name').fill(card.orderNumber);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${card.orderNumber}`));
    await page.getByRole('link', { name: card.orderNumber }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${card.orderNumber}`);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('pay_');
    await expect(page.getByRole('form', { name: 'Confirm cash on delivery' })).toHaveCount(0);

    const tracking = `DLV${Date.now()}`;
    await shipOrder(page, card.orderNumber, tracking);
    await expect
      .poll(() =>
        readOutbox()
          .filter((message) => message.meta?.order_id === card.orderNumber && message.template === 'order_shipped')
          .map((message) => message.channel)
          .sort(),
      )
      .toEqual(['email', 'whatsapp']);
    await expect(page.getByRole('region', { name: 'Messages sent' })).toContainText('Order shipped');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(owner.name);

    // A part of it refunded through the provider: recorded on the order, the shopper told once.
    const payments = page.getByRole('region', { name: 'Payments' });
    const refund = payments.getByRole('form', { name: 'Refund' });
    await refund.getByLabel('Amount', { exact: false }).fill('abc');
    await refund.getByLabel('Reason').fill('One cushion cover arrived stained');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund.getByLabel('Amount', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    await refund.getByLabel('Amount', { exact: false }).fill('1');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Partially refunded');
    await expect(payments.getByRole('table', { name: 'Refunds asked' })).toContainText('Succeeded');
    await expectFocusOnOutcome(page, REFUND_DONE);
    await expect
      .poll(() =>
        readOutbox()
          .filter((message) => message.meta?.order_id === card.orderNumber && message.template === 'refund_issued')
          .map((message) => message.channel)
          .sort(),
      )
      .toEqual(['email', 'whatsapp']);

    // A PayPal order refunded in full: the order and PayPal's capture agree.
    const paypal = await placeOrderAsShopper(browser, request, 'paypal');
    await page.goto(`/admin/orders/${paypal.orderNumber}`);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    const paypalRefund = page.getByRole('region', { name: 'Payments' }).getByRole('form', { name: 'Refund' });
    const owed =
      /Up to [^\d]*([\d,.]+) can still be refunded/
        .exec((await paypalRefund.textContent()) ?? '')?.[1]
        ?.replace(/,/g, '') ?? '';
    expect(owed).toMatch(/^\d+(\.\d+)?$/);
    await paypalRefund.getByLabel('Amount', { exact: false }).fill(owed);
    await paypalRefund.getByLabel('Reason').fill('Shopper changed their mind');
    await paypalRefund.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Refunded');
    await expect(page.getByRole('region', { name: 'Payments' }).getByRole('form', { name: 'Refund' })).toHaveCount(0);
    // The refund form is gone with nothing left to refund: the focus is on the outcome.
    await expectFocusOnOutcome(page, REFUND_DONE);
    await expect(
      page.getByRole('region', { name: 'Payments' }).getByRole('table', { name: 'Refunds asked' }),
    ).toContainText('PayPal');
    await page.goto(`/admin/orders/${card.orderNumber}`);

    // The packing slip is a PDF.
    const slip = await page.request.get(`/api/admin/orders/${card.orderNumber}/packing-slip/`);
    expect(slip.headers()['content-type']).toContain('application/pdf');

    // The shopper's own order page shows the tracking link.
    await card.shopper.goto(`/account/orders/${card.orderNumber}`);
    await expect(card.shopper.getByRole('link', { name: 'Track your parcel with Delhivery' })).toHaveAttribute(
      'href',
      `https://track.example.com/${tracking}`,
    );

    // Cash on delivery: confirmed after a call, packed, shipped, delivered; the focus on each step's outcome.
    const cod = await placeOrderAsShopper(browser, request, 'cod');
    await page.goto(`/admin/orders?status=cod_confirmed&fulfilment_status=unfulfilled`);
    await page.getByRole('link', { name: cod.orderNumber }).click();
    await expect(page.getByRole('form', { name: 'Pack' })).toHaveCount(0);
    const codRefund = page.getByRole('region', { name: 'Payments' }).getByRole('form', { name: 'Refund' });
    const confirm = page.getByRole('form', { name: 'Confirm cash on delivery' });
    await confirm.getByLabel('Call outcome').selectOption('no_answer');
    await confirm.getByRole('button', { name: 'Log call' }).click();
    await expectFocusOnOutcome(page, 'Call logged; the order is not confirmed yet.');
    await confirm.getByLabel('Call outcome').selectOption('confirmed');
    await confirm.getByLabel('Note (optional)').fill('Shopper confirmed the address');
    await confirm.getByRole('button', { name: 'Log call' }).click();
    await expect(page.getByTestId('fulfilment-status')).toHaveText('Confirmed');
    await expect(confirm).toHaveCount(0);
    await expectFocusOnOutcome(page, 'Order confirmed.');
    await page.getByRole('form', { name: 'Pack' }).getByRole('button', { name: 'Mark packed' }).click();
    await expect(page.getByTestId('fulfilment-status')).toHaveText('Packed');
    await expect(page.getByRole('form', { name: 'Pack' })).toHaveCount(0);
    await expectFocusOnOutcome(page, 'Order packed.');
    await shipOrder(page, cod.orderNumber, `COD${Date.now()}`);
    // The courier has collected nothing yet: no cash to hand back.
    await expect(codRefund).toHaveCount(0);
    await page.getByRole('form', { name: 'Delivered' }).getByRole('button', { name: 'Mark delivered' }).click();
    await expect(page.getByTestId('fulfilment-status')).toHaveText('Delivered');
    await expect(page.getByRole('region', { name: 'Fulfilment' }).getByRole('form')).toHaveCount(0);
    await expectFocusOnOutcome(page, 'Order delivered.');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Shopper confirmed the address');

    // Delivered, its cash was collected: some of it handed back, recorded by hand.
    await expect(codRefund).toContainText('cash on delivery');
    await codRefund.getByLabel('Amount', { exact: false }).fill('100');
    await codRefund.getByLabel('Reason').fill('One cushion cover was missing');
    await codRefund.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Partially refunded');
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Cash handed back');
    await expectFocusOnOutcome(page, REFUND_DONE);

    // The audit log, filtered to this order.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Entity id (an order number...)').fill(cod.orderNumber);
    await page.getByRole('button', { name: 'Filter' }).click();
    const entries = page.getByRole('region', { name: 'Entries' });
    for (const action of ['Order confirm', 'Order pack', 'Order ship', 'Order deliver'])
      await expect(entries.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
    await expect(entries).toContainText(owner.name);

    // Every page: no serious axe violation, nothing sideways at 390 px.
    await page.goto(`/admin/orders/${cod.orderNumber}`);
    const customerHref = await page
      .getByRole('region', { name: 'Customer and delivery' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    const pages = [
      '/admin',
      '/admin?period=7d',
      '/admin/orders',
      `/admin/orders/${card.orderNumber}`,
      `/admin/orders/${cod.orderNumber}`,
      '/admin/customers',
      customerHref ?? '/admin/customers',
      '/admin/audit',
    ];
    for (const url of pages) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(url);
      expect(await seriousViolations(page, url)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 800 });
      await expectNoSidewaysScroll(page, 390, url);
    }

    // Sign out: back to the sign-in page, and the pages ask for it again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/customers');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcustomers$/);
  });

  test('a date the calendar lacks in the orders URL: the page names the filter and keeps the export on real days', async ({
    page,
  }) => {
    await signInToBackOffice(page, addStaffMember('staff'));
    for (const [query, label, field] of [
      ['to=2026-13-01', 'Placed until (UTC day)', 'to'],
      ['from=2026-02-30', 'Placed from (UTC day)', 'from'],
    ] as const) {
      const response = await page.goto(`/admin/orders?${query}`);
      expect(response?.status(), `/admin/orders?${query}`).toBe(200);
      const message = 'must be a real date written YYYY-MM-DD, such as 2026-11-01';
      await expect(page.getByRole('region', { name: 'Results' }).getByRole('alert')).toHaveText(`${field}: ${message}`);
      const filter = page.getByLabel(label);
      await expect(filter).toHaveAttribute('aria-invalid', 'true');
      await expect(filter).toHaveAccessibleDescription(message);
      // The export offers the default range, not the refused day.
      await expect(page.getByRole('link', { name: 'Download CSV' })).not.toHaveAttribute('href', /2026-(13-01|02-30)/);
      expect(await seriousViolations(page, `/admin/orders?${query}`)).toEqual([]);
    }
  });

  test('a staff member sees no owner items and gets 403 at /admin/audit', async ({ page }) => {
    const member = addStaffMember('staff');
    await signInToBackOffice(page, member);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    const response = await page.goto('/admin/audit');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Only an owner may see this page');
    expect(await seriousViolations(page, '/admin/audit (403)')).toEqual([]);
  });
});
