import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addToCart,
  cartLink,
  CONFIRMATION_URL,
  checkOut,
  codeFromOutbox,
  fixCurrency,
  gotoHydrated,
  paymentMethodRadio,
  readOutbox,
  signUpAndLogIn,
  signUpThroughApi,
  sizeInStock,
  tokenOf,
  useOwnClientAddress,
  type StockedSize,
} from './helpers';
import {
  CART_CONTINUE,
  CART_LOGIN_LINK,
  CART_LOGIN_REQUIRED,
  DELIVERY_HEADING,
  PLACE_ORDER,
  PROMO_APPLY,
  PROMO_LABEL,
  PROMO_NOT_APPLIED,
  decreaseQuantityLabel,
  increaseQuantityLabel,
  promoRemoveLabel,
} from '../components/cart/cart-messages';
import { firstItem } from '../lib/list';

/**
 * Checkout journeys in real Chromium against the payment sandbox (the e2e
 * server runs with the stand-in providers on): card success and failure,
 * PayPal success and cancel, and cash on delivery in INR. Each test signs up
 * a new customer, logs in with the code from the outbox, fills the cart on a
 * product page and checks the order through the API afterwards.
 */

const ORDER_PLACED_MESSAGE = 'Your Order Placed successfully, You get invoice over Mail/Whatsapp.';
const WALLET_CANCELLED_MESSAGE = 'Payment was cancelled. Please try again if you wish to complete the purchase.';

const CARD_CANCELLED_MESSAGE = WALLET_CANCELLED_MESSAGE;

/** On the login page already open: the number, then the code from the outbox. */
async function logInOnLoginPage(page: Page, mobile: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Mobile number').fill(mobile);
  const asked = Date.now();
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  const codeField = form.getByLabel('Enter the 6-digit code sent to your phone');
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeFromOutbox(mobile, asked));
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

async function freeStock(request: APIRequestContext, item: StockedSize): Promise<number> {
  const detail = await (
    await request.get(`/api/get-product-detail/?product_pk=${item.productId}&size=${encodeURIComponent(item.size)}`)
  ).json();
  return detail.data.stock;
}

interface OrderSeen {
  order_id: string;
  status: string;
  payment_method: string;
  currency: string;
  shipping: number;
  total: number;
  lines: { product_pk: number; size: string; quantity: number }[];
}

