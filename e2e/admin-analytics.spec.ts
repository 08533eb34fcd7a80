import { expect, test, type Page } from '@playwright/test';
import {
  cartLink,
  firstBestSeller,
  fixCurrency,
  gotoHydrated,
  ownClientAddressHeader,
  useOwnClientAddress,
} from './helpers';
import { addStaffMember, expectNoSidewaysScroll, seriousViolations, signInToBackOffice } from './admin-helpers';

/**
 * The first-party beacon end to end (issue 13, item 6): a shopper's product
 * page views (a full load and an App Router navigation) and add to cart show
 * on the owner's dashboard, in the page views, the funnel and the top
 * products viewed; a shopper whose browser asks not to be tracked adds no
 * page view. The dashboard with its traffic panels passes axe and fits a phone.
 */

/** A number shown on the dashboard (digits only: "1,234" is 1234). */
async function figure(page: Page, locator: ReturnType<Page['getByTestId']>): Promise<number> {
  return Number(((await locator.textContent()) ?? '').replace(/\D/g, '') || '0');
}

async function dashboardFigures(page: Page) {
  await page.goto('/admin');
  const funnel = page.getByTestId('funnel');
  return {
    pageViews: await figure(page, page.getByTestId('page-views-figure')),
    productViews: await figure(page, funnel.locator('tr[data-step="product_view"] td').first()),
    addsToCart: await figure(page, funnel.locator('tr[data-step="add_to_cart"] td').first()),
  };
}

test.describe("the dashboard's traffic from the beacon", () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test("a shopper's product views and add to cart reach the owner's dashboard; a Do Not Track browser sends nothing", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const owner = addStaffMember('owner');
    await signInToBackOffice(page, owner);
    const before = await dashboardFigures(page);

    const product = await firstBestSeller(request);
    const detail = await (await request.get(`/api/get-product-detail/?product_pk=${product.id}`)).json();
    const size =
      (detail.data.sizes as { size: string; stock: number }[]).find((option) => option.stock >= 1)?.size ?? 'S';

    // A browser asking not to be tracked: its views are not counted. On a fake clock run past the
    // beacon's wait for an idle moment (3 s at most), it has handed the browser nothing to send.
    const private_ = await browser.newContext();
    await private_.setExtraHTTPHeaders(ownClientAddressHeader());
    await private_.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
      const sent: string[] = [];
      Object.assign(window, { beaconsSent: sent });
      const sendBeacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        sent.push(String(url));
        return sendBeacon(url, data);
      };
    });
    const privatePage = await private_.newPage();
    await privatePage.clock.install();
    await gotoHydrated(privatePage, `/product/${product.id}`);
    await privatePage.clock.runFor(5_000);
    expect(await privatePage.evaluate(() => (window as unknown as { beaconsSent: string[] }).beaconsSent)).toEqual([]);
    await private_.close();

    // A shopper: the home page, a product by an in-app navigation, the same product loaded again, then added to the cart.
    const context = await browser.newContext();
    await context.setExtraHTTPHeaders(ownClientAddressHeader());
    await fixCurrency(context, 'USD');
    const shopper = await context.newPage();
    const beacons: string[] = [];
    shopper.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/beacon/') beacons.push(sent.postData() ?? '');
    });
    await gotoHydrated(shopper, '/');
    await expect.poll(() => beacons.length, { message: 'the home page view' }).toBeGreaterThanOrEqual(1);
    await shopper.locator(`a[href="/product/${product.id}"]`).first().click();
    await expect(shopper).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect
      .poll(() => beacons.filter((body) => body.includes(`"/product/${product.id}"`)).length, {
        message: "the in-app navigation's view",
      })
      .toBe(1);
    await gotoHydrated(shopper, `/product/${product.id}`);
    await expect
      .poll(
        () => beacons.filter((body) => body.includes(`"/product/${product.id}"`) && body.includes('page_view')).length,
      )
      .toBe(2);
    await shopper.getByRole('radio', { name: size, exact: true }).check();
    await shopper.getByRole('button', { name: /add to cart/i }).click();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 1 item');
    // Leaving the page sends its vitals as it is hidden.
    await context.close();
    for (const body of beacons)
      expect(JSON.parse(body)).toEqual({ path: expect.stringMatching(/^\//), events: expect.any(Array) });

    // The owner sees 3 page views more (home and the product twice), 2 product views and 1 add to cart.
    await expect
      .poll(async () => dashboardFigures(page), { timeout: 20_000 })
      .toEqual({
        pageViews: before.pageViews + 3,
        productViews: before.productViews + 2,
        addsToCart: before.addsToCart + 1,
      });
    await expect(page.getByTestId('top-viewed')).toContainText(product.product_name);
    await expect(page.getByRole('heading', { name: 'Web Vitals (p75) · Today' })).toBeVisible();

    // The same figures over 7 days; the panels fit a phone.
    await page.getByRole('link', { name: '7 days' }).click();
    await expect(page.getByRole('heading', { name: 'Funnel · 7 days' })).toBeVisible();
    expect(await seriousViolations(page, '/admin?period=7d')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoSidewaysScroll(page, 390, '/admin?period=7d');
  });
});
