import { expect, test, type APIRequestContext } from '@playwright/test';
import { firstBestSeller, firstBlogPost } from './helpers';
import { itemAt } from '../lib/list';

/** The sitemap as a crawler reads it: the index at /sitemap.xml (robots.txt names it), then every file it names. */
async function readSitemapFiles(request: APIRequestContext): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => itemAt(m, 1).replace(/&amp;/g, '&'));
  expect(locs.length).toBeGreaterThan(0);
  const files: string[] = [];
  for (const loc of locs) {
    const answer = await request.get(new URL(loc).pathname);
    expect(answer.status(), loc).toBe(200);
    const xml = await answer.text();
    expect(xml, loc).toContain('<urlset');
    files.push(xml);
  }
  return files.join('\n');
}

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
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(product.product_name),
    );
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
    // Rating markup only from the published reviews the page shows, none without one (DEVIATIONS row 39);
    // e2e/reviews.spec.ts may have published one on this product.
    const { summary } = await (await request.get(`/api/product-reviews/?product_id=${product.id}`)).json();
    if (summary.count === 0) {
      expect(productLd.aggregateRating).toBeUndefined();
      expect(productLd.review).toBeUndefined();
    } else {
      expect(productLd.aggregateRating).toMatchObject({ ratingValue: summary.average, reviewCount: summary.count });
      expect(productLd.review.length).toBeGreaterThan(0);
    }
    expect(productLd.sku).toMatch(new RegExp(`^\\d+-${product.id}$`));
    expect(offer.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 2 });
    expect(offer.shippingDetails).toHaveLength(2);
    await expect(page.locator('meta[name="twitter:image:alt"]').first()).toHaveAttribute('content', /.+/);
  });

  test('the home page describes the site with its search and the shop with a logo that loads', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const graph = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const website = graph.find((item) => item['@type'] === 'WebSite');
    expect(website?.potentialAction?.target?.urlTemplate).toMatch(/\/search\?query=\{search_term_string\}$/);
    const organization = graph.find((item) => item['@type'] === 'Organization');
    expect(organization?.logo).toMatch(/^https?:\/\/.+\/logo\.png$/);
    const logo = await request.get(new URL(organization.logo).pathname);
    expect(logo.ok()).toBe(true);
    expect(logo.headers()['content-type']).toContain('image/png');
  });

  test('link previews: a product and a blog post declare a fetchable 1200x630 JPEG, og:locale and og:type in the served head', async ({
    request,
  }) => {
    const product = await firstBestSeller(request);
    const post = await firstBlogPost(request);
    for (const [path, type] of [
      [`/product/${product.id}`, 'product'],
      [`/blog/${post.id}`, 'article'],
    ] as const) {
      // What a crawler reads: the server's HTML, without JavaScript.
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const meta = (property: string) =>
        [...head.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((match) => match[1]);
      expect(meta('og:type'), path).toEqual([type]);
      expect(meta('og:locale'), path).toEqual(['en_IN']);
      expect(meta('og:image:width'), path).toEqual(['1200']);
      expect(meta('og:image:height'), path).toEqual(['630']);
      expect(meta('og:image:type'), path).toEqual(['image/jpeg']);
      const [imageUrl] = meta('og:image');
      expect(imageUrl, path).toMatch(/^https?:\/\//);
      const image = await request.get(new URL(imageUrl ?? '').pathname);
      expect(image.status(), path).toBe(200);
      expect(image.headers()['content-type'], path).toBe('image/jpeg');
      if (type === 'product') {
        expect(meta('product:price:currency')).toEqual(['USD']);
        expect(Number(meta('product:price:amount')[0])).toBeCloseTo(product.offer_price, 2);
        expect(head).not.toContain('name="product:price');
      }
    }
  });

  test('a blog post has Article JSON-LD and the contact page Organization JSON-LD', async ({ page, request }) => {
    const post = await firstBlogPost(request);
    await page.goto(`/blog/${post.id}`);
    const article = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const articleLd = article.find((item) => /Article/.test(item['@type']));
    expect(articleLd?.publisher?.logo).toMatchObject({
      '@type': 'ImageObject',
      url: expect.stringMatching(/\/logo\.png$/),
    });
    await page.goto('/contact-us');
    const org = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(org.some((item) => item['@type'] === 'Organization')).toBe(true);
  });

  test('the sitemap lists every active product, category, subcategory and post', async ({ request }) => {
    const xml = await readSitemapFiles(request);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => itemAt(m, 1).replace(/&amp;/g, '&'));
    const paths = new Set(locs.map((loc) => new URL(loc).pathname));
    const all = await (await request.get('/api/get-all-products/?page_size=100')).json();
    for (const product of all.data) expect(paths.has(`/product/${product.id}`)).toBe(true);
    expect(paths.has('/women')).toBe(true);
    expect(paths.has('/home%20&%20living/cushion%20cover')).toBe(true);
    const blogs = await (await request.get('/api/get-all-blogs/')).json();
    for (const post of blogs.data) expect(paths.has(`/blog/${post.id}`)).toBe(true);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
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

  test('every sitemap URL has a lastmod; products carry their own change date and their pictures', async ({
    request,
  }) => {
    const xml = await readSitemapFiles(request);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => itemAt(m, 1));
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) expect(url, url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}[^<]*<\/lastmod>/);
    const product = urls.find((url) => /\/product\/\d+</.test(url));
    expect(product).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    // and its pictures, absolute.
    expect(product).toMatch(/<image:image>\n<image:loc>https?:\/\/[^<]+<\/image:loc>/);
  });

  test('search results are noindex and a later listing page is its own canonical', async ({ page }) => {
    await page.goto('/search?query=dress');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await page.goto('/women?page=2');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const url = new URL(canonical!);
    expect(url.pathname + url.search).toBe('/women?page=2');
    await page.goto('/women');
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).search).toBe('');
  });

  test('the header links the canonical /Contact-us', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wholesale Query' })).toHaveAttribute(
      'href',
      '/Contact-us',
    );
  });

  test('/favicon.ico answers an icon, and /product/1// redirects once', async ({ request, baseURL }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/icon/);
    const first = await fetch(new URL('/product/1//', baseURL), { redirect: 'manual' });
    expect(first.status).toBe(308);
    const target = new URL(first.headers.get('location') ?? '', baseURL);
    expect(target.pathname).toBe('/product/1');
    const second = await fetch(target, { redirect: 'manual' });
    expect(second.status).not.toBe(308);
    expect(second.status).not.toBe(307);
  });

  test('titles fit 60 and descriptions 160 characters across a sample of the sitemap', async ({ request }) => {
    // Each sampled product is rendered on its first visit (ISR): a few seconds each on a busy machine.
    test.setTimeout(180_000);
    const xml = await readSitemapFiles(request);
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(itemAt(m, 1).replace(/&amp;/g, '&')).pathname,
    );
    // Every fixed page, then every fifth of the rest (categories, products, posts). The HTML as a crawler reads it:
    // no browser needed to read the head, which keeps the sample quick on a busy CI machine.
    const sample = paths.filter((path, index) => index < 12 || index % 5 === 0);
    const descriptions = new Map<string, string>();
    for (const path of sample) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
      expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(60);
      expect(title.length, path).toBeGreaterThan(0);
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
      expect(description.length, path).toBeGreaterThan(0);
      if (path.startsWith('/product/')) {
        expect(descriptions.get(description), `${path} repeats the description of another product`).toBeUndefined();
        descriptions.set(description, path);
      }
    }
  });
});

/** The few entities React writes into attribute and title text. */
function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
