import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { firstBestSeller, firstBlogPost } from './helpers';

/** Every kind of page passes axe with no serious or critical violation. */
test('axe: no serious or critical violations on any page', async ({ page, request }) => {
  const product = await firstBestSeller(request);
  const post = await firstBlogPost(request);
  const paths = [
    '/',
    '/women',
    '/home%20&%20living/cushion%20cover',
    `/product/${product.id}`,
    '/search?query=kantha',
    '/search?query=zzqqxx',
    '/blog',
    `/blog/${post.id}`,
    '/about-us',
    '/contact-us',
    '/query',
    '/customer-reviews',
    '/best-sellers',
    '/collections',
    '/privacy',
    '/refund',
    '/shipping',
    '/terms-and-conditions',
    '/add_items',
    '/no-such-page',
  ];
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        problems.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
