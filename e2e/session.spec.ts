import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  cartLink,
  cartPanel,
  codeFromOutbox,
  fixCurrency,
  gotoHydrated,
  ownClientAddressHeader,
  uniqueMobile,
  useOwnClientAddress,
} from './helpers';
import { formatPrice, toInr } from '../lib/money';
import { itemAt } from '../lib/list';

/**
 * The shopper session in real Chromium: a guest cart, sign-up and login with
 * the code from the outbox (the e2e server runs without OUTBOX_DIR, so
 * messages land in data/outbox/ of the repository), the cart merged at
 * login, promo codes, currency detection (the country as a CDN would give it
 * in a request header, read by the shop's own /api/location/), and a second
 * tab that follows login and logout.
 */

/** The CDN country header the shop reads when GEO_COUNTRY_HEADER is unset. */
const COUNTRY_HEADER = 'x-country-code';

interface StockedProduct {
  id: number;
  name: string;
  offerPrice: number;
  sizes: string[];
}

/** An active best seller with at least two sizes in stock (S and M when it has them). */
async function productWithTwoSizes(request: APIRequestContext): Promise<StockedProduct> {
  const best = await (await request.get('/api/get-top-selling-product/')).json();
  for (const product of best.data.data as { id: number }[]) {
    const detail = await (await request.get(`/api/get-product-detail/?product_pk=${product.id}`)).json();
    const inStock = (detail.data.sizes as { size: string; stock: number }[])
      .filter((size) => size.stock >= 3)
      .map((size) => size.size);
    if (inStock.length >= 2) {
      const preferred = ['S', 'M'].every((size) => inStock.includes(size)) ? ['S', 'M'] : inStock.slice(0, 2);
      return {
        id: detail.data.id,
        name: detail.data.product_name,
        offerPrice: detail.data.offer_price,
        sizes: preferred,
      };
    }
  }
  throw new Error('No best seller has two sizes in stock');
}

function loginLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
}

/** Adds one piece of each size on the product page (to a cart of `inCart` pieces), waiting for the header count after each. */
async function addSizes(page: Page, product: StockedProduct, sizes: string[], inCart = 0): Promise<void> {
  await gotoHydrated(page, `/product/${product.id}`);
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${inCart} ${inCart === 1 ? 'item' : 'items'}`);
  let expected = inCart;
  for (const size of sizes) {
    await page.getByRole('radio', { name: size, exact: true }).check();
    await page.getByRole('button', { name: /add to cart/i }).click();
    expected += 1;
    await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${expected} ${expected === 1 ? 'item' : 'items'}`);
    // The cart panel (DEVIATIONS 62) is modal: closed before the next size is chosen.
    await cartPanel(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(cartPanel(page)).toBeHidden();
  }
}

async function signUpThroughApi(request: APIRequestContext, mobile: string): Promise<void> {
  const response = await request.post('/api/signup/', {
    headers: ownClientAddressHeader(),
    data: {
      email: `e2e${mobile}@example.com`,
      mobile_number: mobile,
      country_code: '+91',
      first_name: 'Asha',
      last_name: 'Verma',
    },
  });
  expect(response.status()).toBe(201);
}

/** Logs in on /login with the code from the outbox; the session goes home. */
async function logInThroughPage(page: Page, mobile: string): Promise<void> {
  await gotoHydrated(page, '/login');
  const form = page.getByRole('main');
  await expect(form.getByLabel('Country code')).toHaveValue('+91');
  await form.getByLabel('Mobile number').fill(mobile);
  const asked = Date.now();
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  const codeField = form.getByLabel('Enter the 6-digit code sent to your phone');
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeFromOutbox(mobile, asked));
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginLink(page)).toHaveCount(0);
}

