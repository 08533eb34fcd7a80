import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatPrice, toInr } from '../lib/money';

/**
 * Issue 12, item 11: the currency of the first paint. A shopper's country
 * comes as a CDN gives it (cf-ipcountry); the prices shown when the HTML has
 * been parsed (DOMContentLoaded, before any script of the app has run) must be
 * the prices still shown once the page has hydrated and gone quiet: no flip
 * from $ to ₹. The pages stay the same for every visitor (cacheable); the
 * canonical links never name a currency (decision 016).
 */

interface Shown {
  currency: string | null;
  prices: string[];
}

declare global {
  interface Window {
    shownAtDomContentLoaded?: Shown;
  }
}

/** The price texts a shopper can see in the page's main content, and <html data-currency> (plain script text, run in the page). */
const RECORD_SHOWN_PRICES = `({
  currency: document.documentElement.getAttribute('data-currency'),
  prices: Array.from(document.querySelectorAll('main [data-price]'))
    .filter(function (element) { return getComputedStyle(element).display !== 'none'; })
    .map(function (element) { return element.textContent || ''; }),
})`;

async function firstProduct(request: APIRequestContext): Promise<{ id: number; offer_price: number }> {
  const answer = await (await request.get('/api/get-all-products/?category_pk=1&page_size=1')).json();
  return answer.data[0];
}

/** Counts the page's currency detection requests (/api/location/), the one way a later flip could come about. */
function countLocationRequests(page: Page): () => number {
  let asked = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/location/') asked += 1;
  });
  return () => asked;
}

/**
 * The prices once the page has hydrated and settled: the network quiet (a detection request and
 * its answer included) and two frames drawn after it, by when every effect of those renders has run.
 */
async function shownAfterHydration(page: Page): Promise<Shown> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  return page.evaluate<Shown>(RECORD_SHOWN_PRICES);
}

for (const { country, currency, symbol } of [
  { country: 'IN', currency: 'INR', symbol: '₹' },
  { country: 'US', currency: 'USD', symbol: '$' },
] as const) {
  test.describe(`a first visit from ${country}`, () => {
    test.use({ extraHTTPHeaders: { 'cf-ipcountry': country } });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        `document.addEventListener('DOMContentLoaded', function () { window.shownAtDomContentLoaded = ${RECORD_SHOWN_PRICES}; });`,
      );
    });

    for (const path of ['/women', '/product/:id', '/best-sellers', '/search?query=dress']) {
      test(`${path} shows ${currency} from the first paint, and no price changes after it`, async ({
        page,
        request,
        context,
      }) => {
        const product = await firstProduct(request);
        const url = path.replace(':id', String(product.id));
        const locationRequests = countLocationRequests(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);

        const first = await page.evaluate(() => window.shownAtDomContentLoaded);
        expect(first?.currency).toBe(currency);
        expect(first?.prices.length).toBeGreaterThan(0);
        expect(first?.prices.every((price) => price.startsWith(symbol))).toBe(true);

        const later = await shownAfterHydration(page);
        expect(later).toEqual(first);
        // The first answer carried the country's currency (decision 016): nothing was left to detect.
        expect(locationRequests()).toBe(0);

        const cookie = (await context.cookies()).find((entry) => entry.name === 'currency');
        expect(cookie?.value).toBe(currency);
      });
    }

    test('the product page shows the price of the catalogue in that currency, and its canonical names no currency', async ({
      page,
      request,
    }) => {
      const product = await firstProduct(request);
      await page.goto(`/product/${product.id}`);
      const expected =
        currency === 'INR' ? formatPrice(toInr(product.offer_price), 'INR') : formatPrice(product.offer_price, 'USD');
      await expect(page.getByRole('main').getByText(expected).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/product/${product.id}$`),
      );
      await page.goto('/women');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/women$/);
    });
  });
}

test.describe('the shopper’s own choice', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'IN' } });

  test('wins over the country and stays from the first paint of the next visit', async ({ page, context }) => {
    await page.goto('/women');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'INR');
    await page.getByRole('banner').getByLabel('Currency').selectOption('USD');
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'USD');
    expect((await context.cookies()).find((entry) => entry.name === 'currency')?.value).toBe('USD');

    // A later visit, in a page whose first paint is recorded: USD at once, and the server keeps the choice.
    const fresh = await context.newPage();
    await fresh.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstCurrency: string | null }).firstCurrency =
          document.documentElement.getAttribute('data-currency');
      });
    });
    const response = await fresh.goto('/women');
    expect(response?.headers()['set-cookie'] ?? '').not.toMatch(/currency=/);
    expect(await fresh.evaluate(() => (window as unknown as { firstCurrency: string | null }).firstCurrency)).toBe(
      'USD',
    );
    expect((await context.cookies()).find((entry) => entry.name === 'currency')?.value).toBe('USD');
  });
});
