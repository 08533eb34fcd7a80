import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  CONFIRMATION_URL,
  addToCart,
  cartLink,
  cartPanel,
  checkOut,
  firstBestSeller,
  firstBlogPost,
  fixCurrency,
  gotoHydrated,
  signUpAndLogIn,
  sizeInStock,
  useOwnClientAddress,
} from './helpers';
import { ZOOM_OPEN_LABEL } from '../components/catalogue/catalogue-messages';
import { ZOOM_CLOSE_LABEL, zoomCounterText } from '../components/catalogue/product-zoom-messages';
import { categoryPath } from '../lib/category-path';
import { categoryListResponse } from '../lib/contract/catalogue';
import { firstItem } from '../lib/list';

/**
 * The storefront on phones (the 'phone' project: a touch screen, isMobile,
 * Chromium): every page fits 320 to 430 px with nothing sideways, the
 * header's controls (menu, search, account, cart) sit inside the screen,
 * the open menu's subcategory toggles too, the cart panel is a sheet clear of Add to Cart,
 * and the card payment window can be scrolled to both Pay and Cancel.
 */

const WIDTHS = [320, 360, 390, 414, 430] as const;
const PHONE_HEIGHT = 740;

async function pagesToVisit(request: APIRequestContext): Promise<string[]> {
  const product = await firstBestSeller(request);
  const post = await firstBlogPost(request);
  const { categories } = categoryListResponse.parse(await (await request.get('/api/get-all-category-list/')).json());
  return [
    '/',
    categoryPath(firstItem(categories).name),
    `/product/${product.id}`,
    '/search?query=cushion',
    '/cart',
    `/blog/${post.id}`,
    '/login',
  ];
}

/** Nothing reaches past the right edge: the page cannot be scrolled sideways. */
async function expectNoSidewaysScroll(page: Page, width: number, url: string): Promise<void> {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(sizes.scroll, `${url}: document ${sizes.scroll} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
  expect(sizes.inner, `${url}: the layout viewport was widened`).toBe(width);
}

/** The control's box lies wholly inside the screen's width (and is really shown). */
async function expectInsideScreen(control: Locator, width: number, what: string): Promise<void> {
  await expect(control, what).toBeVisible();
  const box = await control.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen (${width} px)`).toBeLessThanOrEqual(width + 0.5);
}

async function expectHeaderControlsInside(page: Page, width: number, signedIn = false): Promise<void> {
  const header = page.getByRole('banner');
  await expectInsideScreen(header.getByRole('button', { name: 'Menu' }), width, 'the menu toggle');
  await expectInsideScreen(header.getByRole('searchbox', { name: 'Search products' }), width, 'the search box');
  await expectInsideScreen(header.getByRole('button', { name: 'Search', exact: true }), width, 'the search button');
  await expectInsideScreen(cartLink(page), width, 'the cart link');
  const account = signedIn
    ? header.getByRole('button', { name: 'Account' })
    : header.getByRole('link', { name: 'Login', exact: true });
  await expectInsideScreen(account, width, signedIn ? 'the account menu' : 'the Login link');
}

