import { expect, test } from '@playwright/test';
import { copyrightYear } from '../lib/site';
import { CHECKOUT_SCRIPT_FAILED_MESSAGE } from '../components/checkout/checkout-messages';
import { addToCart, firstBestSeller, firstBlogPost, openDeliveryForm, signUpAndLogIn, sizeInStock } from './helpers';

test.describe('every route of the spec route table renders its content', () => {
  test('home: sections and exact titles', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Our Best Sellers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Weaving Dreams into Homes & Wardrobes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inspiring Change: Hear from Our Customers!' })).toBeVisible();
    // Category tiles open in a new tab.
    const tile = page.locator('a[href="/women"][target="_blank"]').first();
    await expect(tile).toBeVisible();
  });

  test('shell: header search, navigation dropdowns, footer and WhatsApp button', async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Wholesale Query' })).toHaveAttribute('href', '/Contact-us');

    const footer = page.getByRole('contentinfo');
    const policies: [name: string, href: string][] = [
      ['Privacy Policy', '/privacy'],
      ['Refund Policy', '/refund'],
      ['Shipping Policy', '/shipping'],
      ['Terms of Service', '/terms-and-conditions'],
    ];
    for (const [name, href] of policies) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    for (const name of ['Home', 'Collections', 'Best Sellers', 'About Us']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The year from the clock, not the spec's 2024 (DEVIATIONS 60).
    await expect(footer).toContainText(`© ${copyrightYear()}`);
    await expect(footer).toContainText(/9:00 am to 9:00 pm/i);

    const whatsapp = page.getByRole('link', { name: 'Contact us on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('title', 'Contact us on WhatsApp');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(decodeURIComponent(href.replace(/\+/g, ' '))).toContain(
      'Hello! I would like to inquire about your products.',
    );

    // The search box submits to /search?query=… (encoded).
    const search = page.getByRole('search').getByRole('searchbox');
    await search.fill('home & living');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=home(\+|%20)%26(\+|%20)living/);
  });

  test('category pages: decoded, lower-cased, counted, and Explore More', async ({ page }) => {
    const api = await (await page.request.get('/api/get-all-products/?category_pk=1&page_size=1')).json();
    const count: number = api.count;
    await page.goto('/Women');
    await expect(page.getByText(`Showing 1-${Math.min(12, count)} out of ${count} products`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(12, count));
    if (count > 12) {
      await page.getByRole('button', { name: 'Explore More' }).click();
      const shown = Math.min(24, count);
      await expect(page.getByText(`Showing 1-${shown} out of ${count} products`)).toBeVisible();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(shown);
    }

    const sub = await page.goto('/HOME%20%26%20LIVING/Cushion%20Cover');
    expect(sub?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/cushion cover/i);
    for (const path of ['/women/kurtis', '/accessories/bags', '/home%20&%20living/bunting', '/fabric']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }
  });

  test('product page: details, sizes, related products without the same product_code', async ({ page, request }) => {
    const product = await firstBestSeller(request);
    const detail = await (await request.get(`/api/get-product-detail/?product_pk=${product.id}`)).json();
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'S', exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeVisible();
    for (const related of detail.related_product.slice(0, 3)) {
      await expect(page.locator(`a[href="/product/${related.id}"]`).first()).toBeAttached();
    }
  });

  test('search: results, empty and encoded queries', async ({ page }) => {
    await page.goto('/search?query=kantha');
    await expect(page.getByRole('heading', { name: 'Search Results for "kantha"' })).toBeVisible();
    await page.goto('/search?query=zzqqxx');
    await expect(page.getByText('No results found. Try refining your search.')).toBeVisible();
    const encoded = await page.goto(`/search?query=${encodeURIComponent('block & print #1')}`);
    expect(encoded?.status()).toBe(200);
  });

  test('blog: list and detail with Shop Now in a new tab; unknown post', async ({ page, request }) => {
    const post = await firstBlogPost(request);
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: /Read More/ }).first()).toBeVisible();
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    if (post.product_link) {
      const shopNow = page.getByRole('link', { name: 'Shop Now' });
      await expect(shopNow).toHaveAttribute('href', post.product_link);
      await expect(shopNow).toHaveAttribute('target', '_blank');
    }
    const missing = await page.goto('/blog/987654');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Blog not found')).toBeVisible();
  });

  test('marketing and policy pages', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'A Legacy of Love and Design' })).toBeVisible();
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name: 'How can we help you?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await page.goto('/query');
    for (const href of ['/women/kurtis', '/accessories/bags', '/home%20&%20living/bunting']) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    for (const path of [
      '/privacy',
      '/refund',
      '/shipping',
      '/terms-and-conditions',
      '/customer-reviews',
      '/best-sellers',
      '/collections',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/refund');
    await expect(page.getByRole('main')).toContainText('48 hours');
    await page.goto('/shipping');
    await expect(page.getByRole('main')).toContainText('7-10 business days');
  });

  test('contact form posts the query and confirms', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel(/name/i).first().fill('Asha Verma');
    await form.getByLabel(/e-?mail/i).fill('asha@example.com');
    await form.getByLabel(/country code/i).fill('+91');
    await form.getByLabel(/mobile/i).fill('9829012345');
    await form.getByLabel(/message|query/i).fill('Wholesale enquiry for 100 table runners.');
    await form.getByRole('button', { name: /submit|send/i }).click();
    await expect(page.getByText('Your query has been submitted successfully.')).toBeVisible();
    await expect(form.getByLabel(/e-?mail/i)).toHaveValue('');
  });

  test('not-found: unknown paths, categories and products answer 404 with the page', async ({ page }) => {
    for (const path of [
      '/no-such-category',
      '/women/no-such-sub',
      '/men/lehengas',
      '/product/99999999',
      '/product/abc',
      '/a/b/c',
      '/not-found',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  });

  test('add item form keeps the values in local storage under "items"', async ({ page }) => {
    await page.goto('/add_items');
    await page.getByRole('button', { name: /submit|add/i }).click();
    await expect(page.getByText('Please enter the product name!')).toBeVisible();
  });

  test('trailing slashes: pages redirect once, the API answers both forms', async ({ request }) => {
    const page = await request.get('/about-us/', { maxRedirects: 0 });
    expect(page.status()).toBe(308);
    expect(page.headers().location).toMatch(/\/about-us$/);
    expect((await request.get('/api/get-all-category-list', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get('/api/search/?query=ikat', { maxRedirects: 0 })).status()).toBe(200);
  });
});

/** The home, category, product, search and blog-post pages: the storefront's first-load checks run on these. */
function storefrontPages(productId: number, postId: number): string[] {
  return ['/', '/women', `/product/${productId}`, '/search?query=kantha', `/blog/${postId}`];
}

test.describe('first-load scripts', () => {
  test("every script a prerendered page loads carries V8's compile hint (decision 029)", async ({ request }) => {
    // Loaded at run time: the build step is plain Node ESM, which Playwright's test loader would rewrite as CommonJS.
    const { COMPILE_HINT, firstLoadChunks } = await import('../scripts/compile-hints.mjs');
    for (const pagePath of ['/', '/about-us']) {
      const chunks = [...firstLoadChunks(await (await request.get(pagePath)).text())];
      expect(chunks.length, `${pagePath} loads Next's scripts`).toBeGreaterThan(3);
      for (const chunk of chunks) {
        const script = await (await request.get(`/_next/${chunk}`)).text();
        expect(script.startsWith(COMPILE_HINT), `${chunk} of ${pagePath}`).toBe(true);
      }
    }
  });

  test('the home, category, product, search, blog and cart pages load no CSS-in-JS runtime up front (decisions 031, 055)', async ({
    request,
  }) => {
    const { firstLoadChunks } = await import('../scripts/compile-hints.mjs');
    // styled-components' browser runtime names its version attribute; nothing else in the build does.
    const loadsRuntime = async (pagePath: string) => {
      const chunks = [...firstLoadChunks(await (await request.get(pagePath)).text())];
      expect(chunks.length, `${pagePath} loads Next's scripts`).toBeGreaterThan(3);
      const scripts = await Promise.all(chunks.map(async (chunk) => (await request.get(`/_next/${chunk}`)).text()));
      return scripts.some((script) => script.includes('data-styled-version'));
    };
    const [product, post] = await Promise.all([firstBestSeller(request), firstBlogPost(request)]);
    for (const pagePath of [...storefrontPages(product.id, post.id), '/cart']) {
      expect(await loadsRuntime(pagePath), pagePath).toBe(false);
    }
    // The probe does see the runtime where a page still loads it (the sign-in form's client components).
    expect(await loadsRuntime('/login')).toBe(true);
  });

  test("the cart's first load carries no checkout code; it comes in when the cart can check out (decision 058)", async ({
    page,
    request,
  }) => {
    const { firstLoadChunks } = await import('../scripts/compile-hints.mjs');
    // A text of the payment hooks (components/checkout): in the checkout's chunk, nowhere in the cart's first load.
    const inCheckoutCode = (script: string) => script.includes(CHECKOUT_SCRIPT_FAILED_MESSAGE);
    const chunks = [...firstLoadChunks(await (await request.get('/cart')).text())];
    expect(chunks.length, "/cart loads Next's scripts").toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(inCheckoutCode(await (await request.get(`/_next/${chunk}`)).text()), chunk).toBe(false);
    }
    // The probe sees the code where it is: a script the signed-in cart loads after its first load.
    const item = await sizeInStock(request);
    await signUpAndLogIn(page, request);
    await addToCart(page, item);
    const later: string[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/_next/static/chunks/')) return;
      void response.text().then(
        (script) => (inCheckoutCode(script) ? later.push(response.url()) : undefined),
        () => undefined,
      );
    });
    await openDeliveryForm(page, { item });
    await expect.poll(() => later.length).toBeGreaterThan(0);
    expect(chunks.some((chunk) => later.some((url) => url.endsWith(`/_next/${chunk}`)))).toBe(false);
  });

  test('the storefront pages send their rules in the stylesheet, not in the page (decision 032)', async ({
    request,
  }) => {
    // A server component styled with styled-components writes a <style data-styled> into the HTML and
    // the same rules again into the RSC payload; the CSS modules' rules come once, in the cached stylesheet.
    const [product, post] = await Promise.all([firstBestSeller(request), firstBlogPost(request)]);
    const contentPages = [
      '/collections',
      '/best-sellers',
      '/customer-reviews',
      '/about-us',
      '/query',
      '/privacy',
      '/refund',
      '/shipping',
      '/terms-and-conditions',
      '/blog',
    ];
    for (const pagePath of [...storefrontPages(product.id, post.id), '/no-such-page', ...contentPages]) {
      const html = await (await request.get(pagePath)).text();
      expect(html.match(/<style data-styled/g) ?? [], pagePath).toEqual([]);
      expect(html, pagePath).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
    }
    // The probe does see such rules where a page still has them (the sign-in form).
    expect((await (await request.get('/login')).text()).match(/<style data-styled/g)?.length ?? 0).toBeGreaterThan(0);
  });
});
