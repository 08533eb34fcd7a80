import type { MetadataRoute } from 'next';
import { getServerApi } from '@/lib/api/server';
import { getSiteUrl } from '@/lib/server/site-url';
import { categoryPath } from '@/lib/category-path';
import { tagSitemapRender } from '@/lib/server/cached-reads';

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

/**
 * When the fixed texts (policies, about, contact) last changed: their
 * lastmod. Move it forward when one of those pages is rewritten.
 */
const FIXED_PAGES_REVISED = '2026-11-01';

/** Paths whose content is the catalogue: their lastmod is the newest product change. */
const CATALOGUE_PAGES = new Set(['/', '/best-sellers', '/collections']);

/** The later of two ISO 8601 dates (strings of this form compare in time order). */
function later(a: string | undefined, b: string): string {
  return a !== undefined && a > b ? a : b;
}

/** Every active product, category, subcategory, blog post and page, each with a lastmod. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const api = getServerApi();
  const base = getSiteUrl();
  // Its pages of 100 products are read live (past the cached listings' size): the sitemap tag, which every
  // product edit expires, makes it follow at once rather than after `revalidate`.
  await tagSitemapRender(revalidate);

  const productEntries: MetadataRoute.Sitemap = [];
  /** Newest product change per category id and per subcategory id, and over the whole catalogue. */
  const newestByCategory = new Map<number, string>();
  const newestBySubcategory = new Map<number, string>();
  let newestProduct = FIXED_PAGES_REVISED;
  let page: number | null = 1;
  while (page !== null) {
    const products = await api.getAllProducts({ page, page_size: 100 });
    for (const product of products.data) {
      productEntries.push({
        url: `${base}/product/${product.id}`,
        lastModified: product.updated_at,
        changeFrequency: 'weekly',
        priority: 0.7,
      });
      newestByCategory.set(product.category_pk, later(newestByCategory.get(product.category_pk), product.updated_at));
      if (product.sub_category_pk !== null) {
        newestBySubcategory.set(
          product.sub_category_pk,
          later(newestBySubcategory.get(product.sub_category_pk), product.updated_at),
        );
      }
      newestProduct = later(newestProduct, product.updated_at);
    }
    page = products.next_page;
  }

  const posts = await api.getAllBlogs({});
  const postEntries: MetadataRoute.Sitemap = posts.data.map((post) => ({
    url: `${base}/blog/${post.id}`,
    lastModified: post.date,
    changeFrequency: 'monthly',
    priority: 0.6,
  }));
  const newestPost = posts.data.reduce((newest, post) => later(newest, post.date), FIXED_PAGES_REVISED);

  const entries: MetadataRoute.Sitemap = STATIC_PAGES.map((fixed) => ({
    url: `${base}${fixed.path}`,
    lastModified: CATALOGUE_PAGES.has(fixed.path)
      ? newestProduct
      : fixed.path === '/blog'
        ? newestPost
        : FIXED_PAGES_REVISED,
    changeFrequency: fixed.changeFrequency,
    priority: fixed.priority,
  }));

  const { categories } = await api.getCategoryList({});
  for (const category of categories) {
    entries.push({
      url: `${base}${categoryPath(category.name)}`,
      lastModified: newestByCategory.get(category.id) ?? FIXED_PAGES_REVISED,
      changeFrequency: 'daily',
      priority: 0.9,
    });
    for (const subcategory of category.subcategories) {
      entries.push({
        url: `${base}${categoryPath(category.name, subcategory.name)}`,
        lastModified:
          newestBySubcategory.get(subcategory.id) ?? newestByCategory.get(category.id) ?? FIXED_PAGES_REVISED,
        changeFrequency: 'daily',
        priority: 0.8,
      });
    }
  }
  entries.push(...productEntries, ...postEntries);
  // Next writes <loc> verbatim; XML needs '&' (as in /home%20&%20living) escaped.
  return entries.map((entry) => ({ ...entry, url: entry.url.replace(/&/g, '&amp;') }));
}
