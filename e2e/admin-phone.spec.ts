import { expect, test } from '@playwright/test';
import { useOwnClientAddress } from './helpers';
import { ORDER_FILTERS_SUMMARY } from '../components/admin/admin-messages';
import {
  addStaffMember,
  expectNoSidewaysScroll,
  placeCodOrdersByApi,
  placeOrderAsShopper,
  seriousViolations,
  shipOrder,
  signInToBackOffice,
} from './admin-helpers';

/**
 * The back office on a phone (the 'phone' project): an owner signs in with
 * the code and TOTP, finds a new paid order and ships it from the phone; the
 * pages fit 320 to 430 px with nothing sideways, the ship button sits
 * within the screen, and the order list's results come within the first
 * screen, its search and filters folded behind one summary.
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

  // On the phone the orders come first; the search and filters wait folded, and stay folded once in use.
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/admin/orders');
  const results = await page.getByRole('heading', { level: 2, name: 'Results' }).boundingBox();
  expect(results && results.y + results.height <= 740).toBe(true);
  await expect(page.getByLabel('Payment status')).toBeHidden();
  const summary = page.locator('summary', { hasText: ORDER_FILTERS_SUMMARY });
  await summary.click();
  await page.getByLabel('Payment status').selectOption('paid');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(summary).toContainText('1 in use: Paid');
  await expect(page.getByLabel('Payment status')).toBeHidden();
  await summary.click();
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
  // Focus lands on the answer, not on <body>: the next Tab goes on from the member's row.
  const answer = page.getByRole('status').filter({ hasText: 'Authenticator reset' });
  await expect(answer).toBeVisible();
  await expect(answer).toBeFocused();
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 740 });
    for (const url of ['/admin/staff', '/admin/settings', '/admin/account']) {
      await page.goto(url);
      await expectNoSidewaysScroll(page, width, url);
    }
  }
});

test('fifty orders on a phone: a compact list, filters folded and opened by keyboard; the dashboard jumps to its sections', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  await useOwnClientAddress(context);
  const owner = addStaffMember('owner');
  const placed = await placeCodOrdersByApi(request, 50);
  await page.setViewportSize({ width: 390, height: 800 });
  await signInToBackOffice(page, owner);

  await page.goto('/admin/orders');
  const table = page.getByRole('table', { name: 'Orders, newest first' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  // Still a table for assistive technology: rows with their header cells.
  await expect(table.getByRole('row')).toHaveCount(51);
  await expect(table.getByRole('rowheader', { name: placed.at(-1) })).toBeVisible();
  // One compact row each: a page of 50 was 16,600 px tall at 390 px with a card of labelled cells per order.
  const tallest = await rows.evaluateAll((elements) =>
    Math.max(...elements.map((row) => row.getBoundingClientRect().height)),
  );
  expect(tallest).toBeLessThanOrEqual(120);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(7000);
  await expectNoSidewaysScroll(page, 390, '/admin/orders');
  expect(await seriousViolations(page, '/admin/orders at 390 px')).toEqual([]);

  // The whole row answers a tap, not only its number.
  const newest = rows.first();
  const number = (await newest.getByRole('link').textContent())?.trim() ?? '';
  const box = await newest.boundingBox();
  if (!box) throw new Error('the newest order has no box');
  await page.mouse.click(box.x + box.width - 12, box.y + box.height - 12);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
  await page.goBack();

  // The search and filters: folded, opened from the keyboard, sent with Enter; the results come first again.
  const summary = page.locator('summary', { hasText: ORDER_FILTERS_SUMMARY });
  const search = page.getByLabel('Order number, phone or name');
  await expect(search).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(search).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type(placed[0] ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${placed[0]}`));
  await expect(rows).toHaveCount(1);
  await expect(search).toBeHidden();
  await expect(summary).toContainText(`1 in use: “${placed[0]}”`);
  expect(await seriousViolations(page, '/admin/orders?q= at 390 px')).toEqual([]);

  // The dashboard: "On this page" links move focus and the view to each section's heading.
  await page.goto('/admin');
  const jumps = page.getByRole('navigation', { name: 'On this page' });
  for (const [link, heading] of [
    ['Low stock', 'Low stock'],
    ['Funnel', 'Funnel · Today'],
    ['Waiting for action', 'Waiting for action'],
  ] as const) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await jumps.getByRole('link', { name: link, exact: true }).focus();
    await page.keyboard.press('Enter');
    const target = page.getByRole('heading', { level: 2, name: heading });
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
  }
  await expectNoSidewaysScroll(page, 390, '/admin');
  expect(await seriousViolations(page, '/admin at 390 px')).toEqual([]);
});
