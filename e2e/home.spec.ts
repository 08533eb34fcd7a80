import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('shows best sellers from the seeded database, with real pictures', async ({ page, request }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Jaipur Handcrafted/);
    const section = page.getByRole('region', { name: 'Our Best Sellers' });
    await expect(section.getByRole('heading', { level: 2, name: 'Our Best Sellers' })).toBeVisible();

    // The grid shows what the API says the best sellers are.
    const api = await (await request.get('/api/get-top-selling-product/')).json();
    const expected = api.data.data.filter(
      (p: { top_selling: boolean; is_active: boolean }) => p.top_selling && p.is_active,
    );
    expect(expected.length).toBeGreaterThanOrEqual(8);
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(expected.length);
    await expect(section.getByRole('link', { name: expected[0].product_name })).toHaveAttribute(
      'href',
      `/product/${expected[0].id}`,
    );

    // Pictures are generated rasters served through the image optimiser, not empty boxes.
    const firstImage = cards.first().getByAltText(expected[0].product_name);
    await firstImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(100);
    const src = await firstImage.getAttribute('src');
    expect(src).toContain('/_next/image');
    const picture = await request.get(src!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\/(webp|avif|jpeg|png)/);
  });

  test('the API refuses bad input with JSON and the server stays up', async ({ request }) => {
    const badId = await request.get('/api/get-all-products/?category_pk=abc');
    expect(badId.status()).toBe(400);
    expect(await badId.json()).toMatchObject({ code: 'invalid_request', field: 'category_pk' });

    const malformed = await request.post('/api/create-query/', {
      headers: { 'content-type': 'application/json' },
      data: '{"name":',
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toMatchObject({ field: 'body' });

    const unknown = await request.get('/api/get-product-detail/?product_pk=99999999');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toContain('application/json');

    const noSlash = await request.get('/api/get-all-products?category_pk=1', { maxRedirects: 0 });
    expect(noSlash.status()).toBe(200);

    const health = await request.get('/api/get-all-category-list/');
    expect(health.status()).toBe(200);
  });

  test("the testimonials are verified buyers' published reviews, the staff's picks, each linking its product", async ({
    page,
    request,
  }) => {
    const featured = await (await request.get('/api/featured-reviews/')).json();
    expect(featured.data).toHaveLength(8);
    const review = featured.data[0] as { name: string; message: string; product_id: number; product_name: string };
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'Inspiring Change: Hear from Our Customers!' });
    const carousel = testimonials.getByRole('region', { name: 'Customer testimonials' });
    await expect(carousel).toContainText(review.message);
    await expect(carousel).toContainText(review.name);
    await expect(carousel.getByRole('link', { name: review.product_name })).toHaveAttribute(
      'href',
      `/product/${review.product_id}`,
    );
    // The shop's rating over every published review, as the API counts them.
    const band = page.getByRole('region', { name: 'Customer Reviews', exact: true });
    await expect(band).toContainText(
      `Average ${featured.summary.average.toFixed(1)} out of 5, from ${featured.summary.count} verified customer reviews`,
    );

    await page.goto('/customer-reviews');
    await expect(page.getByRole('listitem').filter({ hasText: review.message })).toHaveCount(1);
  });
});
