import 'server-only';
import type { MetadataRoute } from 'next';
import { getServerApi } from './api/server';
import { categoryPath } from './category-path';
import { SITEMAP_MAX_URLS } from './contract/catalogue';
import { productPath } from './catalogue-paths';
import { tagSitemapRender } from './server/cached-reads';
import { getConfig } from './server/config';
import { getSiteUrl } from './server/site-url';

/**
 * The sitemap at any catalogue size (issue 32, docs/decisions/041): /sitemap.xml is an index
 * (app/sitemap.xml/route.ts) of files at /sitemap/{id}.xml (app/sitemap.ts, Next's generateSitemaps). File 0
 * holds the fixed pages, categories, subcategories and posts; file k (k >= 1) the active products with ids in
 * ((k - 1) * SITEMAP_PAGE_SIZE, k * SITEMAP_PAGE_SIZE], read in one keyset call, so no product file lists more
 * than SITEMAP_PAGE_SIZE URLs (and file 0 no more than SITEMAP_MAX_URLS, 50,000). Every read goes through the typed API client, as the rest of the storefront's.
 */

/** How long a rendered index or file is kept at most: the `revalidate` of both routes (which must write it literally). */
export const SITEMAP_SECONDS = 3600;

/** The file of the fixed pages, categories, subcategories and blog posts. */
export const PAGES_FILE = 0;

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

/** Next writes <loc> and <image:loc> verbatim; XML needs '&' (as in /home%20&%20living) escaped. */
function escapeAmpersands(url: string): string {
  return url.replace(/&/g, '&amp;');
}

/** Where sitemap file `id` is served. */
export function sitemapFilePath(id: number): string {
  return `/sitemap/${id}.xml`;
}

/** Every file of the sitemap, as Next's generateSitemaps gives them: the pages, then each range holding a product. */
export async function listSitemapFiles(pageSize: number = getConfig().SITEMAP_PAGE_SIZE): Promise<{ id: number }[]> {
  const { files } = await getServerApi().getSitemapFiles({ page_size: pageSize });
  return [{ id: PAGES_FILE }, ...files.map((file) => ({ id: file.through / pageSize }))];
}

/** /sitemap.xml: the sitemap index, naming every file. */
export async function renderSitemapIndex(pageSize?: number): Promise<string> {
  // Its files are read live (uncached): the sitemap tag, which every product edit expires, makes it follow at once.
  await tagSitemapRender(SITEMAP_SECONDS);
  const base = getSiteUrl();
  const files = await listSitemapFiles(pageSize);
  const entries = files.map(
    (file) => `<sitemap>\n<loc>${escapeAmpersands(`${base}${sitemapFilePath(file.id)}`)}</loc>\n</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** Sitemap file `id` (see listSitemapFiles), each URL with its lastmod, products with their pictures. */
export async function buildSitemapFile(
  id: number,
  pageSize: number = getConfig().SITEMAP_PAGE_SIZE,
): Promise<MetadataRoute.Sitemap> {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`No sitemap file ${id}`);
  // Its products are read live (past the cached listings' size): the sitemap tag, which every product edit
  // expires, makes it follow at once rather than after `revalidate`.
  await tagSitemapRender(SITEMAP_SECONDS);
  const entries = id === PAGES_FILE ? await buildPagesFile() : await buildProductFile(id, pageSize);
  return entries.map((entry) => ({
    ...entry,
    url: escapeAmpersands(entry.url),
    ...(entry.images ? { images: entry.images.map(escapeAmpersands) } : {}),
  }));
}

/** The active products of file `id` (>= 1): one keyset call over their range of ids. */
async function buildProductFile(id: number, pageSize: number): Promise<MetadataRoute.Sitemap> {
  const base = getSiteUrl();
  const absolute = (picture: string) => (/^https?:\/\//.test(picture) ? picture : `${base}${picture}`);
  const { data } = await getServerApi().getSitemapProducts({
    after: (id - 1) * pageSize,
    through: id * pageSize,
    limit: pageSize,
  });
  return data.map((product) => ({
    url: `${base}${productPath(product.id)}`,
    lastModified: product.updated_at,
    changeFrequency: 'weekly',
    priority: 0.7,
    ...(product.pictures.length > 0 ? { images: product.pictures.map(absolute) } : {}),
  }));
}

/** The fixed pages, categories, subcategories and blog posts, each with a lastmod. */
async function buildPagesFile(): Promise<MetadataRoute.Sitemap> {
  const api = getServerApi();
  const base = getSiteUrl();
  const [listings, posts, { categories }] = await Promise.all([
    api.getSitemapListings({}),
    api.getAllBlogs({}),
    api.getCategoryList({}),
  ]);

  /** Newest product change per category, per category and subcategory, and over the whole catalogue. */
  const newestByCategory = new Map<number, string>();
  const newestByListing = new Map<string, string>();
  let newestProduct = FIXED_PAGES_REVISED;
  for (const listing of listings.data) {
    newestByCategory.set(listing.category_pk, later(newestByCategory.get(listing.category_pk), listing.updated_at));
    if (listing.sub_category_pk !== null)
      newestByListing.set(`${listing.category_pk}:${listing.sub_category_pk}`, listing.updated_at);
    newestProduct = later(newestProduct, listing.updated_at);
  }

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
  for (const category of categories) {
    const newestInCategory = newestByCategory.get(category.id) ?? FIXED_PAGES_REVISED;
    entries.push({
      url: `${base}${categoryPath(category.name)}`,
      lastModified: newestInCategory,
      changeFrequency: 'daily',
      priority: 0.9,
    });
    for (const subcategory of category.subcategories) {
      entries.push({
        url: `${base}${categoryPath(category.name, subcategory.name)}`,
        lastModified: newestByListing.get(`${category.id}:${subcategory.id}`) ?? newestInCategory,
        changeFrequency: 'daily',
        priority: 0.8,
      });
    }
  }
  entries.push(...postEntries);
  // A search engine reads no more of one file: were there ever more posts than that, the oldest would drop.
  return entries.slice(0, SITEMAP_MAX_URLS);
}