async function logOutThroughHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /account|profile/i }).click();
  await header.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('shopper session', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test('a guest adds two sizes, sees both rows in the cart and removes one', async ({ page, context, request }) => {
    await fixCurrency(context, 'USD');
    const product = await productWithTwoSizes(request);
    const first = itemAt(product.sizes, 0);
    const second = itemAt(product.sizes, 1);

    await gotoHydrated(page, '/cart');
    await expect(page.getByText('No items in the cart.')).toBeVisible();

    await addSizes(page, product, [first, second]);
    expect(await page.evaluate(() => window.localStorage.getItem('cartId'))).toBeTruthy();

    await gotoHydrated(page, '/cart');
    const removeFirst = page.getByRole('button', { name: `Remove ${product.name}, size ${first}` });
    const removeSecond = page.getByRole('button', { name: `Remove ${product.name}, size ${second}` });
    await expect(removeFirst).toBeVisible();
    await expect(removeSecond).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('main').getByText('Size', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('main').getByText('Qty', { exact: true })).toHaveCount(2);

    await removeSecond.click();
    await expect(removeSecond).toHaveCount(0);
    await expect(removeFirst).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // The cart survives a reload: it is the server's, found by the stored cartId.
    await page.reload();
    await expect(removeFirst).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);

    await removeFirst.click();
    await expect(page.getByText('No items in the cart.')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  });

  test('a visitor signs up, logs in with the code from the outbox, and keeps the guest cart', async ({
    page,
    context,
    request,
  }) => {
    await fixCurrency(context, 'USD');
    const product = await productWithTwoSizes(request);
    await addSizes(page, product, [itemAt(product.sizes, 0)]);

    const mobile = uniqueMobile('7');
    await gotoHydrated(page, '/Signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const signup = page.getByRole('main');
    await signup.getByRole('button', { name: 'Continue' }).click();
    await expect(signup.getByText('Please fill up this field')).toHaveCount(5);
    await expect(signup.getByText('You must agree to the terms')).toBeVisible();

    await signup.getByLabel('First name').fill('Asha');
    await signup.getByLabel('Last name').fill('Verma');
    await signup.getByLabel('Email').fill(`e2e${mobile}@example.com`);
    await signup.getByLabel('Country code').fill('+91');
    await signup.getByLabel('Mobile number').fill(mobile);
    await signup
      .getByRole('checkbox', { name: 'By continuing, I agree to the terms of use & privacy policy.' })
      .check();
    await signup.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Please enter your mobile number')).toBeVisible();

    await logInThroughPage(page, mobile);
    const stored = await page.evaluate(() => [
      window.localStorage.getItem('token'),
      window.sessionStorage.getItem('token'),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBe(stored[0]);

    // The guest cart was merged into the account's cart.
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: `Remove ${product.name}, size ${product.sizes[0]}` })).toBeVisible();
  });

  test('a wrong login code says the login failed', async ({ page, request }) => {
    const mobile = uniqueMobile('7');
    await signUpThroughApi(request, mobile);
    await gotoHydrated(page, '/login');
    const form = page.getByRole('main');
    await form.getByLabel('Mobile number').fill(mobile);
    const asked = Date.now();
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    const code = await codeFromOutbox(mobile, asked);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await form.getByLabel('Enter the 6-digit code sent to your phone').fill(wrong);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed. Please try again.' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('promo codes: a guest is asked to log in; an invalid code is refused and WELCOME10 applies', async ({
    page,
    context,
    request,
  }) => {
    await fixCurrency(context, 'USD');
    const product = await productWithTwoSizes(request);
    await addSizes(page, product, [itemAt(product.sizes, 0)]);

    await gotoHydrated(page, '/cart');
    const summary = page.getByRole('main');
    await summary.getByLabel('Promo code').fill('WELCOME10');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText('Please log in to apply a promo code.')).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      '/login?next=%2Fcart',
    );

    const mobile = uniqueMobile('7');
    await signUpThroughApi(request, mobile);
    await logInThroughPage(page, mobile);
    await gotoHydrated(page, '/cart');
    await expect(page.getByRole('button', { name: `Remove ${product.name}, size ${product.sizes[0]}` })).toBeVisible();

    const discountValue = page.locator('dt', { hasText: /^Discount$/ }).locator('xpath=following-sibling::dd[1]');
    const totalValue = page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');
    const subtotalText =
      (await page
        .locator('dt', { hasText: /^Subtotal$/ })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? '';
    await expect(page.locator('dt', { hasText: /^Shipping$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      'Free',
    );
    await expect(totalValue).toHaveText(subtotalText);

    await summary.getByLabel('Promo code').fill('NOT-A-REAL-CODE');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText('Promo code not applied', { exact: true })).toBeVisible();
    await expect(discountValue).toHaveText('$0');

    await summary.getByLabel('Promo code').fill('WELCOME10');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText('Promo code applied successfully.')).toBeVisible();
    await expect(discountValue).toHaveText(/^−\$\d/);
    await expect(totalValue).not.toHaveText(subtotalText);

    // The delivery form: revealed, focused, and its messages.
    await page.getByRole('button', { name: 'CLICK TO CONTINUE' }).click();
    await expect(page.getByRole('heading', { name: 'Delivery details' })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Cash on delivery' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' })).toBeVisible();
    await expect(page.getByText('Please fill in all required fields.')).toBeHidden({ timeout: 8000 });
  });

  test.describe('currency detection', () => {
    async function productPrice(request: APIRequestContext) {
      const best = await (await request.get('/api/get-top-selling-product/')).json();
      const product = best.data.data[0] as { id: number; offer_price: number };
      return {
        id: product.id,
        usd: formatPrice(product.offer_price, 'USD'),
        inr: formatPrice(toInr(product.offer_price), 'INR'),
      };
    }

    test('a shopper in India sees INR, and a returning visitor is not asked again', async ({ page, request }) => {
      const price = await productPrice(request);
      await page.setExtraHTTPHeaders({ [COUNTRY_HEADER]: 'IN' });
      let asked = 0;
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/location/') asked += 1;
      });
      await page.goto(`/product/${price.id}`);
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'INR');
      await expect(page.getByRole('main').getByText(price.inr).first()).toBeVisible();
      await expect(page.locator('main [data-price="USD"]').first()).toBeHidden();
      // The server read the country on the first answer and set the currency cookie (decision 016):
      // the browser needs no location request at all.
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'currency')?.value).toBe('INR');
      expect(asked).toBe(0);

      await page.reload();
      // The first-paint script applies the stored currency before any request.
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'INR');
      await expect(page.getByRole('main').getByText(price.inr).first()).toBeVisible();
      expect(asked).toBe(0);
    });

    test('a shopper elsewhere sees USD', async ({ page, request }) => {
      const price = await productPrice(request);
      await page.setExtraHTTPHeaders({ [COUNTRY_HEADER]: 'US' });
      await page.goto(`/product/${price.id}`);
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'USD');
      await expect
        .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'currency')?.value)
        .toBe('USD');
      await expect(page.getByRole('main').getByText(price.usd).first()).toBeVisible();
      await expect(page.locator('main [data-price="INR"]').first()).toBeHidden();
    });

    test('with no country and no permission for the location, INR and no location prompt', async ({
      page,
      request,
    }) => {
      const price = await productPrice(request);
      await page.addInitScript(() => {
        const asked = { count: 0 };
        (window as unknown as { locationAsked: typeof asked }).locationAsked = asked;
        const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
        navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
          asked.count += 1;
          original(...args);
        };
      });
      await page.goto(`/product/${price.id}`);
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'INR');
      await expect(page.getByRole('main').getByText(price.inr).first()).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { locationAsked: { count: number } }).locationAsked.count),
      ).toBe(0);
    });

    test('with no country, allowed coordinates outside India give USD', async ({ page, context, request }) => {
      const price = await productPrice(request);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 40.7128, longitude: -74.006 });
      await page.goto(`/product/${price.id}`);
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('currency'))).toBe('USD');
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'USD');
      await expect(page.getByRole('main').getByText(price.usd).first()).toBeVisible();
    });

    test('with no country, allowed coordinates in India give INR', async ({ page, context, request }) => {
      const price = await productPrice(request);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 26.9124, longitude: 75.7873 });
      await page.goto(`/product/${price.id}`);
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('currency'))).toBe('INR');
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'INR');
      await expect(page.getByRole('main').getByText(price.inr).first()).toBeVisible();
    });
  });

  test('a second tab follows login and logout', async ({ page, context, request }) => {
    await fixCurrency(context, 'USD');
    const product = await productWithTwoSizes(request);
    await addSizes(page, product, [itemAt(product.sizes, 0)]);

    const other = await context.newPage();
    await other.goto('/about-us');
    await expect(loginLink(other)).toBeVisible();
    await expect(cartLink(other)).toHaveAccessibleName('Cart, 1 item');

    const mobile = uniqueMobile('7');
    await signUpThroughApi(request, mobile);
    await logInThroughPage(page, mobile);

    // The other tab hears the storage event: logged in, same cart, without a reload.
    await expect(loginLink(other)).toHaveCount(0);
    await expect(cartLink(other)).toHaveAccessibleName('Cart, 1 item');
    expect(await other.evaluate(() => window.sessionStorage.getItem('token'))).toBe(
      await page.evaluate(() => window.localStorage.getItem('token')),
    );

    await logOutThroughHeader(page);
    await expect(loginLink(page)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    await expect(loginLink(other)).toBeVisible();
    await expect(cartLink(other)).toHaveAccessibleName('Cart, 0 items');
    expect(
      await other.evaluate(() => [window.localStorage.getItem('token'), window.sessionStorage.getItem('token')]),
    ).toEqual([null, null]);
  });
});
