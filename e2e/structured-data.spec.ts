import { expect, test, type APIRequestContext } from '@playwright/test';
import { structuredDataTest, type SdttResult } from 'structured-data-testing-tool';
import { Facebook, Google, Twitter } from 'structured-data-testing-tool/presets';
import { firstBestSeller, firstBlogPost, fixCurrency, gotoHydrated } from './helpers';
import { categoryPath } from '../lib/category-path';
import { categoryListResponse } from '../lib/contract/catalogue';
import { firstItem } from '../lib/list';

/**
 * A validator nobody here wrote (structured-data-testing-tool, its Google,
 * Twitter and Facebook presets) reads each page type's HTML as the server
 * sends it: JSON-LD, Open Graph and Twitter tags (issue 12, item 5).
 */

async function validate(html: string, schemas: string[]): Promise<SdttResult> {
  try {
    return await structuredDataTest(html, { presets: [Google, Twitter, Facebook], schemas });
  } catch (error) {
    const failed = (error as { type?: string; res?: SdttResult }).res;
    if ((error as { type?: string }).type === 'VALIDATION_FAILED' && failed) return failed;
    throw error;
  }
}

function failures(result: SdttResult): string[] {
  return result.failed.map((item) =>
    `${item.group ?? ''} ${item.test}: ${item.description ?? ''} ${item.error?.message ?? ''}`.trim(),
  );
}

const pages: [string, (request: APIRequestContext) => Promise<string>, string[]][] = [
  ['the home page', async () => '/', ['WebSite', 'Organization']],
  [
    'a category page',
    async (request) => {
      const { categories } = categoryListResponse.parse(
        await (await request.get('/api/get-all-category-list/')).json(),
      );
      return categoryPath(firstItem(categories).name);
    },
    [],
  ],
  ['a product page', async (request) => `/product/${(await firstBestSeller(request)).id}`, ['Product']],
  ['a blog post', async (request) => `/blog/${(await firstBlogPost(request)).id}`, ['Article']],
];

test.describe('structured-data-testing-tool: Google, Twitter and Facebook presets pass', () => {
  for (const [name, pathOf, schemas] of pages) {
    test(name, async ({ request }) => {
      const path = await pathOf(request);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const result = await validate(await response.text(), schemas);
      expect(failures(result), path).toEqual([]);
      expect(result.passed.length, path).toBeGreaterThan(10);
      for (const schema of schemas) expect(result.schemas, path).toContain(schema);
    });
  }

  test('a blog post names its publisher with a logo', async ({ request }) => {
    const html = await (await request.get(`/blog/${(await firstBlogPost(request)).id}`)).text();
    const result = await validate(html, ['Article']);
    const article = (result.structuredData.jsonld.Article?.[0] ?? {}) as { publisher?: { logo?: unknown } };
    expect(article.publisher?.logo).toBeTruthy();
  });
});

test.describe('the price shown is the price marked up', () => {
  test.beforeEach(async ({ context }) => {
    await fixCurrency(context, 'USD');
  });

  test('a product page shows its structured-data offer price to the cent', async ({ page, request }) => {
    const product = await firstBestSeller(request);
    await gotoHydrated(page, `/product/${product.id}`);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const offer = ld
      .map(
        (text) => JSON.parse(text) as { '@type'?: string; offers?: { price: number | string; priceCurrency: string } },
      )
      .find((data) => data['@type'] === 'Product')?.offers;
    expect(offer?.priceCurrency).toBe('USD');
    const price = Number(offer?.price);
    const shown = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    }).format(price);
    await expect(page.getByRole('main').locator('[data-price="USD"]').first()).toHaveText(shown);
    await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', price.toFixed(2));
  });
});
