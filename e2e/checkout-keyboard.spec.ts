import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  CONFIRMATION_URL,
  cartLink,
  cartPanel,
  fixCurrency,
  gotoHydrated,
  signUpAndLogIn,
  useOwnClientAddress,
} from './helpers';
import {
  CART_CONTINUE,
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  PAYMENT_METHOD_LABELS,
  PLACE_ORDER,
  increaseQuantityLabel,
  type DeliveryFieldName,
} from '../components/cart/cart-messages';
import { ADD_TO_CART_LABEL } from '../components/catalogue/catalogue-messages';

/**
 * A keyboard-only checkout (WCAG 2.1.1, 2.4.3): Tab, Shift+Tab, Enter, Space
 * and typing, no pointer (and, inside the payment method's radio group, an
 * arrow key, which is how a radio group is operated). After each step the test asserts where focus is
 * (document.activeElement): busy buttons keep it, the delivery form's
 * heading takes it, the payment windows take it and give it back to the
 * button that opened them when they close (Escape, Cancel, Fail).
 */

const ORDER_PLACED_MESSAGE = 'Your Order Placed successfully, You get invoice over Mail/Whatsapp.';
const CANCELLED_MESSAGE = 'Payment was cancelled. Please try again if you wish to complete the purchase.';
const WALLET_FAILED_MESSAGE = 'Payment failed. Please try again or use a different payment method.';

async function isFocused(locator: Locator): Promise<boolean> {
  return locator
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 })
    .catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus: it must be reachable by the keyboard alone. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(
    await isFocused(target),
    `${target.toString()} reached with ${backwards ? 'Shift+Tab' : 'Tab'} within ${limit} presses`,
  ).toBe(true);
}

async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `focus on ${target.toString()}` }).toBe(true);
}

/** What has focus, for the assertion messages. */
function activeElementName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active
      ? `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}`
      : 'none';
  });
}

interface DefaultSizeItem {
  productId: number;
  name: string;
  size: string;
}

/** An active best seller whose default size (the one the page preselects) has 3 pieces free. */
async function productWithDefaultSizeInStock(request: APIRequestContext): Promise<DefaultSizeItem> {
  const best = await (await request.get('/api/get-top-selling-product/')).json();
  for (const product of best.data.data as { id: number }[]) {
    const detail = await (await request.get(`/api/get-product-detail/?product_pk=${product.id}`)).json();
    const sizes = detail.data.sizes as { size: string; stock: number }[];
    const preselected = sizes.find((option) => option.size === 'S') ?? sizes.find((option) => option.stock > 0);
    if (
      preselected &&
      preselected.stock >= 3 &&
      (sizes.some((option) => option.size === 'S') ? preselected.size === 'S' : true)
    ) {
      return { productId: detail.data.id, name: detail.data.product_name, size: preselected.size };
    }
  }
  throw new Error('No best seller has its default size with 3 pieces in stock');
}

/** Product page → Add to Cart (Enter) → the header's cart link (Enter) → the cart, all by keyboard. */
async function addToCartAndOpenCart(page: Page, item: DefaultSizeItem): Promise<void> {
  await gotoHydrated(page, `/product/${item.productId}`);
  const addToCart = page.getByRole('button', { name: ADD_TO_CART_LABEL });
  await tabTo(page, addToCart);
  await page.keyboard.press('Enter');
  // Busy, the button keeps focus (aria-disabled, never disabled); then the cart panel opens with focus on its
  // heading, and Escape closes it with focus back on Add to Cart: the next Tab goes on from here.
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  const panel = cartPanel(page);
  await expectFocused(panel.getByRole('heading', { name: 'Added to cart.' }));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expectFocused(addToCart);

  const cart = cartLink(page);
  await tabTo(page, cart, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: CART_CONTINUE })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** CLICK TO CONTINUE (Enter) moves focus to the form's heading; the fields are typed into after Tab. */
async function fillDeliveryFormByKeyboard(page: Page, mobile: string): Promise<Locator> {
  const proceed = page.getByRole('button', { name: CART_CONTINUE });
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');
  await expectFocused(page.getByRole('heading', { name: DELIVERY_HEADING }));

  const form = page.getByRole('region', { name: DELIVERY_HEADING });
  const values: Partial<Record<DeliveryFieldName, string>> = {
    name: 'Kiran Rao',
    mobile_number: mobile,
    delivery_address: '4 MI Road',
    pin_code: '302001',
    city: 'Jaipur',
    state: 'Rajasthan',
  };
  for (const [name, value] of Object.entries(values) as [DeliveryFieldName, string][]) {
    const field = form.getByRole('textbox', { name: DELIVERY_FIELD_LABELS[name], exact: true });
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  }
  return form;
}

