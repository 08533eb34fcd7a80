import { expect, test } from '@playwright/test';
import { useOwnClientAddress } from './helpers';
import {
  addStaffMember,
  expectNoSidewaysScroll,
  placeOrderAsShopper,
  shipOrder,
  signInToBackOffice,
} from './admin-helpers';

/**
 * The back office on a phone (the 'phone' project): an owner signs in with
 * the code and TOTP, finds a new paid order and ships it from the phone; the
 * pages fit 320 to 430 px with nothing sideways, the ship button sits
 * within the screen, and the order list's results come within the first
 * screen, the less used filters folded.
 */
test('an owner ships an order from a phone', async ({ page, browser, request, context }) => {
  test.setTimeout(240_000);
  await useOwnClientAddress(context);
  const owner = addStaffMember('owner');
  const card = await placeOrderAsShopper(browser, request, 'card');
  await page.setViewportSize({ width: 390, height: 800 });
  await signInToBackOffice(page, owner);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('link', { name: card.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${card.orderNumber}`);
  const button = page.getByRole('form', { name: 'Ship' }).getByRole('button', { name: 'Mark shipped' });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390 && box.height >= 44).toBe(true);
  await shipOrder(page, card.orderNumber, `PH${Date.now()}`);

  // On the phone the orders come right after the search line; the other filters wait folded.
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/admin/orders');
  const results = await page.getByRole('heading', { level: 2, name: 'Results' }).boundingBox();
  expect(results && results.y + results.height <= 740).toBe(true);
  await expect(page.getByLabel('Payment status')).toBeHidden();
  await page.getByText('More filters', { exact: true }).click();
  await page.getByLabel('Payment status').selectOption('paid');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByText('More filters (1)', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Payment status')).toHaveValue('paid');

  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 740 });
    for (const url of [
      '/admin',
      '/admin/orders',
      `/admin/orders/${card.orderNumber}`,
      '/admin/customers',
      '/admin/audit',
    ]) {
      await page.goto(url);
      await expectNoSidewaysScroll(page, width, url);
    }
  }
});

test('an owner manages staff from a phone', async ({ page, context }) => {
  test.setTimeout(120_000);
  await useOwnClientAddress(context);
  const owner = addStaffMember('owner');
  const member = addStaffMember('staff');
  await page.setViewportSize({ width: 390, height: 800 });
  await signInToBackOffice(page, owner);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const button = page.getByRole('button', { name: `Reset authenticator: ${member.name}` });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390 && box.height >= 44).toBe(true);
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Authenticator reset' })).toBeVisible();
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 740 });
    for (const url of ['/admin/staff', '/admin/settings', '/admin/account']) {
      await page.goto(url);
      await expectNoSidewaysScroll(page, width, url);
    }
  }
});
