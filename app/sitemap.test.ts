/**
 * The sitemap at any catalogue size (issue 32, docs/decisions/041) on a real database (SQLite, and PostgreSQL
 * with TEST_DATABASE=postgres): with SITEMAP_PAGE_SIZE set to 7, the index names every file, no product file
 * lists more than 7 URLs, every active product is in exactly one file with its lastmod and pictures, a range of
 * ids with no active product gets no file, an edit reaches its file at once, and robots.txt names the index; all
 * read through the routes, as a crawler reads them.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { apiErrorBody } from '@/lib/contract';
import { SITEMAP_MAX_URLS, sitemapFilesResponse, sitemapProductsResponse } from '@/lib/contract/catalogue';
import { SITEMAP_TAG } from '@/lib/server/cache/catalogue-tags';
import { tagExpiredAt } from '@/lib/server/cache/shared-invalidation.mjs';
import { InvalidConfigError, parseConfig, resetConfigForTests } from '@/lib/server/config';
import { setProductPrice } from '@/lib/server/services/catalogue/catalogue';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getSitemapFiles } from './api/sitemap-files/route';
import { GET as getSitemapProducts } from './api/sitemap-products/route';
import robots from './robots';
import { GET as getSitemapFile } from './sitemap/[file]/route';
import { GET as getSitemapIndex } from './sitemap.xml/route';

jest.setTimeout(60_000);
const database = withTestDatabase({ seed: 'catalogue' });

const PAGE_SIZE = 7;
const SITE = 'https://shop.example';
/** A picture on another host whose address carries '&': written as &amp; in the XML. */
const CDN_PICTURE = 'https://cdn.example/kurta.webp?w=960&q=80';
/** Ids 8 to 14, the second range of 7, are all withdrawn: the file for that range must not exist. */
const WITHDRAWN = { from: 8, through: 14 };

