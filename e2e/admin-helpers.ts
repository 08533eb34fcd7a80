import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  addToCart,
  checkOut,
  codeFromOutbox,
  fixCurrency,
  gotoHydrated,
  ownClientAddressHeader,
  placeCodOrderByApi,
  signUpAndLogIn,
  sizeInStock,
  tokenOf,
  uniqueMobile,
  type PaymentChoice,
} from './helpers';
import { ADMIN_LOGIN_LABELS, ADMIN_SEND_CODE, ADMIN_SIGN_IN } from '../components/admin/admin-messages';

/**
 * The back office's journeys (issue 13): staff made with the real command
 * against the e2e server's database, signed in with the SMS code from the
 * outbox and a TOTP computed here from the secret the enrolment shows.
 */

const ROOT = path.resolve(__dirname, '..');

export interface StaffMember {
  mobile: string;
  name: string;
}

/** `npm run staff -- add ...` against the SQLite file the e2e server uses. */
export function addStaffMember(role: 'owner' | 'staff'): StaffMember {
  const mobile = uniqueMobile('7');
  const name = role === 'owner' ? `Owner ${mobile.slice(-4)}` : `Packer ${mobile.slice(-4)}`;
  const output = execFileSync(
    'npm',
    ['run', '--silent', 'staff', '--', 'add', '--phone', `+91 ${mobile}`, '--name', name, '--role', role],
    {
      cwd: ROOT,
      env: { ...process.env, SQLITE_PATH: process.env.E2E_SQLITE_PATH ?? 'data/e2e.db' },
      encoding: 'utf8',
    },
  );
  expect(output).toContain(`added`);
  return { mobile, name };
}

