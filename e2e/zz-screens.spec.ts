// Temporary: screenshots of the back office at 390 and 1280 px for a by-eye review (not committed).
import { test } from '@playwright/test';
import { addStaffMember, placeOrderAsShopper, signInToBackOffice } from './admin-helpers';

test('back office screens', async ({ browser, page, request }) => {
  test.setTimeout(300_000);
  const placed = await placeOrderAsShopper(browser, request, 'cod');
  const owner = addStaffMember('owner');
  await signInToBackOffice(page, owner);
  const screens = ['/admin', '/admin/orders', '/admin/customers', '/admin/audit', '/admin/staff', '/admin/settings', '/admin/account'];
  const orderLink = `/admin/orders/${placed.orderNumber}`;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const path of [...screens, orderLink]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/screens/${width}${path.replace(/\//g, '_')}.png`, fullPage: true });
    }
  }
});