const saved = { SITEMAP_PAGE_SIZE: process.env.SITEMAP_PAGE_SIZE, SITE_URL: process.env.SITE_URL };
beforeAll(async () => {
  process.env.SITEMAP_PAGE_SIZE = String(PAGE_SIZE);
  process.env.SITE_URL = SITE;
  resetConfigForTests();
  const { db } = database();
  // Forty more products, copies of the demo's first forty (the demo catalogue alone is a few files).
  const originals = await db.selectFrom('products').selectAll().orderBy('id').limit(40).execute();
  const now = new Date().toISOString();
  await db
    .insertInto('products')
    .values(
      originals.map(({ id: _id, version: _version, ...row }, index) => ({
        ...row,
        product_code: 900_000 + index,
        name: `${row.name} (copy ${index})`,
        // One with a picture on another host; one with a single picture, repeated and with empty slots.
        main_image: index === 0 ? CDN_PICTURE : row.main_image,
        ...(index === 1 ? { second_media: row.main_image, third_media: '', fourth_media: '', fifth_media: ' ' } : {}),
        is_active: 1 as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .updateTable('products')
    .set({ is_active: 0 })
    .where('id', '>=', WITHDRAWN.from)
    .where('id', '<=', WITHDRAWN.through)
    .execute();
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
});

/** /sitemap/{name}, through its route. */
function fetchSitemapFile(name: string): Promise<Response> {
  return getSitemapFile(new Request(`${SITE}/sitemap/${name}`), { params: Promise.resolve({ file: name }) });
}

/** One sitemap file as the route writes it. */
async function fileXml(id: number): Promise<string> {
  const answer = await fetchSitemapFile(`${id}.xml`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
  const xml = await answer.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\//);
  return xml;
}

/** The <url> elements of a sitemap file. */
function urlsOf(xml: string): string[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
}

function textOf(element: string, tag: string): string[] {
  return [...element.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1] ?? '');
}

const PRODUCT_LOC = new RegExp(`^${SITE}/product/(\\d+)$`);

async function activeProducts() {
  return database()
    .db.selectFrom('products')
    .select(['id', 'updated_at', 'main_image', 'second_media', 'third_media', 'fourth_media', 'fifth_media'])
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
}

/** Every file named by the index, fetched and read: product id per file, and the whole XML of each. */
async function readWholeSitemap() {
  const answer = await getSitemapIndex();
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
  const index = await answer.text();
  expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org/);
  const locs = textOf(index, 'loc');
  const files = new Map<number, string>();
  for (const loc of locs) {
    const id = Number(/^https:\/\/shop\.example\/sitemap\/(\d+)\.xml$/.exec(loc)?.[1]);
    expect([loc, Number.isInteger(id)]).toEqual([loc, true]);
    files.set(id, await fileXml(id));
  }
  return { locs, files };
}

describe('the sitemap index and its files', () => {
  it('names every file once; no product file lists more than SITEMAP_PAGE_SIZE URLs; every active product is in exactly one', async () => {
    const { locs, files } = await readWholeSitemap();
    const ids = [...files.keys()];
    // Each file once, the pages' file first, then the product files in order.
    expect(new Set(locs).size).toBe(locs.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBe(0);

    const active = await activeProducts();
    // The catalogue needs many files at this page size, and the withdrawn range none.
    expect(files.size).toBeGreaterThan(10);
    expect(ids).not.toContain(Math.ceil(WITHDRAWN.through / PAGE_SIZE));
    const lastId = active[active.length - 1]?.id ?? 0;
    expect(Math.max(...ids)).toBe(Math.ceil(lastId / PAGE_SIZE));
    // No other file is served: past the last, the withdrawn range's, or a name that is no file.
    for (const name of [
      `${Math.max(...ids) + 1}.xml`,
      `${Math.ceil(WITHDRAWN.through / PAGE_SIZE)}.xml`,
      '1',
      'a.xml',
      '-1.xml',
      '1.xml.xml',
    ])
      expect([name, (await fetchSitemapFile(name)).status]).toEqual([name, 404]);

    const seen: number[] = [];
    for (const [id, xml] of files) {
      const urls = urlsOf(xml);
      // A product file lists at most the page size; the pages' file (fixed pages, categories, posts) at most 50,000.
      expect({ id, urls: urls.length <= (id === 0 ? SITEMAP_MAX_URLS : PAGE_SIZE) }).toEqual({ id, urls: true });
      expect({ id, empty: urls.length === 0 }).toEqual({ id, empty: false });
      const productIds = urls.flatMap((url) => textOf(url, 'loc').map((loc) => Number(PRODUCT_LOC.exec(loc)?.[1])));
      if (id === 0) {
        expect(productIds.every((productId) => Number.isNaN(productId))).toBe(true);
        continue;
      }
      // A product file: the active products of its range of ids, in id order.
      for (const productId of productIds) {
        expect(productId).toBeGreaterThan((id - 1) * PAGE_SIZE);
        expect(productId).toBeLessThanOrEqual(id * PAGE_SIZE);
      }
      expect(productIds).toEqual([...productIds].sort((a, b) => a - b));
      seen.push(...productIds);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(active.map((product) => product.id));
  });

  it('gives every URL a lastmod (a product its own change date) and a product its pictures, once each', async () => {
    const { files } = await readWholeSitemap();
    const active = new Map((await activeProducts()).map((product) => [product.id, product]));
    let withPictures = 0;
    for (const xml of files.values()) {
      for (const url of urlsOf(xml)) {
        expect(textOf(url, 'lastmod')).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}/)]);
        const productId = Number(PRODUCT_LOC.exec(textOf(url, 'loc')[0] ?? '')?.[1]);
        const product = active.get(productId);
        if (!product) continue;
        expect(textOf(url, 'lastmod')).toEqual([product.updated_at]);
        const slots = [
          product.main_image,
          product.second_media,
          product.third_media,
          product.fourth_media,
          product.fifth_media,
        ];
        const pictures = slots.filter((picture, i) => picture.trim() !== '' && slots.indexOf(picture) === i);
        const expected = pictures.map((picture) =>
          (picture.startsWith('https://') ? picture : `${SITE}${picture}`).replace(/&/g, '&amp;'),
        );
        expect(url.match(/<image:image>\n<image:loc>[^<]+<\/image:loc>\n<\/image:image>/g) ?? []).toHaveLength(
          expected.length,
        );
        expect(textOf(url, 'image:loc')).toEqual(expected);
        if (expected.length > 0) withPictures += 1;
      }
    }
    expect(withPictures).toBeGreaterThan(40);
    const all = [...files.values()].join('');
    expect(all).toContain('<image:loc>https://cdn.example/kurta.webp?w=960&amp;q=80</image:loc>');
    // The pages' file: categories with '&' in their names, escaped, dated by their newest product.
    expect(files.get(0)).toContain(`<loc>${SITE}/home%20&amp;%20living</loc>`);
    expect(all).not.toMatch(/&(?!amp;)/);
  });

  it("puts a product's edit in its file at once, and drops a withdrawn product from it", async () => {
    const [first, second] = (await activeProducts()).slice(-2);
    if (!first || !second) throw new Error('the catalogue has fewer than two active products');
    const before = Date.now();
    await pause(2);
    await setProductPrice(first.id, { offer_price: 41, mrp: 50 });
    // Every instance drops the rendered sitemap (its routes carry this tag: lib/server/cached-reads.ts).
    expect(tagExpiredAt(SITEMAP_TAG)).toBeGreaterThan(before);
    const { updated_at: changed } = await database()
      .db.selectFrom('products')
      .select('updated_at')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(changed).not.toBe(first.updated_at);
    await database().db.updateTable('products').set({ is_active: 0 }).where('id', '=', second.id).execute();

    const { files } = await readWholeSitemap();
    const urls = [...files.values()].flatMap(urlsOf);
    const urlOf = (id: number) => urls.find((url) => url.includes(`<loc>${SITE}/product/${id}</loc>`));
    expect(textOf(urlOf(first.id) ?? '', 'lastmod')).toEqual([changed]);
    expect(urlOf(second.id)).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('names the sitemap index', async () => {
    expect(robots().sitemap).toBe(`${SITE}/sitemap.xml`);
    const index = await (await getSitemapIndex()).text();
    expect(index).toContain('<sitemapindex');
  });
});

describe('SITEMAP_PAGE_SIZE', () => {
  it('is 50,000 by default, the most URLs a search engine reads from one file, and cannot be set above', () => {
    expect(parseConfig({}).SITEMAP_PAGE_SIZE).toBe(50_000);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(parseConfig({ SITEMAP_PAGE_SIZE: '7' }).SITEMAP_PAGE_SIZE).toBe(7);
    for (const bad of ['50001', '0', 'many']) {
      expect(() => parseConfig({ SITEMAP_PAGE_SIZE: bad })).toThrow(InvalidConfigError);
      expect(() => parseConfig({ SITEMAP_PAGE_SIZE: bad })).toThrow(
        'SITEMAP_PAGE_SIZE: must be a whole number from 1 to 50000',
      );
    }
  });
});

describe('the sitemap calls', () => {
  it('answer the ranges holding products and a range of products by keyset, and refuse more than 50,000', async () => {
    const files = await callRoute(getSitemapFiles, `/api/sitemap-files/?page_size=${PAGE_SIZE}`);
    expect(files.status).toBe(200);
    const ranges = sitemapFilesResponse.parse(files.body).files;
    expect(ranges[0]).toEqual({ after: 0, through: PAGE_SIZE });
    expect(ranges).not.toContainEqual({ after: WITHDRAWN.from - 1, through: WITHDRAWN.through });

    const products = await callRoute(getSitemapProducts, '/api/sitemap-products/?after=3&through=20&limit=5');
    expect(products.status).toBe(200);
    const ids = sitemapProductsResponse.parse(products.body).data.map((product) => product.id);
    const expected = (await activeProducts()).map((product) => product.id).filter((id) => id > 3 && id <= 20);
    expect(ids).toEqual(expected.slice(0, 5));

    for (const [query, field] of [
      ['after=0&limit=50001', 'limit'],
      ['after=-1&limit=10', 'after'],
      ['limit=10', 'after'],
    ] as const) {
      const refused = await callRoute(getSitemapProducts, `/api/sitemap-products/?${query}`);
      expect({ query, status: refused.status }).toEqual({ query, status: 400 });
      expect(apiErrorBody.parse(refused.body).field).toBe(field);
    }
  });
});
