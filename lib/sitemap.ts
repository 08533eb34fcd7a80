import 'server-only';
import { getServerApi } from './api/server';
import { categoryPath } from './category-path';
import { SITEMAP_MAX_URLS } from './contract/catalogue';
import { productPath } from './catalogue-paths';
import { tagSitemapRender } from './server/cached-reads';
import { getConfig } from './server/config';
import { getSiteUrl } from './server/site-url';

/**
 * The sitemap at any catalogue size (issue 32, docs/decisions/041): /sitemap.xml is an index
 * (app/sitemap.xml/route.ts) of files at /sitemap/{id}.xml (app/sitemap/[file]/route.ts). File 0 holds the
 * fixed pages, categories, subcategories and posts; file k (k >= 1) the active products with ids in
 * ((k - 1) * SITEMAP_PAGE_SIZE, k * SITEMAP_PAGE_SIZE], read in one keyset call, so no product file lists more
 * than SITEMAP_PAGE_SIZE URLs (and file 0 no more than SITEMAP_MAX_URLS, 50,000). Every read goes through the
 * typed API client, as the rest of the storefront's. Route handlers, not Next's generateSitemaps: Next 16.4
 * writes no index, and refuses a route at /sitemap.xml beside an app/sitemap.ts.
 */

type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** One <url> of a sitemap file. */
interface SitemapEntry {
  /** Absolute, as written (escaped when written). */
  url: string;
  /** ISO 8601 date or date-time. */
  lastModified: string;
  changeFrequency: ChangeFrequency;
  priority: number;
  /** Absolute picture URLs: one <image:image> each. */
  images?: string[];
}

/** How long a rendered index or file is kept at most: the `revalidate` of both routes (which must write it literally). */
const SITEMAP_SECONDS = 3600;

/** The file of the fixed pages, categories, subcategories and blog posts. */
const PAGES_FILE = 0;

/** The fixed pages worth finding, with how often they change. */
const STATIC_PAGES: { path: string; changeFrequency: ChangeFrequency; priority: number }[] = [
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

/** A URL as XML text: '&' (as in /home%20&%20living) and the angle brackets escaped. */
function xmlText(url: string): string {
  return url.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Where sitemap file `id` is served. */
function sitemapFilePath(id: number): string {
  return `/sitemap/${id}.xml`;
}

/** Every file of the sitemap: the pages, then each range of ids holding an active product. */
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
    (file) => `<sitemap>\n<loc>${xmlText(`${base}${sitemapFilePath(file.id)}`)}</loc>\n</sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** The file a request names ('3.xml'), when the index lists it; null otherwise (the route answers 404). */
export async function findSitemapFile(name: string, pageSize?: number): Promise<number | null> {
  const match = /^(\d{1,9})\.xml$/.exec(name);
  if (!match) return null;
  const id = Number(match[1]);
  const files = await listSitemapFiles(pageSize);
  return files.some((file) => file.id === id) ? id : null;
}

/** /sitemap/{id}.xml: sitemap file `id` as XML (lastmod, changefreq, priority, then the pictures: the schema's order). */
export async function renderSitemapFile(id: number, pageSize?: number): Promise<string> {
  const entries = await buildSitemapFile(id, pageSize);
  const urls = entries.map((entry) => {
    const images = (entry.images ?? []).map(
      (image) => `<image:image>\n<image:loc>${xmlText(image)}</image:loc>\n</image:image>\n`,
    );
    return (
      `<url>\n<loc>${xmlText(entry.url)}</loc>\n<lastmod>${entry.lastModified}</lastmod>\n` +
      `<changefreq>${entry.changeFrequency}</changefreq>\n<priority>${entry.priority}</priority>\n${images.join('')}</url>\n`
    );
  });
  return (
    `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('')}</urlset>\n`
  );
}

/** The URLs of sitemap file `id` (see listSitemapFiles), each with its lastmod, products with their pictures. */
async function buildSitemapFile(id: number, pageSize: number = getConfig().SITEMAP_PAGE_SIZE): Promise<SitemapEntry[]> {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`No sitemap file ${id}`);
  // Its products are read live (past the cached listings' size): the sitemap tag, which every product edit
  // expires, makes it follow at once rather than after `revalidate`.
  await tagSitemapRender(SITEMAP_SECONDS);
  return id === PAGES_FILE ? buildPagesFile() : buildProductFile(id, pageSize);
}

/** The active products of file `id` (>= 1): one keyset call over their range of ids. */
async function buildProductFile(id: number, pageSize: number): Promise<SitemapEntry[]> {
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
async function buildPagesFile(): Promise<SitemapEntry[]> {
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

  const postEntries: SitemapEntry[] = posts.data.map((post) => ({
    url: `${base}/blog/${post.id}`,
    lastModified: post.date,
    changeFrequency: 'monthly',
    priority: 0.6,
  }));
  const newestPost = posts.data.reduce((newest, post) => later(newest, post.date), FIXED_PAGES_REVISED);

  const entries: SitemapEntry[] = STATIC_PAGES.map((fixed) => ({
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
