import { expect, test, type APIRequestContext } from '@playwright/test';
import { useOwnClientAddress } from './helpers';
import { addStaffMember, placeCodOrdersByApi, signInToBackOffice } from './admin-helpers';

/**
 * Decision 034: server components render no styled-components rules. A server component styled with
 * styled-components puts its <style data-styled> element into the RSC payload (the page's
 * `self.__next_f.push` scripts), where a client component's rules are written into the head by the
 * registry instead. So the payload of every page must carry none, the back office's and the shopper's
 * client screens included. (Checked against the build before decision 034: /cart, /login, /account
 * and /admin/login each carried one to six.)
 */

async function styledRulesInPayload(request: APIRequestContext, pagePath: string): Promise<number> {
  const response = await request.get(pagePath);
  expect(response.status(), pagePath).toBeLessThan(500);
  const html = await response.text();
  const payload = [...html.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((match) => match[1]).join('\n');
  expect(payload.length, `${pagePath} has an RSC payload`).toBeGreaterThan(0);
  return payload.match(/data-styled/g)?.length ?? 0;
}

test.describe('styling: one system per part (decision 034)', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test("the shopper's client screens render their server parts without styled-components rules", async ({
    request,
  }) => {
    for (const pagePath of ['/cart', '/login', '/Signup', '/account', '/account/orders', '/account/confirm-email']) {
      expect(await styledRulesInPayload(request, pagePath), pagePath).toBe(0);
    }
  });

  test("the back office's pages render no styled-components rules from the server", async ({ page, request }) => {
    expect(await styledRulesInPayload(request, '/admin/login'), '/admin/login').toBe(0);
    const [orderNumber] = await placeCodOrdersByApi(request, 1);
    await signInToBackOffice(page, addStaffMember('owner'));
    const pages = [
      '/admin',
      '/admin/orders',
      '/admin/orders?to=2026-13-01',
      `/admin/orders/${orderNumber}`,
      '/admin/customers',
      '/admin/enquiries',
      '/admin/promos',
      '/admin/promos/new',
      '/admin/categories',
      '/admin/categories/2',
      '/admin/products',
      '/admin/products?active=maybe',
      '/admin/products/new',
      '/admin/products/1',
      '/admin/products/1/stock',
      '/admin/stock',
      '/admin/audit',
      '/admin/staff',
      '/admin/settings',
      '/admin/account',
      '/admin/no-such-page',
    ];
    for (const pagePath of pages) expect(await styledRulesInPayload(page.request, pagePath), pagePath).toBe(0);
    await page.goto('/admin/customers');
    const customer = page.locator('a[href^="/admin/customers/"]').first();
    const customerPath = await customer.getAttribute('href');
    expect(customerPath).toBeTruthy();
    expect(await styledRulesInPayload(page.request, customerPath ?? ''), customerPath ?? '').toBe(0);
  });
});
