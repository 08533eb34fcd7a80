import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  CART_CONTINUE,
  CASH_ON_DELIVERY_LABEL,
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  PAYMENT_METHOD_LABELS,
  PLACE_ORDER,
  type DeliveryFieldName,
} from '../components/cart/cart-messages';
import { amountToMinor, CASH_ON_DELIVERY_FEE_MINOR } from '../lib/money';

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
  subject?: string;
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

/** Opens the link of the confirmation e-mail sent to `email` (the page confirms it on load; order e-mails go only to a confirmed address). */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = readOutbox().find(
          (message) => message.channel === 'email' && message.to === email && message.template === 'email_confirmation',
        );
        link = /https?:\/\/\S+\/account\/confirm-email\?token=[\w-]+/.exec(mail?.body ?? '')?.[0] ?? '';
        return link;
      },
      { message: `a confirmation e-mail to ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  const url = new URL(link);
  await gotoHydrated(page, `${url.pathname}${url.search}`);
  await expect(page.getByRole('main').getByText('Your e-mail address is confirmed.')).toBeVisible();
}

/** The e-mail address signUpAndLogIn gives the customer of `mobile`. */
export function shopperEmail(mobile: string): string {
  return `shopper${mobile}@example.com`;
}

/** A new shopper signed up through the API (not logged in); answers the mobile number. */
export async function signUpThroughApi(request: APIRequestContext, firstDigit: '7' | '8' = '8'): Promise<string> {
  const mobile = uniqueMobile(firstDigit);
  const signup = await request.post('/api/signup/', {
    headers: ownClientAddressHeader(),
    data: {
      email: shopperEmail(mobile),
      mobile_number: mobile,
      country_code: '+91',
      first_name: 'Asha',
      last_name: 'Verma',
    },
  });
  expect(signup.status()).toBe(201);
  return mobile;
}

/**
 * Signs a new customer up through the API and logs in on /login with the code
 * from the outbox (the session goes home); with `confirmEmail`, opens the
 * sign-up's confirmation link too. Returns the mobile number.
 */
export async function signUpAndLogIn(
  page: Page,
  request: APIRequestContext,
  firstDigit: '7' | '8' = '8',
  options: { confirmEmail?: boolean } = {},
): Promise<string> {
  const mobile = await signUpThroughApi(request, firstDigit);
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
  if (options.confirmEmail) await confirmEmail(page, shopperEmail(mobile));
  return mobile;
}

/** The signed-in customer's token (localStorage). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/* ------------------------------------------------------------ checkout */

export interface StockedSize {
  productId: number;
  name: string;
  size: string;
}

/** An active best seller with a size that has at least `pieces` free. */
export async function sizeInStock(request: APIRequestContext, pieces = 3): Promise<StockedSize> {
  const best = await (await request.get('/api/get-top-selling-product/')).json();
  for (const product of best.data.data as { id: number }[]) {
    const detail = await (await request.get(`/api/get-product-detail/?product_pk=${product.id}`)).json();
    const size = (detail.data.sizes as { size: string; stock: number }[]).find((option) => option.stock >= pieces);
    if (size) return { productId: detail.data.id, name: detail.data.product_name, size: size.size };
  }
  throw new Error(`No best seller has a size with ${pieces} piece(s) in stock`);
}

/** How a test presses: a click, or a tap on a touch screen (the phone project). */
export interface PressOptions {
  tap?: boolean;
}

async function press(control: Locator, { tap = false }: PressOptions): Promise<void> {
  if (tap) await control.tap();
  else await control.click();
}

/** On the product page: the size, the quantity, Add to Cart; the header's count follows (the cart was empty). */
export async function addToCart(
  page: Page,
  item: StockedSize,
  { quantity = 1, ...pressing }: { quantity?: number } & PressOptions = {},
): Promise<void> {
  await gotoHydrated(page, `/product/${item.productId}`);
  await page.getByRole('radio', { name: item.size, exact: true }).check();
  if (quantity !== 1) await page.getByLabel('Quantity').fill(String(quantity));
  await press(page.getByRole('button', { name: /add to cart/i }), pressing);
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`);
  // The cart panel opens (DEVIATIONS 62); closed, the page is as it was (e2e/cart-panel.spec.ts tests the panel).
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  await press(panel.getByRole('button', { name: 'Close', exact: true }), pressing);
  await expect(panel).toBeHidden();
}

/** The cart panel Add to Cart opens: a modal dialog labelled by the server's 'Added to cart.'. */
export function cartPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Added to cart.' });
}

/** /cart → CLICK TO CONTINUE: the delivery form, shown (after the item's line, when one is named). */
export async function openDeliveryForm(
  page: Page,
  { item, ...pressing }: { item?: StockedSize } & PressOptions = {},
): Promise<Locator> {
  await gotoHydrated(page, '/cart');
  if (item) await expect(page.getByRole('button', { name: `Remove ${item.name}, size ${item.size}` })).toBeVisible();
  await press(page.getByRole('button', { name: CART_CONTINUE }), pressing);
  const form = page.getByRole('region', { name: DELIVERY_HEADING });
  await expect(form).toBeVisible();
  return form;
}

export type DeliveryValues = Partial<Record<DeliveryFieldName, string>>;

/** The address every checkout uses unless it says otherwise (a test gives the mobile number). */
export const JAIPUR_DELIVERY = {
  name: 'Asha Verma',
  country_code: '+91',
  delivery_address: '12 Johari Bazaar, near Hawa Mahal',
  pin_code: '302003',
  city: 'Jaipur',
  state: 'Rajasthan',
} as const satisfies DeliveryValues;

