import { expect, test, type Page } from '@playwright/test';

/**
 * Scrolls the page from top to bottom, so every band skipped below the fold (content-visibility) is laid out at
 * its real height, as it is once a visitor has scrolled; answers the document's height.
 */
async function pageHeightOnceScrolled(page: Page): Promise<number> {
  let height = 0;
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    height = await page.evaluate(() => document.documentElement.scrollHeight);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => document.documentElement.scrollHeight);
}

/**
 * The product cards under `scope`, in rows (by their top edge): each card's height, and its name's lines
 * (the name's height over its line height), its line clamp and weight.
 */
async function cardRows(page: Page, scope: string) {
  const cards = await page.locator(`${scope} article`).evaluateAll((articles) =>
    articles.map((article) => {
      const box = article.getBoundingClientRect();
      const heading = article.querySelector('h2, h3');
      const name = heading?.querySelector('a');
      if (!heading || !name) throw new Error('a product card without its name');
      const style = getComputedStyle(name);
      return {
        top: Math.round(box.top + window.scrollY),
        height: box.height,
        lines: name.getBoundingClientRect().height / parseFloat(style.lineHeight),
        clamp: style.webkitLineClamp,
        weight: getComputedStyle(heading).fontWeight,
      };
    }),
  );
  const rows = new Map<number, typeof cards>();
  for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
  return [...rows.values()];
}

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
    expect(expected.length).toBeGreaterThan(8);
    // The first eight, and the way to all of them (issue 31, item 7).
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(section.getByRole('link', { name: expected[0].product_name })).toHaveAttribute(
      'href',
      `/product/${expected[0].id}`,
    );
    await expect(section.getByRole('link', { name: expected[7].product_name })).toBeVisible();
    await expect(section.getByRole('link', { name: expected[8].product_name, exact: true })).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'View all best sellers' })).toHaveAttribute('href', '/best-sellers');

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
    // The shop's rating over every published review, as the API counts them, in the same one band.
    await expect(testimonials).toContainText(
      `Average ${featured.summary.average.toFixed(1)} out of 5, from ${featured.summary.count} verified customer reviews`,
    );
    await expect(testimonials.getByRole('link', { name: 'Read all customer reviews' })).toHaveAttribute(
      'href',
      '/customer-reviews',
    );

    await page.goto('/customer-reviews');
    await expect(page.getByRole('listitem').filter({ hasText: review.message })).toHaveCount(1);
  });

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the bands in a brand's order, one reviews band with no quote twice, and the page under 3,500 px", async ({
      page,
      request,
    }) => {
      const featured = await (await request.get('/api/featured-reviews/')).json();
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        'Weaving Dreams into Homes & Wardrobes',
        'Our Best Sellers',
        'Our Craft',
        'Inspiring Change: Hear from Our Customers!',
      ]);
      // The hero first, above them.
      await expect(page.getByRole('main').locator('section').first().getByRole('heading', { level: 1 })).toBeVisible();
      const height = await pageHeightOnceScrolled(page);
      expect(height, `the home page is ${height} px tall at 390 px`).toBeLessThan(3_500);

      // Every review the page could show, counted in the text the page shows (the carousel's sizers are not text).
      const text = await page.locator('body').innerText();
      expect(featured.data.length).toBeGreaterThan(1);
      for (const { message } of featured.data as { message: string }[])
        expect(text.split(message).length - 1, message).toBeLessThanOrEqual(1);
      expect(text).toContain((featured.data[0] as { message: string }).message);
    });
  });

  for (const width of [390, 1280]) {
    test.describe(`product cards at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      test('the cards of a row end together; names in the regular weight, at most two lines', async ({ page }) => {
        for (const [path, scope] of [
          ['/', 'section[aria-labelledby="best-sellers-title"]'],
          ['/women', 'main'],
        ] as const) {
          await page.goto(path);
          await pageHeightOnceScrolled(page);
          const rows = await cardRows(page, scope);
          expect(rows.length, `${path} has cards`).toBeGreaterThan(0);
          for (const row of rows) {
            const heights = row.map((card) => card.height);
            expect(
              Math.max(...heights) - Math.min(...heights),
              `${path}: a row's heights ${heights.join(', ')}`,
            ).toBeLessThan(1);
            for (const card of row) {
              expect(card.lines, `${path}: a name's lines`).toBeLessThanOrEqual(2.05);
              expect(card.clamp, `${path}: the name's line clamp`).toBe('2');
              expect(card.weight, `${path}: the name's weight`).toBe('400');
            }
          }
          // Some name is long enough to be clamped: the check is not of short names only.
          expect(
            rows.flat().some((card) => card.lines > 1.5),
            `${path}: a two-line name`,
          ).toBe(true);
        }
      });
    });
  }
});
