import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export interface ProductRef {
  id: number;
  product_name: string;
  product_code: number;
  offer_price: number;
  main_image: string;
}

/** A real active best seller, read from the API the page renders from. */
export async function firstBestSeller(request: APIRequestContext): Promise<ProductRef> {
  const body = await (await request.get('/api/get-top-selling-product/')).json();
  return body.data.data[0];
}

export async function firstBlogPost(
  request: APIRequestContext,
): Promise<{ id: number; title: string; product_link: string | null }> {
  const body = await (await request.get('/api/get-all-blogs/')).json();
  return body.data.find((post: { product_link: string | null }) => post.product_link) ?? body.data[0];
}

/** Where the e2e server's message provider writes (OUTBOX_DIR unset: data/outbox of the repository). */
export const OUTBOX = path.resolve(__dirname, '..', process.env.OUTBOX_DIR ?? path.join('data', 'outbox'));

const CART_LINK = /^Cart, \d+ items?$/;

let sequence = 0;
/** A mobile number no earlier run used: a spec's own first digit, then the clock and a counter. */
export function uniqueMobile(firstDigit: '7' | '8'): string {
  sequence += 1;
  return `${firstDigit}${String(Date.now()).slice(-7)}${String(sequence).padStart(2, '0')}`;
}

/**
 * The server limits login codes per client address (10 an hour), and every
 * test browser is 127.0.0.1; each test therefore names its own address, so
 * repeated local runs never meet that limit (playwright.config.ts trusts
 * loopback as a proxy: TRUST_PROXY=loopback).
 */
export async function useOwnClientAddress(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders(ownClientAddressHeader());
}

/** The same for one API call made outside the browser (sign-ups are limited per address too: 25 an hour). */
export function ownClientAddressHeader(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/** Keeps the detected currency fixed (no location request, no prompt); the switch still wins over it. */
export async function fixCurrency(context: BrowserContext, currency: 'USD' | 'INR'): Promise<void> {
  await context.addInitScript((chosen) => {
    window.localStorage.setItem('currency', chosen);
  }, currency);
}

/**
 * Opens a page and waits until the network is quiet, by which time React has
 * hydrated it: a click before hydration would reach no handler.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

export function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: CART_LINK });
}

export interface OutboxMessage {
  channel: string;
  to: string;
  body: string;
  template?: string;
  meta?: { order_id?: string };
  sent_at: string;
}

/** Every message in the outbox (files being written are skipped). */
export function readOutbox(): OutboxMessage[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      try {
        return JSON.parse(fs.readFileSync(path.join(OUTBOX, name), 'utf8')) as OutboxMessage;
      } catch {
        return null;
      }
    })
    .filter((message): message is OutboxMessage => message !== null);
}

/** The login code of the newest message to this number written after `since`. */
export async function codeFromOutbox(mobile: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const newest = readOutbox()
          .filter(
            (message) =>
              message.channel !== 'email' && message.to.includes(mobile) && Date.parse(message.sent_at) >= since - 1000,
          )
          .sort((a, b) => Date.parse(b.sent_at) - Date.parse(a.sent_at))[0];
        code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1] ?? '';
        return code;
      },
      { message: `a login code for ${mobile} in ${OUTBOX}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Signs a new customer up through the API and logs in on /login with the code
 * from the outbox (the session goes home). Returns the mobile number.
 */
export async function signUpAndLogIn(
  page: Page,
  request: APIRequestContext,
  firstDigit: '7' | '8' = '8',
): Promise<string> {
  const mobile = uniqueMobile(firstDigit);
  const signup = await request.post('/api/signup/', {
    headers: ownClientAddressHeader(),
    data: {
      email: `shopper${mobile}@example.com`,
      mobile_number: mobile,
      country_code: '+91',
      first_name: 'Asha',
      last_name: 'Verma',
    },
  });
  expect(signup.status()).toBe(201);
  await gotoHydrated(page, '/login');
  const form = page.getByRole('main');
  await form.getByLabel('Mobile number').fill(mobile);
  const asked = Date.now();
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  const codeField = form.getByLabel('Enter the 6-digit code sent to your phone');
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeFromOutbox(mobile, asked));
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  return mobile;
}
