import type { MetadataRoute } from 'next';
import { getServerApi } from '@/lib/api/server';
import { getSiteUrl } from '@/lib/server/site-url';
import { categoryPath } from '@/lib/category-path';

export const revalidate = 3600;

/** The fixed pages worth finding, with how often they change. */
const STATIC_PAGES: { path: string; changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'; priority: number }[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/best-sellers', changeFrequency: 'daily', priority: 0.8 },
  { path: '/collections', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.6 },
  { path: '/about-us', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/Contact-us', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/query', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/customer-reviews', changeFrequency: 'weekly', priority: 0.5 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/refund', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/shipping', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms-and-conditions', changeFrequency: 'yearly', priority: 0.2 },
];

/** Every active product, category, subcategory, blog post and page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const api = getServerApi();
  const base = getSiteUrl();
  const entries: MetadataRoute.Sitemap = STATIC_PAGES.map((page) => ({ url: `${base}${page.path}`, changeFrequency: page.changeFrequency, priority: page.priority }));

  const { categories } = await api.getCategoryList({});
  for (const category of categories) {
    entries.push({ url: `${base}${categoryPath(category.name)}`, changeFrequency: 'daily', priority: 0.9 });
    for (const subcategory of category.subcategories) {
      entries.push({ url: `${base}${categoryPath(category.name, subcategory.name)}`, changeFrequency: 'daily', priority: 0.8 });
    }
  }

  let page: number | null = 1;
  while (page !== null) {
    const products = await api.getAllProducts({ page, page_size: 100 });
    for (const product of products.data) {
      entries.push({ url: `${base}/product/${product.id}`, changeFrequency: 'weekly', priority: 0.7 });
    }
    page = products.next_page;
  }

  const posts = await api.getAllBlogs({});
  for (const post of posts.data) {
    entries.push({ url: `${base}/blog/${post.id}`, lastModified: post.date, changeFrequency: 'monthly', priority: 0.6 });
  }
  // Next writes <loc> verbatim; XML needs '&' (as in /home%20&%20living) escaped.
  return entries.map((entry) => ({ ...entry, url: entry.url.replace(/&/g, '&amp;') }));
}
