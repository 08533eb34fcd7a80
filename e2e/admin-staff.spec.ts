import { expect, test } from '@playwright/test';
import { uniqueMobile, useOwnClientAddress } from './helpers';
import {
  addStaffMember,
  expectNoSidewaysScroll,
  placeOrderAsShopper,
  seriousViolations,
  signInToBackOffice,
} from './admin-helpers';
import { OWNER_ONLY_HEADING } from '../components/admin/admin-messages';

/**
 * Staff management and settings (issue 13, item 1; decision 027): the owner
 * adds a staff member at /admin/staff and lowers the staff refund limit at
 * /admin/settings; the member signs in (SMS code, authenticator enrolment),
 * sees neither screen in the menu and gets the 403 page at both, is told the
 * limit on a paid order's refund form and refused above it; the owner reads
 * the audit entries and deactivates the member, whose session ends.
 */
test('an owner adds a staff member who is held to the refund limit and kept out of staff and settings', async ({
  page,
  browser,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  await useOwnClientAddress(context);
  const owner = addStaffMember('owner');
  const card = await placeOrderAsShopper(browser, request, 'card');
  await signInToBackOffice(page, owner);

  // The owner adds a member.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const member = { mobile: uniqueMobile('7'), name: `Packer ${Date.now() % 100000}` };
  const add = page.getByRole('form', { name: 'Add a staff member' });
  await add.getByLabel('Name').fill(member.name);
  await add.getByLabel('Mobile number').fill('12');
  await add.getByRole('button', { name: 'Add member' }).click();
  await expect(add.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  await add.getByLabel('Mobile number').fill(member.mobile);
  await add.getByLabel('Role').selectOption('staff');
  await add.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Staff member added' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: member.name });
  await expect(row).toContainText('At next sign-in');
  await expect(row).toContainText('Never');
  expect(await seriousViolations(page, '/admin/staff')).toEqual([]);

  // The owner lowers the staff refund limit in dollars.
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shop configuration' })).toContainText('PayPal');
  const settings = page.getByRole('form', { name: 'Change settings' });
  await settings.getByLabel('Staff refund limit, USD (whole dollars)').fill('1.5');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByLabel('Staff refund limit, USD (whole dollars)')).toHaveAttribute('aria-invalid', 'true');
  await settings.getByLabel('Staff refund limit, USD (whole dollars)').fill('1');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('setting-staff_refund_limit_usd')).toHaveText(/\$1(\.00)?$/);
  expect(await seriousViolations(page, '/admin/settings')).toEqual([]);

  // The member signs in on their own device, with their own authenticator.
  const memberContext = await browser.newContext();
  await useOwnClientAddress(memberContext);
  const staffPage = await memberContext.newPage();
  await signInToBackOffice(staffPage, member);
  const staffNav = staffPage.getByRole('navigation', { name: 'Back office' });
  await expect(staffNav.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const hidden of ['Staff', 'Settings', 'Audit log'])
    await expect(staffNav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  for (const url of ['/admin/staff', '/admin/settings']) {
    const response = await staffPage.goto(url);
    expect(response?.status(), url).toBe(403);
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(OWNER_ONLY_HEADING);
  }
  const api = await staffPage.request.get('/api/admin/staff/');
  expect(api.status()).toBe(403);

  // The refund form names the limit; above it the server's refusal shows, and nothing is refunded.
  await staffPage.goto(`/admin/orders/${card.orderNumber}`);
  const refund = staffPage.getByRole('region', { name: 'Payments' }).getByRole('form', { name: 'Refund' });
  await expect(refund.getByTestId('refund-limit')).toContainText('$1');
  await refund.getByLabel('Amount', { exact: false }).fill('2');
  await refund.getByLabel('Reason').fill('Late delivery');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByRole('alert')).toContainText('need an owner');
  await expect(refund.getByLabel('Amount', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  await expect(staffPage.getByTestId('order-status')).toHaveText('Paid');

  // The owner reads the audit log: the member added, the setting changed (before and after).
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Entity type (order, staff...)').fill('settings');
  await page.getByRole('button', { name: 'Filter' }).click();
  const entries = page.getByRole('region', { name: 'Entries' });
  await expect(entries.getByRole('cell', { name: 'Settings update', exact: true }).first()).toBeVisible();
  await expect(entries).toContainText('"staff_refund_limit_usd": 1');
  await page.getByLabel('Entity type (order, staff...)').fill('staff');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(entries.getByRole('cell', { name: 'Staff add', exact: true }).first()).toBeVisible();
  await expect(entries).toContainText(member.name);

  // The owner deactivates the member: their next page asks them to sign in.
  await nav.getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: `Deactivate: ${member.name}` }).click();
  await expect(page.getByRole('row').filter({ hasText: member.name })).toContainText('Deactivated');
  await staffPage.goto('/admin/orders');
  await expect(staffPage).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);

  // Back to the default limit: an emptied field.
  await nav.getByRole('link', { name: 'Settings' }).click();
  await page
    .getByRole('form', { name: 'Change settings' })
    .getByLabel('Staff refund limit, USD (whole dollars)')
    .fill('');
  await page.getByRole('form', { name: 'Change settings' }).getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('setting-staff_refund_limit_usd')).toHaveText(/\$60(\.00)?$/);

  // Every member's own account page; nothing sideways on a phone.
  await nav.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('form', { name: 'Set up a new authenticator' })).toBeVisible();
  expect(await seriousViolations(page, '/admin/account')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  for (const url of ['/admin/staff', '/admin/settings', '/admin/account']) {
    await page.goto(url);
    await expectNoSidewaysScroll(page, 390, url);
  }
  await memberContext.close();
});