async function newestOrder(request: APIRequestContext, token: string): Promise<OrderSeen> {
  const response = await request.get('/api/orders/', { headers: { authorization: `Token ${token}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: OrderSeen[] };
  expect(body.data.length).toBeGreaterThan(0);
  return firstItem(body.data);
}

/** The page's scroll position: the confirmation page after an order opens at its very top. */
function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

function successBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: ORDER_PLACED_MESSAGE });
}

/** Error banners with text in them (the empty live regions wait in the page). */
function shownAlerts(page: Page) {
  return page.getByRole('alert').filter({ hasText: /\S/ });
}

test.describe('checkout against the payment sandbox', () => {
  test.beforeEach(async ({ context, request }) => {
    const config = await (await request.get('/api/payments/config/')).json();
    expect(config.sandbox, 'the e2e server must run with the payment sandbox on (PAYMENT_SANDBOX=true)').toBe(true);
    await useOwnClientAddress(context);
  });

  test('card: Pay in the checkout window, the confirmation page with the banner, the order paid, stock taken, messages sent', async ({
    page,
    context,
    request,
  }) => {
    await fixCurrency(context, 'USD');
    const item = await sizeInStock(request);
    const mobile = await signUpAndLogIn(page, request, '8', { confirmEmail: true });
    await addToCart(page, item, { quantity: 2 });
    const stockBefore = await freeStock(request, item);

    // Place Order, Pay in the checkout window, the order's confirmation page.
    await checkOut(page, { item, mobile, method: 'card' });
    await expect(successBanner(page)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    // The page opens at its top, focus on its heading, and links to the order's page in the account.
    await expect.poll(() => scrollTop(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    const order = await newestOrder(request, await tokenOf(page));
    expect(order).toMatchObject({ status: 'paid', payment_method: 'razorpay', currency: 'USD' });
    await expect(page).toHaveURL(new RegExp(`/order/${order.order_id}/thank-you$`));
    const orderLink = page.getByRole('link', { name: 'View this order in your account' });
    await expect(orderLink).toHaveAttribute('href', `/account/orders/${order.order_id}`);
    await orderLink.click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${order.order_id}$`));
    expect(order.lines).toEqual([
      expect.objectContaining({ product_pk: item.productId, size: item.size, quantity: 2 }),
    ]);
    expect(await freeStock(request, item)).toBe(stockBefore - 2);

    // The confirmation went out by e-mail (with the invoice) and WhatsApp.
    await expect
      .poll(
        () =>
          readOutbox()
            .filter((message) => message.meta?.order_id === order.order_id)
            .map((message) => message.channel)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual(['email', 'whatsapp']);
  });

  test('card: a failed payment leaves the order pending; closing the window says it was cancelled, focus back on Place Order', async ({
    page,
    context,
    request,
  }) => {
    await fixCurrency(context, 'USD');
    const item = await sizeInStock(request);
    const mobile = await signUpAndLogIn(page, request, '8', { confirmEmail: true });
    await addToCart(page, item);

    const form = await checkOut(page, { item, mobile, method: 'card', until: 'placed' });
    const placeOrder = form.getByRole('button', { name: PLACE_ORDER });

    const checkout = page.getByRole('dialog', { name: 'Razorpay checkout' });
    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await expect(checkout.getByText('The payment failed. You can try again or cancel.')).toBeVisible();
    await checkout.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(checkout).toHaveCount(0);

    // Spec section 8: a card payment failure is logged only; closing the window says nothing was paid.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(shownAlerts(page)).toHaveText([CARD_CANCELLED_MESSAGE]);
    await expect(successBanner(page)).toHaveCount(0);
    await expect(placeOrder).toBeEnabled();
    await expect(placeOrder).toBeFocused();
    await expect(shownAlerts(page)).toHaveCount(0, { timeout: 8000 });

    const order = await newestOrder(request, await tokenOf(page));
    expect(order).toMatchObject({ status: 'pending', payment_method: 'razorpay' });
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('PayPal: the buttons show after Place Order, Approve payment, the order paid', async ({
    page,
    context,
    request,
  }) => {
    await fixCurrency(context, 'USD');
    const item = await sizeInStock(request);
    const mobile = await signUpAndLogIn(page, request, '8', { confirmEmail: true });
    await addToCart(page, item);

    await checkOut(page, {
      item,
      mobile,
      method: 'paypal',
      until: 'placed',
      beforePlaceOrder: () => expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0),
    });

    // The wallet section appears only now, with the order's lines (spec sections 4 and 7).
    const wallet = page.getByRole('region', { name: 'Complete your payment' });
    await expect(wallet).toBeVisible();
    await expect(wallet).toContainText(`${item.name} (${item.size})`);
    const payPal = wallet.getByRole('button', { name: 'Pay with PayPal' });
    await expect(payPal).toBeVisible();
    await payPal.click();
    const approval = page.getByRole('dialog', { name: 'PayPal checkout' });
    await approval.getByRole('button', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(CONFIRMATION_URL);
    await expect(successBanner(page)).toBeVisible();
    const order = await newestOrder(request, await tokenOf(page));
    expect(order).toMatchObject({ status: 'paid', payment_method: 'paypal' });
  });

  test('PayPal: cancelling says so and leaves the order unpaid', async ({ page, context, request }) => {
    await fixCurrency(context, 'USD');
    const item = await sizeInStock(request);
    const mobile = await signUpAndLogIn(page, request, '8', { confirmEmail: true });
    await addToCart(page, item);

    await checkOut(page, { item, mobile, method: 'paypal', until: 'placed' });
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const approval = page.getByRole('dialog', { name: 'PayPal checkout' });
    await approval.getByRole('button', { name: 'Cancel', exact: true }).click();

    await expect(page.getByRole('alert').filter({ hasText: WALLET_CANCELLED_MESSAGE })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(successBanner(page)).toHaveCount(0);
    // Error banners go after 5 seconds.
    await expect(page.getByText(WALLET_CANCELLED_MESSAGE)).toBeHidden({ timeout: 8000 });

    const order = await newestOrder(request, await tokenOf(page));
    expect(order).toMatchObject({ status: 'pending', payment_method: 'paypal' });
  });

  test('cash on delivery in INR, chosen on its own: shipping 39, the order confirmed without a payment window', async ({
    page,
    context,
    request,
  }) => {
    await fixCurrency(context, 'USD');
    const item = await sizeInStock(request);
    const mobile = await signUpAndLogIn(page, request, '8', { confirmEmail: true });

    // The shopper's own choice with the header's currency switch.
    await gotoHydrated(page, `/product/${item.productId}`);
    await page.getByRole('banner').getByLabel('Currency').selectOption('INR');
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'INR');
    await addToCart(page, item);

    const form = await checkOut(page, { item, mobile, method: 'card', until: 'filled' });
    const shipping = page.locator('dt', { hasText: /^Shipping$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(shipping).toHaveText('Free');
    const methods = form.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio')).toHaveCount(3);
    // Cash on delivery is one of the methods, not a checkbox; the one checkbox asks for a business GSTIN (India).
    await expect(form.getByRole('checkbox', { name: /cash on delivery/i })).toHaveCount(0);
    await expect(form.getByRole('checkbox')).toHaveAccessibleName('Buying for a business? Add your GSTIN');
    const cod = paymentMethodRadio(methods, 'cod');
    await cod.check();
    await expect(paymentMethodRadio(methods, 'card')).not.toBeChecked();
    await expect(shipping).toHaveText('₹39');
    await paymentMethodRadio(methods, 'card').check();
    await expect(shipping).toHaveText('Free');
    await cod.check();
    await expect(shipping).toHaveText('₹39');
    await form.getByRole('button', { name: PLACE_ORDER }).click();

    await expect(page).toHaveURL(CONFIRMATION_URL);
    await expect(successBanner(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => scrollTop(page)).toBe(0);
    const order = await newestOrder(request, await tokenOf(page));
    expect(order).toMatchObject({ status: 'cod_confirmed', payment_method: 'cod', currency: 'INR', shipping: 39 });
    await expect(page.getByText(`Order number ${order.order_id}`)).toBeVisible();
  });

  test('PayPal: switching back to card takes the PayPal buttons away', async ({ page, context, request }) => {
    await fixCurrency(context, 'USD');
    const item = await sizeInStock(request);
    const mobile = await signUpAndLogIn(page, request, '8', { confirmEmail: true });
    await addToCart(page, item);

    const form = await checkOut(page, { item, mobile, method: 'paypal', until: 'placed' });
    const wallet = page.getByRole('region', { name: 'Complete your payment' });
    await expect(wallet.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();

    await paymentMethodRadio(form, 'card').check();
    await expect(wallet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  });
});

test.describe('the cart', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
    await fixCurrency(context, 'USD');
  });

  test('a guest is asked to log in at the cart, and comes back to the cart with the guest cart merged', async ({
    page,
    request,
  }) => {
    const item = await sizeInStock(request);
    const mobile = await signUpThroughApi(request);
    await addToCart(page, item, { quantity: 2 });

    await gotoHydrated(page, '/cart');
    await expect(page.getByText(CART_LOGIN_REQUIRED)).toBeVisible();
    await expect(page.getByRole('button', { name: CART_CONTINUE })).toHaveCount(0);
    await expect(page.getByRole('region', { name: DELIVERY_HEADING })).toHaveCount(0);
    await page.getByRole('link', { name: CART_LOGIN_LINK }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcart$/);
    await page.waitForLoadState('networkidle');

    await logInOnLoginPage(page, mobile);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('button', { name: `Remove ${item.name}, size ${item.size}` })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(page.getByText(CART_LOGIN_REQUIRED)).toHaveCount(0);
    await expect(page.getByRole('button', { name: CART_CONTINUE })).toBeVisible();
  });

  test('the quantity stepper changes a line within the stock; the server refuses more with 409 naming quantity', async ({
    page,
    request,
  }) => {
    const item = await sizeInStock(request);
    await addToCart(page, item);
    await gotoHydrated(page, '/cart');

    const fewer = page.getByRole('button', { name: decreaseQuantityLabel(item.name, item.size) });
    const more = page.getByRole('button', { name: increaseQuantityLabel(item.name, item.size) });
    await expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await more.click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(page.getByText('Quantity updated.')).toBeVisible();
    await expect(fewer).not.toHaveAttribute('aria-disabled', 'true');
    await fewer.click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    const cartId = await page.evaluate(() => window.localStorage.getItem('cartId'));
    const refused = await request.post('/api/update-cart-item/', {
      data: { product_pk: item.productId, size: item.size, quantity: 999, cart_id: cartId },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'conflict', field: 'quantity' });
    const invalid = await request.post('/api/update-cart-item/', {
      data: { product_pk: item.productId, size: item.size, quantity: 0, cart_id: cartId },
    });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toMatchObject({ field: 'quantity' });
  });

  test('a cart changed elsewhere refreshes itself when the shopper comes back to the tab', async ({
    page,
    request,
  }) => {
    const item = await sizeInStock(request);
    await addToCart(page, item);
    await gotoHydrated(page, '/cart');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // Another tab (here: the API) changes the cart; this page has not been reloaded.
    const cartId = await page.evaluate(() => window.localStorage.getItem('cartId'));
    const changed = await request.post('/api/update-cart-item/', {
      data: { product_pk: item.productId, size: item.size, quantity: 3, cart_id: cartId },
    });
    expect(changed.status()).toBe(200);
    // The shopper comes back to the tab (a focus event), as often as it takes: the cart refreshes on a
    // focus once its throttle since the last fetch has passed, without a reload.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('listitem').filter({ hasText: item.name }).locator('output')).toHaveText('3');
  });

  test('a valid promo code stays applied across a reload and a quantity change until removed; an error goes after 5 s', async ({
    page,
    request,
  }) => {
    const item = await sizeInStock(request);
    await signUpAndLogIn(page, request);
    await addToCart(page, item);
    await gotoHydrated(page, '/cart');
    const discount = page.locator('dt', { hasText: /^Discount$/ }).locator('xpath=following-sibling::dd[1]');
    const promoField = page.getByRole('textbox', { name: PROMO_LABEL });

    await promoField.fill('NOPE-NOT-A-CODE');
    await page.getByRole('button', { name: PROMO_APPLY }).click();
    await expect(page.getByText(PROMO_NOT_APPLIED)).toBeVisible();
    await expect(promoField).toHaveAttribute('aria-invalid', 'true');
    // Spec section 8: error banners disappear after 5 seconds.
    await expect(page.getByText(PROMO_NOT_APPLIED)).toBeHidden({ timeout: 7000 });
    await expect(promoField).not.toHaveAttribute('aria-invalid', 'true');

    await promoField.fill('WELCOME10');
    await page.getByRole('button', { name: PROMO_APPLY }).click();
    await expect(discount).toHaveText(/^−\$/);
    const first = await discount.textContent();

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(discount).toHaveText(first ?? '');
    await expect(page.getByRole('textbox', { name: PROMO_LABEL })).toHaveValue('WELCOME10');

    // 10% of a bigger cart: the server prices the kept code again.
    await page.getByRole('button', { name: increaseQuantityLabel(item.name, item.size) }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(discount).not.toHaveText(first ?? '');
    await expect(discount).toHaveText(/^−\$/);

    await page.getByRole('button', { name: promoRemoveLabel('WELCOME10') }).click();
    await expect(discount).toHaveText('$0');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(discount).toHaveText('$0');
  });
});
