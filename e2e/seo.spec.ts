import { expect, test } from '@playwright/test';
import { firstBestSeller, firstBlogPost } from './helpers';
import { itemAt } from '../lib/list';

test.describe('findability', () => {
  test('canonical links as the spec gives them', async ({ page }) => {
    const canonicals: [path: string, canonical: string][] = [
      ['/about-us', '/about-us'],
      ['/contact-us', '/Contact-us'],
      ['/query', '/query'],
    ];
    for (const [path, canonical] of canonicals) {
      await page.goto(path);
      const href = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(href!).pathname, path).toBe(canonical);
    }
  });

  test('a product page unfurls when shared and carries Product JSON-LD in USD', async ({ page, request }) => {
    const product = await firstBestSeller(request);
    await page.goto(`/product/${product.id}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(product.product_name));
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(ogImage).toMatch(/^https?:\/\//);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.map((text) => JSON.parse(text));
    const productLd = graph.find((item) => item['@type'] === 'Product');
    expect(productLd).toBeDefined();
    expect(productLd.name).toBe(product.product_name);
    const offer = Array.isArray(productLd.offers) ? productLd.offers[0] : productLd.offers;
    expect(offer.priceCurrency).toBe('USD');
    expect(Number(offer.price)).toBeCloseTo(product.offer_price, 2);
    expect(graph.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('a blog post has Article JSON-LD and the contact page Organization JSON-LD', async ({ page, request }) => {
    const post = await firstBlogPost(request);
    await page.goto(`/blog/${post.id}`);
    const article = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(article.some((item) => /Article/.test(item['@type']))).toBe(true);
    await page.goto('/contact-us');
    const org = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(org.some((item) => item['@type'] === 'Organization')).toBe(true);
  });

  test('the sitemap lists every active product, category, subcategory and post', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => itemAt(m, 1).replace(/&amp;/g, '&'));
    const paths = new Set(locs.map((loc) => new URL(loc).pathname));
    const all = await (await request.get('/api/get-all-products/?page_size=100')).json();
    for (const product of all.data) expect(paths.has(`/product/${product.id}`)).toBe(true);
    expect(paths.has('/women')).toBe(true);
    expect(paths.has('/home%20&%20living/cushion%20cover')).toBe(true);
    const blogs = await (await request.get('/api/get-all-blogs/')).json();
    for (const post of blogs.data) expect(paths.has(`/blog/${post.id}`)).toBe(true);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
  });

  test('catalogue pages show their content without JavaScript', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const product = await firstBestSeller(request);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
    await page.goto('/women');
    await expect(page.getByText(/Showing 1-\d+ out of \d+ products/)).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Our Best Sellers' })).toBeVisible();
    await context.close();
  });
});