test.describe('keyboard-only checkout', () => {
  // A whole checkout one key at a time, each step asserted.
  test.describe.configure({ timeout: 150_000 });
  test.beforeEach(async ({ context, request }) => {
    const config = await (await request.get('/api/payments/config/')).json();
    expect(config.sandbox, 'the e2e server must run with the payment sandbox on (PAYMENT_SANDBOX=true)').toBe(true);
    await useOwnClientAddress(context);
    await fixCurrency(context, 'USD');
  });

  test('card: focus stays on busy buttons, the window takes it, Escape gives it back to Place Order with the cancel message, then Pay', async ({
    page,
    request,
  }) => {
    const item = await productWithDefaultSizeInStock(request);
    const mobile = await signUpAndLogIn(page, request, '7');
    await addToCartAndOpenCart(page, item);

    // The stepper: Enter on + keeps focus on + while the cart changes.
    const more = page.getByRole('button', { name: increaseQuantityLabel(item.name, item.size) });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expectFocused(more);

    const form = await fillDeliveryFormByKeyboard(page, mobile);
    const card = form.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay });
    await tabTo(page, card);
    await page.keyboard.press('Space');
    await expect(card).toBeChecked();
    await expectFocused(card);

    const placeOrder = form.getByRole('button', { name: PLACE_ORDER });
    await tabTo(page, placeOrder);
    await page.keyboard.press('Enter');
    const checkout = page.getByRole('dialog', { name: 'Razorpay checkout' });
    await expect(checkout).toBeVisible();
    const pay = checkout.getByRole('button', { name: 'Pay', exact: true });
    await expectFocused(pay);
    // Tab stays inside the window and wraps round.
    await page.keyboard.press('Tab');
    await expectFocused(checkout.getByRole('button', { name: 'Fail payment' }));
    await page.keyboard.press('Tab');
    await expectFocused(checkout.getByRole('button', { name: 'Cancel', exact: true }));
    await page.keyboard.press('Tab');
    await expectFocused(pay);

    // Escape closes the window like Cancel: the same message, focus back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(checkout).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: CANCELLED_MESSAGE })).toBeVisible();
    await expectFocused(placeOrder);

    // Cancel with Space: the same again.
    await page.keyboard.press('Enter');
    await expect(checkout).toBeVisible();
    await expectFocused(pay);
    await page.keyboard.press('Shift+Tab');
    await expectFocused(checkout.getByRole('button', { name: 'Cancel', exact: true }));
    await page.keyboard.press('Space');
    await expect(checkout).toHaveCount(0);
    await expectFocused(placeOrder);

    await page.keyboard.press('Enter');
    await expect(checkout).toBeVisible();
    await expectFocused(pay);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(CONFIRMATION_URL);
    const banner = page.getByRole('status').filter({ hasText: ORDER_PLACED_MESSAGE });
    await expect(banner).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Focus on the confirmation's heading; the order's page in the account is reachable by the keyboard from there.
    await expectFocused(page.getByRole('heading', { level: 1 }));
    const orderLink = page.getByRole('link', { name: 'View this order in your account' });
    await tabTo(page, orderLink, { limit: 40 });
    expect(await activeElementName(page)).toContain('View this order');
  });

  test('PayPal: the window takes focus; Escape and Fail give it back to the PayPal button', async ({
    page,
    request,
  }) => {
    const item = await productWithDefaultSizeInStock(request);
    const mobile = await signUpAndLogIn(page, request, '7');
    await addToCartAndOpenCart(page, item);
    const form = await fillDeliveryFormByKeyboard(page, mobile);

    // A radio group is one Tab stop; its arrow keys move between the methods (the group's own keyboard model).
    await tabTo(page, form.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await page.keyboard.press('ArrowDown');
    const payPalChoice = form.getByRole('radio', { name: PAYMENT_METHOD_LABELS.paypal });
    await expect(payPalChoice).toBeChecked();
    await expectFocused(payPalChoice);
    const placeOrder = form.getByRole('button', { name: PLACE_ORDER });
    await tabTo(page, placeOrder);
    await page.keyboard.press('Enter');

    const wallet = page.getByRole('region', { name: 'Complete your payment' });
    await expectFocused(wallet.getByRole('heading', { name: 'Complete your payment' }));
    const payWithPayPal = wallet.getByRole('button', { name: 'Pay with PayPal' });
    await tabTo(page, payWithPayPal);
    await page.keyboard.press('Enter');

    const approval = page.getByRole('dialog', { name: 'PayPal checkout' });
    await expect(approval).toBeVisible();
    await expectFocused(approval.getByRole('button', { name: 'Approve payment' }));
    await page.keyboard.press('Escape');
    await expect(approval).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: CANCELLED_MESSAGE })).toBeVisible();
    await expectFocused(payWithPayPal);

    await page.keyboard.press('Enter');
    await expect(approval).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expectFocused(approval.getByRole('button', { name: 'Fail' }));
    await page.keyboard.press('Enter');
    await expect(approval).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: WALLET_FAILED_MESSAGE })).toBeVisible();
    await expectFocused(payWithPayPal);

    await page.keyboard.press('Enter');
    await expect(approval).toBeVisible();
    await expectFocused(approval.getByRole('button', { name: 'Approve payment' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(CONFIRMATION_URL);
    await expect(page.getByRole('status').filter({ hasText: ORDER_PLACED_MESSAGE })).toBeVisible();
  });
});