/** RFC 4648 base32, as authenticator apps read the secret. */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index >= 0) bits += index.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let at = 0; at + 8 <= bits.length; at += 8) bytes.push(parseInt(bits.slice(at, at + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238: HMAC-SHA1 of the 30-second step, six digits (what the staff member's app would show). */
export function totpNow(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** /admin → the sign-in page → SMS code → enrolment (QR and secret) → the app's code → the dashboard. */
export async function signInToBackOffice(page: Page, member: StaffMember): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: ADMIN_SIGN_IN });
  await form.getByLabel(ADMIN_LOGIN_LABELS.mobileNumber).fill(member.mobile);
  const asked = Date.now();
  await form.getByRole('button', { name: ADMIN_SEND_CODE }).click();
  const codeField = form.getByLabel(ADMIN_LOGIN_LABELS.code);
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeFromOutbox(member.mobile, asked));
  await form.getByRole('button', { name: ADMIN_SIGN_IN }).click();
  await expect(form.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(form.getByText('scan this QR code', { exact: false })).toBeVisible();
  await expect(form.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
  const secret = (await form.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // A wrong code first: the problem shows under the field and in the banner.
  await form.getByLabel(ADMIN_LOGIN_LABELS.totp).fill('12');
  await form.getByRole('button', { name: ADMIN_SIGN_IN }).click();
  await expect(form.getByLabel(ADMIN_LOGIN_LABELS.totp)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toContainText('authenticator');
  await form.getByLabel(ADMIN_LOGIN_LABELS.totp).fill(totpNow(secret));
  await form.getByRole('button', { name: ADMIN_SIGN_IN }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(member.name);
}

export interface PlacedOrder {
  orderNumber: string;
  shopper: Page;
}

/**
 * A shopper in a browser of their own: signs up, confirms the e-mail, buys
 * one piece of a best seller by card (Pay in the sandbox's window), PayPal
 * (Approve in the sandbox's window) or cash on delivery in INR. Answers the order number and the shopper's page.
 */
export async function placeOrderAsShopper(
  browser: Browser,
  request: APIRequestContext,
  method: PaymentChoice,
): Promise<PlacedOrder> {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders(ownClientAddressHeader());
  await fixCurrency(context, 'USD');
  const page = await context.newPage();
  const mobile = await signUpAndLogIn(page, request, '8', { confirmEmail: true });

  const item = await sizeInStock(request);
  if (method === 'cod') {
    await gotoHydrated(page, `/product/${item.productId}`);
    await page.getByRole('banner').getByLabel('Currency').selectOption('INR');
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'INR');
  }
  await addToCart(page, item);
  await checkOut(page, { item, mobile, method });

  const orders = await (
    await request.get('/api/orders/', { headers: { authorization: `Token ${await tokenOf(page)}` } })
  ).json();
  const newest = (orders.data as { order_id: string; status: string }[])[0];
  expect(newest?.status).toBe(method === 'cod' ? 'cod_confirmed' : 'paid');
  return { orderNumber: newest?.order_id ?? '', shopper: page };
}

/**
 * A new shopper through the shop's own API alone (sign-up, the login code from the outbox, login): their
 * mobile number and the headers of their calls (the token and this test's own client address).
 */
export async function signedUpShopperHeaders(
  request: APIRequestContext,
  emailPrefix: string,
  name: { first_name: string; last_name: string },
): Promise<{ auth: Record<string, string>; mobile: string }> {
  const headers = ownClientAddressHeader();
  const mobile = uniqueMobile('8');
  const phone = { country_code: '+91', mobile_number: mobile };
  const signup = await request.post('/api/signup/', {
    headers,
    data: { ...phone, email: `${emailPrefix}${mobile}@example.com`, ...name },
  });
  expect(signup.status()).toBe(201);
  const asked = Date.now();
  expect((await request.post('/api/login/', { headers, data: phone })).ok()).toBe(true);
  const login = await request.post('/api/login/', {
    headers,
    data: { ...phone, code: await codeFromOutbox(mobile, asked) },
  });
  expect(login.ok()).toBe(true);
  return { auth: { ...headers, authorization: `Token ${(await login.json()).token}` }, mobile };
}

/**
 * `count` cash-on-delivery orders (INR, one piece each) of one new customer,
 * through the shop's own API alone: sign-up, the login code from the outbox,
 * then a cart line and create-order per order. A full page of the order list
 * in seconds, where placeOrderAsShopper's browser journey takes one each.
 * Each order takes its piece from another size, so the seeded stock lasts
 * run after run. Answers the order numbers, oldest first.
 */
export async function placeCodOrdersByApi(request: APIRequestContext, count: number): Promise<string[]> {
  const { auth, mobile } = await signedUpShopperHeaders(request, 'bulk', { first_name: 'Meera', last_name: 'Iyer' });
  const sizes = await sizesInStock(request, count);
  const orderNumbers: string[] = [];
  for (const item of sizes) {
    orderNumbers.push(
      await placeCodOrderByApi(request, auth, item, mobile, {
        name: 'Meera Iyer',
        delivery_address: '7 MI Road, near Panch Batti',
        pin_code: '302001',
        city: 'Jaipur',
        state: 'Rajasthan',
      }),
    );
  }
  return orderNumbers;
}

/** `count` different sizes with at least 2 pieces free, across the catalogue. */
async function sizesInStock(request: APIRequestContext, count: number): Promise<{ productId: number; size: string }[]> {
  const found: { productId: number; size: string }[] = [];
  for (let page = 1; found.length < count; page += 1) {
    const listing = await (await request.get(`/api/get-all-products/?page=${page}&page_size=50`)).json();
    const products = listing.data as { id: number }[];
    if (products.length === 0) throw new Error(`Only ${found.length} sizes with 2 pieces free, ${count} needed`);
    for (const product of products) {
      const detail = await (await request.get(`/api/get-product-detail/?product_pk=${product.id}`)).json();
      for (const option of detail.data.sizes as { size: string; stock: number }[])
        if (option.stock >= 2 && found.length < count) found.push({ productId: product.id, size: option.size });
      if (found.length >= count) break;
    }
  }
  return found;
}

/** On the order's page: the Ship form filled and sent; the page shows Shipped after. */
export async function shipOrder(page: Page, orderNumber: string, trackingNumber: string): Promise<void> {
  const ship = page.getByRole('form', { name: 'Ship' });
  await ship.getByLabel('Courier').fill('Delhivery');
  await ship.getByLabel('Tracking number').fill(trackingNumber);
  // An http:// link is refused, under its field.
  await ship.getByLabel('Tracking URL (https://…)').fill(`http://track.example.com/${trackingNumber}`);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship.getByText('must be an https:// URL', { exact: true })).toBeVisible();
  await expect(ship.getByLabel('Tracking URL (https://…)')).toHaveAttribute('aria-invalid', 'true');
  await ship.getByLabel('Tracking URL (https://…)').fill(`https://track.example.com/${trackingNumber}`);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order shipped; the shopper has been told.' })).toBeVisible();
  await expect(page.getByTestId('fulfilment-status')).toHaveText('Shipped');
  await expect(page.getByRole('form', { name: 'Ship' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  await expectFocusOnOutcome(page, 'Order shipped; the shopper has been told.');
}

/**
 * After an action on the order page (its form gone once the page reloaded),
 * the keyboard's focus is on the outcome's message, never left on the page's body.
 */
export async function expectFocusOnOutcome(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: message })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

/** Nothing reaches past the right edge at this width. */
export async function expectNoSidewaysScroll(page: Page, width: number, url: string): Promise<void> {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(sizes.scroll, `${url}: document ${sizes.scroll} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

export async function seriousViolations(page: Page, url: string): Promise<string[]> {
  // Right after a save the page reloads its data (router.refresh) and Next puts the page's <title> back
  // a moment later: wait for it, so axe checks the page, not that moment (seen once in CI as a flaky
  // document-title failure on /admin/settings).
  await expect.poll(() => page.title(), { message: `${url} has a title` }).not.toBe('');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${url}: ${violation.id} (${violation.impact}) ${violation.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