/** Types each value into its field, found by its accessible name (a required field's asterisk is aria-hidden). */
export async function fillDeliveryForm(form: Locator, values: DeliveryValues): Promise<void> {
  for (const [name, value] of Object.entries(values) as [DeliveryFieldName, string][]) {
    if (name === 'country')
      await form.getByRole('combobox', { name: DELIVERY_FIELD_LABELS.country }).selectOption(value);
    else await form.getByRole('textbox', { name: DELIVERY_FIELD_LABELS[name], exact: true }).fill(value);
  }
}

/** The sandbox's ways to pay: card (the Razorpay window), PayPal, or cash on delivery (INR in India only). */
export type PaymentChoice = 'card' | 'paypal' | 'cod';

export function paymentMethodRadio(form: Locator, method: PaymentChoice): Locator {
  const label = {
    card: PAYMENT_METHOD_LABELS.razorpay,
    paypal: PAYMENT_METHOD_LABELS.paypal,
    cod: CASH_ON_DELIVERY_LABEL,
  };
  return form.getByRole('radio', { name: label[method], exact: true });
}

/** After Place Order, in the sandbox: Pay in the card window, or Pay with PayPal and Approve; cash on delivery needs nothing. */
export async function payInSandbox(page: Page, method: PaymentChoice, pressing: PressOptions = {}): Promise<void> {
  if (method === 'card') {
    const checkout = page.getByRole('dialog', { name: 'Razorpay checkout' });
    await expect(checkout).toBeVisible();
    await press(checkout.getByRole('button', { name: 'Pay', exact: true }), pressing);
  }
  if (method === 'paypal') {
    const wallet = page.getByRole('region', { name: 'Complete your payment' });
    await press(wallet.getByRole('button', { name: 'Pay with PayPal' }), pressing);
    await press(
      page.getByRole('dialog', { name: 'PayPal checkout' }).getByRole('button', { name: 'Approve payment' }),
      pressing,
    );
  }
}

export interface CheckoutOptions extends PressOptions {
  /** The cart's line, checked on the cart page before the form opens. */
  item?: StockedSize;
  /** The delivery phone number. */
  mobile: string;
  method: PaymentChoice;
  /** What differs from JAIPUR_DELIVERY. */
  delivery?: DeliveryValues;
  /**
   * How far to go: 'filled' (the form filled and the method chosen), 'placed'
   * (Place Order pressed) or 'paid' (the default: paid in the sandbox and home,
   * where the shop says the order was placed).
   */
  until?: 'filled' | 'placed' | 'paid';
  /** Runs on the filled form just before Place Order (an assertion, a screenshot). */
  beforePlaceOrder?: (form: Locator) => Promise<void>;
}

/**
 * The checkout of a cart already filled: /cart → CLICK TO CONTINUE → the
 * delivery form → a payment method → Place Order → paid in the sandbox. Every
 * spec that buys goes through here; answers the delivery form.
 */
/** Where every payment path lands after success: the order's confirmation page (docs/DEVIATIONS.md 59). */
export const CONFIRMATION_URL = /\/order\/[A-Za-z0-9-]+\/thank-you$/;

export async function checkOut(page: Page, options: CheckoutOptions): Promise<Locator> {
  const { mobile, method, until = 'paid', tap } = options;
  const form = await openDeliveryForm(page, { item: options.item, tap });
  await fillDeliveryForm(form, { ...JAIPUR_DELIVERY, mobile_number: mobile, ...options.delivery });
  await paymentMethodRadio(form, method).check();
  if (until === 'filled') return form;
  await options.beforePlaceOrder?.(form);
  await press(form.getByRole('button', { name: PLACE_ORDER }), { tap });
  if (until === 'placed') return form;
  await payInSandbox(page, method, { tap });
  await expect(page).toHaveURL(CONFIRMATION_URL);
  return form;
}

/** Where a cash-on-delivery order placed through the API goes (besides the phone, given on its own). */
export interface ApiDeliveryAddress {
  name: string;
  delivery_address: string;
  pin_code: string;
  city: string;
  state: string;
}

/**
 * One piece of `item` put in the shopper's cart and ordered cash on delivery through the API, as the
 * checkout would (the server prices the cart; the amount sent is what it answered plus the fee). Answers
 * the order number.
 */
export async function placeCodOrderByApi(
  request: APIRequestContext,
  auth: Record<string, string>,
  item: { productId: number; size: string },
  mobile: string,
  address: ApiDeliveryAddress,
): Promise<string> {
  const added = await request.post('/api/cart-items/', {
    headers: auth,
    data: { product_pk: item.productId, size: item.size, quantity: 1, offer_price: 1, mrp: 1, currency: 'INR' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const subtotal = (await added.json()).data.subtotal as number;
  const ordered = await request.post('/api/create-order/', {
    headers: auth,
    data: {
      amount: amountToMinor(subtotal) + CASH_ON_DELIVERY_FEE_MINOR,
      currency: 'INR',
      promo_code: '',
      cash_on_delivery: true,
      country_code: '+91',
      mobile_number: mobile,
      ...address,
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  return (await ordered.json()).order_id as string;
}

/**
 * axe's moderate, serious and critical findings on the page, or inside `selector` (issue 31: "axe clean, no
 * moderate or worse"), each as "rule (impact) the first three elements", so a failure names what to fix.
 */
export async function moderateOrWorse(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => ['moderate', 'serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