test.describe('the storefront on a phone', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
    await fixCurrency(context, 'INR');
  });

  for (const width of WIDTHS) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: PHONE_HEIGHT } });

      test('every page fits the screen and the header controls are within reach', async ({ page, request }) => {
        for (const url of await pagesToVisit(request)) {
          await gotoHydrated(page, url);
          await expectNoSidewaysScroll(page, width, url);
          await expectHeaderControlsInside(page, width);
        }
      });

      test('the open menu and its subcategories stay on screen', async ({ page }) => {
        await gotoHydrated(page, '/');
        const header = page.getByRole('banner');
        await header.getByRole('button', { name: 'Menu' }).tap();
        const nav = header.getByRole('navigation', { name: 'Main' });
        await expect(nav).toBeVisible();
        const toggles = nav.getByRole('button', { name: /subcategories$/ });
        expect(await toggles.count()).toBeGreaterThan(0);
        for (const toggle of await toggles.all()) {
          await expectInsideScreen(toggle, width, `${await toggle.getAttribute('aria-label')}`);
        }
        const first = toggles.first();
        await first.tap();
        await expect(first).toHaveAttribute('aria-expanded', 'true');
        const menuId = await first.getAttribute('aria-controls');
        const links = page.locator(`[id="${menuId}"]`).getByRole('link');
        expect(await links.count()).toBeGreaterThan(0);
        for (const link of await links.all())
          await expectInsideScreen(link, width, `subcategory ${await link.textContent()}`);
        await expectNoSidewaysScroll(page, width, '/ with the menu open');
      });
    });
  }

  test.describe('signed in', () => {
    test.use({ viewport: { width: 320, height: PHONE_HEIGHT } });

    test('the account menu and the cart fit the narrowest screen', async ({ page, request }) => {
      await signUpAndLogIn(page, request, '7');
      for (const url of ['/', '/cart']) {
        await gotoHydrated(page, url);
        await expectNoSidewaysScroll(page, 320, `${url} signed in`);
        await expectHeaderControlsInside(page, 320, true);
      }
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Account' }).tap();
      await expectInsideScreen(header.getByRole('link', { name: 'My account' }), 320, 'My account');
      await expectInsideScreen(header.getByRole('button', { name: /log ?out/i }), 320, 'Logout');
    });
  });

  // Issue 31, item 5: what each page is for is in the first screen of a 390 x 844 phone.
  test.describe('the first screen of a 390 x 844 phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('category results start above 600 px; the price and the whole Add to Cart row sit above 844 px', async ({
      page,
      request,
    }) => {
      const { categories } = categoryListResponse.parse(
        await (await request.get('/api/get-all-category-list/')).json(),
      );
      await page.goto(categoryPath(firstItem(categories).name));
      const firstResult = await page.getByRole('main').getByRole('article').first().boundingBox();
      expect(firstResult?.y, 'the first result starts within 600 px').toBeLessThan(600);

      const product = await firstBestSeller(request);
      await gotoHydrated(page, `/product/${product.id}`);
      for (const [what, control] of [
        ['the price', page.getByRole('main').locator('[data-price]').filter({ visible: true }).first()],
        ['Add to Cart', page.getByRole('button', { name: /add to cart/i })],
        ['the quantity', page.getByRole('spinbutton', { name: 'Quantity' })],
      ] as const) {
        const box = await control.boundingBox();
        expect(box, `${what} has a box`).not.toBeNull();
        if (box) expect(box.y + box.height, `${what} ends within the first screen`).toBeLessThanOrEqual(844);
      }
      // The floating WhatsApp button keeps clear of the purchase row (its room is reserved at the right).
      const chat = await page.locator('a[href^="https://wa.me/"]').boundingBox();
      const add = await page.getByRole('button', { name: /add to cart/i }).boundingBox();
      expect(chat && add, 'both have a box').toBeTruthy();
      if (chat && add) {
        const apart =
          add.x + add.width <= chat.x ||
          chat.x + chat.width <= add.x ||
          add.y + add.height <= chat.y ||
          chat.y + chat.height <= add.y;
        expect(apart, 'Add to Cart and the WhatsApp button do not overlap').toBe(true);
      }
    });
  });

  // Issue 31, item 3: the zoom view on a touch screen; a finger's swipe moves between the pictures.
  test.describe('the product pictures enlarged', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('fit the screen, a swipe shows the next picture, and the gallery follows it on Close', async ({
      page,
      request,
    }) => {
      const product = await firstBestSeller(request);
      await gotoHydrated(page, `/product/${product.id}`);
      await page.getByRole('button', { name: ZOOM_OPEN_LABEL }).tap();
      const dialog = page.getByRole('dialog');
      const total = await page.getByRole('button', { name: /^Show picture \d of \d$/ }).count();
      await expect(dialog.getByText(zoomCounterText(1, total), { exact: true })).toBeVisible();
      const box = await dialog.getByRole('img').boundingBox();
      expect(box, 'the picture has a box').not.toBeNull();
      if (!box) return;
      expect(box.y + box.height, 'the picture ends within the screen').toBeLessThanOrEqual(844);
      expect(box.x + box.width, 'the picture ends within the width').toBeLessThanOrEqual(390);
      // One finger from right to left, as touch events (the browser turns them into pointer events), at a
      // finger's pace and held still at the end: a flick would leave a fling running, which eats the next tap.
      const touch = await page.context().newCDPSession(page);
      const y = box.y + box.height / 2;
      const start = Date.now() / 1000;
      const moves: ['touchStart' | 'touchMove', number][] = [
        ['touchStart', 320],
        ['touchMove', 280],
        ['touchMove', 220],
        ['touchMove', 160],
        ['touchMove', 100],
        ['touchMove', 100],
        ['touchMove', 100],
      ];
      for (const [index, [type, x]] of moves.entries())
        await touch.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: [{ x, y }],
          timestamp: start + index * 0.05,
        });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: start + 0.4 });
      await expect(dialog.getByText(zoomCounterText(2, total), { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: ZOOM_CLOSE_LABEL }).tap();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `Show picture 2 of ${total}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });

  test.describe('add to cart', () => {
    test.use({ viewport: { width: 360, height: PHONE_HEIGHT } });

    test('the cart panel is a sheet along the bottom, wholly inside the screen and clear of Add to Cart', async ({
      page,
      request,
    }) => {
      const item = await sizeInStock(request);
      await gotoHydrated(page, `/product/${item.productId}`);
      await page.getByRole('radio', { name: item.size, exact: true }).check();
      const button = page.getByRole('button', { name: /add to cart/i });
      await button.tap();
      const panel = cartPanel(page);
      await expectInsideScreen(panel, 360, 'the cart panel');
      const box = await panel.boundingBox();
      const opener = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(opener).not.toBeNull();
      if (!box || !opener) return;
      expect(Math.abs(box.y + box.height - PHONE_HEIGHT), 'the sheet sits on the bottom edge').toBeLessThanOrEqual(1);
      expect(opener.y, 'Add to Cart is on screen').toBeGreaterThanOrEqual(0);
      expect(opener.y + opener.height, 'the sheet leaves Add to Cart uncovered').toBeLessThanOrEqual(box.y);
    });
  });

  test.describe('the WhatsApp button', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    /** Scrolled to the very end (every skipped band laid out first): the button's box and the given control's. */
    async function boxesAtTheEnd(page: Page, other: Locator) {
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600)
        await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = await whatsAppLink(page).boundingBox();
      const box = await other.boundingBox();
      expect(button, 'the WhatsApp button has a box').not.toBeNull();
      expect(box, 'the other control has a box').not.toBeNull();
      return { button: button!, box: box! };
    }

    function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    }

    function whatsAppLink(page: Page): Locator {
      return page
        .getByRole('complementary', { name: 'Chat with us' })
        .getByRole('link', { name: 'Contact us on WhatsApp (opens in a new tab)' });
    }

    test('sits in a landmark, and at the end of the page covers neither the copyright line nor the promo Apply', async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, '/');
      await expect(whatsAppLink(page)).toBeVisible();
      const copyright = page.getByRole('contentinfo').getByText(/^© \d{4} /);
      const end = await boxesAtTheEnd(page, copyright);
      expect(end.box.y + end.box.height, 'the copyright line is on screen').toBeLessThanOrEqual(844);
      expect(
        overlap(end.button, end.box),
        `button ${JSON.stringify(end.button)}, line ${JSON.stringify(end.box)}`,
      ).toBe(false);

      const item = await sizeInStock(request);
      await addToCart(page, item, { tap: true });
      await gotoHydrated(page, '/cart');
      const apply = page.getByRole('button', { name: 'Apply', exact: true });
      await expect(apply).toBeVisible();
      const atCart = await boxesAtTheEnd(page, apply);
      expect(overlap(atCart.button, atCart.box), 'the button covers Apply').toBe(false);
      // And with Apply at the foot of the screen, as a shopper scrolling down to it sees it.
      await apply.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      const button = await whatsAppLink(page).boundingBox();
      const box = await apply.boundingBox();
      expect(overlap(button!, box!), `button ${JSON.stringify(button)}, Apply ${JSON.stringify(box)}`).toBe(false);
    });
  });

  test.describe('card payment on a short screen', () => {
    // A small phone with the keyboard up, or held sideways: the window must scroll, not cut off.
    test.use({ viewport: { width: 320, height: 400 } });

    test('the checkout window fits and both Pay and Cancel can be reached', async ({ page, request }) => {
      const config = await (await request.get('/api/payments/config/')).json();
      expect(config.sandbox, 'the e2e server must run with the payment sandbox on').toBe(true);
      const item = await sizeInStock(request);
      const mobile = await signUpAndLogIn(page, request, '7');
      await addToCart(page, item, { tap: true });
      await checkOut(page, {
        item,
        mobile,
        method: 'card',
        tap: true,
        until: 'placed',
        beforePlaceOrder: () => expectNoSidewaysScroll(page, 320, '/cart with the delivery form'),
      });

      const checkout = page.getByRole('dialog', { name: 'Razorpay checkout' });
      await expect(checkout).toBeVisible();
      for (const name of ['Cancel', 'Pay']) {
        const button = checkout.getByRole('button', { name, exact: true });
        await button.scrollIntoViewIfNeeded();
        await expect(button, `${name} can be scrolled into view`).toBeInViewport({ ratio: 1 });
        await expectInsideScreen(button, 320, name);
      }
      await checkout.getByRole('button', { name: 'Pay', exact: true }).tap();
      await expect(page).toHaveURL(CONFIRMATION_URL);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    });
  });
});
