import { expect, test, type Page } from '@playwright/test';
import { CART_NO_SCRIPT } from '../components/cart/cart-messages';
import { ADD_TO_CART_NO_SCRIPT } from '../components/catalogue/catalogue-messages';
import { firstBestSeller, firstBlogPost } from './helpers';
import { wishlistToggleLabel } from '../components/catalogue/wishlist-toggle-labels';

/**
 * Every page type read by a browser without JavaScript (the `no-js` project of
 * playwright.config.ts), as a crawler or a shopper with scripts off sees it:
 * content that Next streams into a hidden block waits for a script that never
 * runs, so whatever is asserted visible here was visible in the HTML itself.
 */

/** No loading text shows where the content should be. */
async function expectNoLoadingText(page: Page): Promise<void> {
  await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
}

/** A <noscript> sentence is shown (Playwright's text matching leaves <noscript> out, so it is found by place). */
async function expectNoScriptNotice(page: Page, text: string): Promise<void> {
  const notice = page.getByRole('main').locator('noscript > p');
  await expect(notice).toHaveText(text);
  await expect(notice).toBeVisible();
}

/**
 * The page's main heading, the shell's navigation and footer are visible, and
 * no loading text stands in for content (without script it would never be replaced).
 */
async function expectPage(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1, ...(heading === undefined ? {} : { name: heading }) });
  await expect(h1).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Women' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expectNoLoadingText(page);
}

test.describe('every page shows its content without JavaScript', () => {
  test('home: heading, hero, best sellers and category tiles', async ({ page, request }) => {
    const product = await firstBestSeller(request);
    await expectPage(page, '/');
    await expect(page.getByRole('heading', { name: 'Our Best Sellers' })).toBeVisible();
    await expect(page.locator(`main a[href="/product/${product.id}"]`).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Weaving Dreams into Homes & Wardrobes' })).toBeVisible();
    await expect(page.locator('main a[href="/women"][target="_blank"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inspiring Change: Hear from Our Customers!' })).toBeVisible();
  });

  test('home: the best sellers are in the HTML itself, outside any hidden block', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const title = html.indexOf('id="best-sellers-title"');
    expect(title).toBeGreaterThan(-1);
    const firstHiddenBlock = html.search(/<div hidden[ >]/);
    if (firstHiddenBlock !== -1) expect(title).toBeLessThan(firstHiddenBlock);
    await page.goto('/');
    await expect(page.locator('[hidden] #best-sellers-title')).toHaveCount(0);
  });

  test('category, subcategory and ?page=2 listings', async ({ page }) => {
    await expectPage(page, '/women');
    await expect(page.getByText(/^Showing 1-\d+ out of \d+ products$/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectPage(page, '/women/kurtis', /kurtis/i);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectPage(page, '/women?page=2');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('sort and filters are a plain GET form: the server renders the view and Explore More keeps it', async ({
    page,
  }) => {
    await expectPage(page, '/women');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('form', { name: 'Sort and filter products' }).locator('summary').click();
    await page.getByLabel('Colour').selectOption('indigo');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/women\?sort=price-asc&.*colour=indigo/);
    const names = await page.locator('main article h2').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Indigo /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');

    await page.goto('/women?sort=price-asc');
    const more = page.getByRole('link', { name: 'Explore More' });
    await expect(more).toHaveAttribute('href', '/women?page=2&sort=price-asc#products-page-2');
    await more.click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(24);
    const prices = (await page.locator('main article p > span:first-child [data-price="USD"]').allTextContents()).map(
      (text) => Number(text.replace(/[^0-9.]/g, '')),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('product page', async ({ page, request }) => {
    const product = await firstBestSeller(request);
    await expectPage(page, `/product/${product.id}`, product.product_name);
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeVisible();
    // The cart lives in browser storage (spec section 3): without script the page says so beside the button.
    await expectNoScriptNotice(page, ADD_TO_CART_NO_SCRIPT);
    // Share needs a script: without one it is not offered (issue 31, item 10).
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeHidden();
    // Nor the wish list heart (issue 31, item 11).
    await expect(page.getByRole('button', { name: wishlistToggleLabel(product.product_name) })).toBeHidden();
  });

  test('search results', async ({ page }) => {
    await expectPage(page, '/search?query=kantha', 'Search Results for "kantha"');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('blog list and blog post', async ({ page, request }) => {
    const post = await firstBlogPost(request);
    await expectPage(page, '/blog');
    await expect(page.getByRole('link', { name: /Read More/ }).first()).toBeVisible();
    await expectPage(page, `/blog/${post.id}`, post.title);
    await expect(page.getByRole('article').getByRole('paragraph').first()).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
  });

  test('best sellers and collections grids', async ({ page, request }) => {
    const product = await firstBestSeller(request);
    await expectPage(page, '/best-sellers', 'Best Sellers');
    await expect(page.locator(`main a[href="/product/${product.id}"]`).first()).toBeVisible();
    await expectPage(page, '/collections', 'Collections');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('content, form and policy pages', async ({ page }) => {
    for (const path of [
      '/customer-reviews',
      '/about-us',
      '/contact-us',
      '/query',
      '/privacy',
      '/refund',
      '/shipping',
      '/terms-and-conditions',
      '/login',
      '/Signup',
    ]) {
      await test.step(path, () => expectPage(page, path));
    }
    // The cart lives in the browser (its token and id in storage): the page says so, never "Loading" for good.
    await expectPage(page, '/cart', 'Shopping Cart');
    await expectNoScriptNotice(page, CART_NO_SCRIPT);
  });

  test('not found: an unknown path gets the page body in the HTML', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  // Next 16.4 answers a notFound() thrown by a page with an empty error shell (vercel/next.js#62228): the
  // pages render the not-found content themselves and answer 404 through NotFoundAnswer (decision 017).
  test('not found: an unknown category, subcategory, product or blog post answers 404 with its content', async ({
    page,
  }) => {
    for (const path of [
      '/no-such-category',
      '/no-such-category/no-such-subcategory',
      '/product/99999999',
      '/product/abc',
      '/no-such-category?page=2',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
    }
    const missingPost = await page.goto('/blog/987654');
    expect(missingPost?.status()).toBe(404);
    await expect(page.getByText('Blog not found')).toBeVisible();
  });
});
