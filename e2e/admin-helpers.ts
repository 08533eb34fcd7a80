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
