import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { readOutbox, tokenOf, useOwnClientAddress } from './helpers';
import {
  addStaffMember,
  expectFocusOnOutcome,
  expectNoSidewaysScroll,
  placeOrderAsShopper,
  seriousViolations,
  shipOrder,
  signInToBackOffice,
} from './admin-helpers';

/**
 * Issue 29, item 9: a shopper whose cash-on-delivery order was delivered follows the delivery message's link to
 * the order page's reviews, reviews its product with a photo (a refused rating first), a staff member sees the
 * photo and publishes it at /admin/reviews, and the product page shows it with its photo and the rating in its
 * Product JSON-LD. The pages pass axe and fit 390 px.
 */
test.describe('reviews from verified buyers', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  async function deliver(page: Page, orderNumber: string) {
    await page.goto(`/admin/orders/${orderNumber}`);
    const confirm = page.getByRole('form', { name: 'Confirm cash on delivery' });
    await confirm.getByLabel('Call outcome').selectOption('confirmed');
    await confirm.getByRole('button', { name: 'Log call' }).click();
    await expect(page.getByTestId('fulfilment-status')).toHaveText('Confirmed');
    await page.getByRole('form', { name: 'Pack' }).getByRole('button', { name: 'Mark packed' }).click();
    await expect(page.getByTestId('fulfilment-status')).toHaveText('Packed');
    await shipOrder(page, orderNumber, `RV${Date.now()}`);
    await page.getByRole('form', { name: 'Delivered' }).getByRole('button', { name: 'Mark delivered' }).click();
    await expect(page.getByTestId('fulfilment-status')).toHaveText('Delivered');
  }

  test('a shopper reviews a delivered order, staff publish it, the product page and its JSON-LD show it', async ({
    browser,
    page,
    request,
  }) => {
    // The whole journey: an order, its delivery and message, a review with a photo, staff, the product page.
    test.setTimeout(150_000);
    const title = `Soft block print ${Date.now().toString().slice(-6)}`;
    const member = addStaffMember('staff');
    const cod = await placeOrderAsShopper(browser, request, 'cod');
    const shopper = cod.shopper;
    const lines = await (
      await request.get(`/api/order-reviews/?order_id=${cod.orderNumber}`, {
        headers: { authorization: `Token ${await tokenOf(shopper)}` },
      })
    ).json();
    const line = (lines.data as { product_id: number; product_name: string }[])[0];
    expect(lines.delivered).toBe(false);
    expect(line).toBeDefined();

    // Not delivered yet: nothing to review on the order page.
    await shopper.goto(`/account/orders/${cod.orderNumber}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toContainText(cod.orderNumber);
    await expect(shopper.getByRole('button', { name: /Review this product/ })).toHaveCount(0);

    await signInToBackOffice(page, member);
    await deliver(page, cod.orderNumber);

    // Delivered: the shopper is thanked once, with a link to the order page's reviews.
    await expect
      .poll(() =>
        readOutbox()
          .filter((message) => message.meta?.order_id === cod.orderNumber && message.template === 'order_delivered')
          .map((message) => message.channel)
          .sort(),
      )
      .toEqual(['email', 'whatsapp']);
    const delivered = readOutbox().find(
      (message) =>
        message.meta?.order_id === cod.orderNumber &&
        message.template === 'order_delivered' &&
        message.channel === 'email',
    );
    const link = new RegExp(`https?://\\S+/account/orders/${cod.orderNumber}#reviews`).exec(delivered?.body ?? '')?.[0];
    expect(link).toBeDefined();

    // The shopper follows it and reviews; a missing rating is refused and named first.
    const landing = new URL(link!);
    // From elsewhere, as a mail opens it: the same path with a hash only would scroll the open page.
    await shopper.goto('/');
    await shopper.goto(`${landing.pathname}${landing.hash}`);
    await expect(shopper.locator('section#reviews')).toBeVisible();
    await shopper.getByRole('button', { name: `Review this product: ${line!.product_name}` }).click();
    const form = shopper.getByRole('group', { name: 'Your rating' });
    await shopper.getByLabel('Title (optional)').fill(title);
    await shopper.getByLabel('Your review').fill('True to size, the <b>cotton</b> is soft.');
    await shopper.getByRole('button', { name: 'Send review' }).click();
    const refusal = shopper
      .getByRole('alert')
      .filter({ hasText: 'Rating must be a whole number of stars from 1 to 5' });
    await expect(refusal).toBeFocused();
    await form.getByRole('radio', { name: '4 stars: very good' }).check();
    // A real photo, as a phone takes it: JPEG, processed by the server like a staff picture.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c2410c' } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const photos = shopper.getByRole('group', { name: 'Photos (optional, up to 3)' });
    await photos
      .getByLabel('Choose photos')
      .setInputFiles({ name: 'kurta.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(photos.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
    await expect(photos.getByRole('status')).toHaveText('Photo added (1 of 3).');
    await shopper.getByRole('button', { name: 'Send review' }).click();
    const thanks = shopper.getByRole('status').filter({ hasText: 'Thank you!' });
    await expect(thanks).toBeFocused();
    await expect(shopper.getByText('You rated it 4 out of 5: waiting to be checked by our team.')).toBeVisible();
    await expect(shopper.getByRole('button', { name: /Review this product/ })).toHaveCount(0);
    expect(await seriousViolations(shopper, `/account/orders/${cod.orderNumber}`)).toEqual([]);

    // Staff publish it from /admin/reviews.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reviews' }).click();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `4 of 5 stars: ${title}` }) });
    await expect(card).toContainText('True to size, the cotton is soft.');
    // Staff judge the photo before publishing.
    await expect(card.getByRole('img', { name: /^Photo from .+'s review$/ })).toBeVisible();
    await card.getByRole('button', { name: 'Publish' }).click();
    await expectFocusOnOutcome(page, 'Review published: it shows on the product page.');
    await expect(card.getByRole('button', { name: 'Mark as staff pick' })).toBeVisible();
    await card.getByLabel(/Shop's reply/).fill('Thank you for your kind words!');
    await card.getByRole('button', { name: 'Save reply' }).click();
    await expectFocusOnOutcome(page, 'Reply saved: it shows under the review.');
    expect(await seriousViolations(page, '/admin/reviews')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectNoSidewaysScroll(page, 390, '/admin/reviews');

    // The product page shows it (the page is cached for seconds) with the rating in its Product JSON-LD.
    const product = await browser.newPage();
    await expect
      .poll(
        async () => {
          await product.goto(`/product/${line!.product_id}`);
          return product.getByRole('region', { name: 'Customer reviews' }).getByText(title).count();
        },
        { timeout: 30_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toBe(1);
    const reviews = product.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews).toContainText('Reply from the shop: Thank you for your kind words!');
    await expect(reviews).toContainText('True to size, the cotton is soft.');
    // Its photo: a thumbnail, a link to the larger size, served as a picture.
    const review = reviews.getByRole('listitem').filter({ hasText: title });
    const thumbnail = review.getByRole('img', { name: /^Photo from .+'s review$/ });
    await expect(thumbnail).toBeVisible();
    const larger = review.getByRole('link', { name: /^Photo from .+'s review, larger$/ });
    await larger.focus();
    await expect(larger).toBeFocused();
    const largerUrl = await larger.getAttribute('href');
    const served = await request.get(largerUrl!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    const blocks = await product.locator('script[type="application/ld+json"]').allTextContents();
    const productLd = blocks.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'Product');
    expect(productLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
    expect(productLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
    expect(productLd.review).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: title, reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
      ]),
    );
    await product.close();
  });
});
