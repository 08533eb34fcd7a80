/**
 * A large, realistic catalogue for the growth benchmark: products named from
 * craft × colour × fabric × product type words ('Indigo Dabu Hand Block
 * Printed Cotton Kurta'), in the spec's categories and subcategories, with
 * colour variants sharing a product_code, stock per size and the demo's
 * images. Deterministic for a seed; written with multi-row inserts in
 * transactions, so 100,000 products take seconds, not minutes.
 */
import { sql, type Insertable } from 'kysely';
import type { ShopDatabase } from '../lib/server/db/connection';
import type { ProductStockTable, ProductsTable } from '../lib/server/db/schema';
import { buildSearchText } from '../lib/server/services/catalogue/repositories/products';
import { insertTaxonomy as insertSeedTaxonomy } from '../lib/server/seed/seed';
import { demoProducts, ratingFor, type DemoProduct } from '../lib/server/seed/demo-catalogue';
import { CATEGORIES, CATEGORY_SUBCATEGORIES, SUBCATEGORIES } from '../lib/server/seed/taxonomy';
import { prng } from '../lib/prng';
import { itemAt, lastItem } from '../lib/list';
import {
  ACTIVE_SHARE,
  CATEGORY_WEIGHTS,
  COLOURS,
  CRAFTS,
  GARMENT_CATEGORIES,
  GARMENT_SIZES,
  NEW_ARRIVAL_SHARE,
  ONE_SIZE,
  TOP_SELLING_SHARE,
  TYPES,
  VARIANT_COUNTS,
} from './lib/catalogue-words';

export interface GenerateOptions {
  /** Seed of the pseudo-random choices: the same seed gives the same catalogue. */
  seed?: number;
  /** Products per INSERT statement. */
  batchSize?: number;
  /** Products per transaction. */
  transactionSize?: number;
}

export interface GeneratedCatalogue {
  products: number;
  active: number;
  topSelling: number;
  stockRows: number;
  firstId: number;
  lastId: number;
  milliseconds: number;
}

type Random = () => number;

function pick<T>(rnd: Random, list: readonly T[]): T {
  return itemAt(list, Math.floor(rnd() * list.length));
}

function pickWeighted<T>(rnd: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let r = rnd() * total;
  for (const [value, weight] of entries) {
    r -= weight;
    if (r < 0) return value;
  }
  return lastItem(entries)[0];
}

interface Design {
  categoryId: number;
  subCategoryId: number | null;
  media: DemoProduct['media'][];
  /** Typical price of the subcategory in the demo, whole dollars. */
  basePriceDollars: number;
}

/** Images and a typical price per (category, subcategory), from the demo catalogue. */
function designsFromDemo(): Map<string, Design> {
  const designs = new Map<string, Design>();
  for (const product of demoProducts) {
    const key = `${product.categoryId}:${product.subCategoryId ?? 0}`;
    let design = designs.get(key);
    if (!design) {
      design = { categoryId: product.categoryId, subCategoryId: product.subCategoryId, media: [], basePriceDollars: 0 };
      designs.set(key, design);
    }
    design.media.push([...product.media]);
    design.basePriceDollars += Math.round(product.offerPriceCents / 100);
  }
  for (const design of designs.values())
    design.basePriceDollars = Math.round(design.basePriceDollars / design.media.length);
  return designs;
}

function mrpFor(offerCents: number, rnd: Random): number {
  if (rnd() < 0.3) return offerCents;
  const discount = pick(rnd, [0.1, 0.15, 0.2, 0.25, 0.3]);
  return Math.max(offerCents, Math.ceil(offerCents / (1 - discount) / 100) * 100 - 1);
}

function quantityFor(rnd: Random, size: string): number {
  const r = rnd();
  if (r < 0.04) return 0;
  if (r < 0.07) return 1;
  const quantity = 2 + Math.floor(rnd() * 39);
  return size === 'XXL' && quantity > 20 ? quantity - 12 : quantity;
}

function subcategoriesOf(categoryId: number): number[] {
  const ids = CATEGORY_SUBCATEGORIES[categoryId] ?? [];
  return ids.length > 0 ? [...ids] : [0];
}

/** Categories, subcategories and their links (no products): what the generator needs to exist. */
export async function insertTaxonomy({ db }: ShopDatabase): Promise<void> {
  await db.transaction().execute((trx) => insertSeedTaxonomy(trx));
}

type ProductInsert = Insertable<ProductsTable>;
type StockInsert = Insertable<ProductStockTable>;

/**
 * Inserts `count` products after those already there (ids and product codes
 * continue from the highest), into a migrated database whose categories and
 * subcategories exist (see insertTaxonomy).
 */
export async function generateCatalogue(
  database: ShopDatabase,
  count: number,
  options: GenerateOptions = {},
): Promise<GeneratedCatalogue> {
  const started = Date.now();
  const { db, dialect } = database;
  const rnd = prng(options.seed ?? 6);
  const batchSize = options.batchSize ?? 500;
  const transactionSize = options.transactionSize ?? 10_000;

  const categoryNames = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.name]));
  const subcategoryNames = new Map<number, string>(SUBCATEGORIES.map((s) => [s.id, s.name]));
  const known = await db.selectFrom('categories').select('id').execute();
  const missing = CATEGORIES.filter((c) => !known.some((row) => Number(row.id) === c.id));
  if (missing.length > 0)
    throw new Error(
      `generateCatalogue: categories ${missing.map((c) => c.name).join(', ')} are missing (insertTaxonomy first)`,
    );

  const designs = designsFromDemo();
  const highest = await db
    .selectFrom('products')
    .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('product_code').as('code')])
    .executeTakeFirstOrThrow();
  let nextId = Number(highest.id ?? 0) + 1;
  let nextCode = Math.max(1_000_000, Number(highest.code ?? 0) + 1);
  const firstId = nextId;
  const now = new Date().toISOString();

  let made = 0;
  let active = 0;
  let topSelling = 0;
  let stockRows = 0;
  let products: ProductInsert[] = [];
  let stock: StockInsert[] = [];
  let pendingBatches: { products: ProductInsert[]; stock: StockInsert[] }[] = [];

  const flushTransaction = async () => {
    if (pendingBatches.length === 0) return;
    const batches = pendingBatches;
    pendingBatches = [];
    await db.transaction().execute(async (trx) => {
      for (const batch of batches) {
        await trx.insertInto('products').values(batch.products).execute();
        for (let i = 0; i < batch.stock.length; i += batchSize * 5) {
          await trx
            .insertInto('product_stock')
            .values(batch.stock.slice(i, i + batchSize * 5))
            .execute();
        }
      }
    });
  };
  const endBatch = async () => {
    if (products.length === 0) return;
    pendingBatches.push({ products, stock });
    products = [];
    stock = [];
    if (pendingBatches.length * batchSize >= transactionSize) await flushTransaction();
  };

  while (made < count) {
    const categoryId = pickWeighted(rnd, CATEGORY_WEIGHTS);
    const subKey = pick(rnd, subcategoriesOf(categoryId));
    const subCategoryId = subKey === 0 ? null : subKey;
    const words = TYPES[categoryId]?.[subKey];
    const design = designs.get(`${categoryId}:${subKey}`);
    if (!words || !design)
      throw new Error(`generateCatalogue: no words or images for category ${categoryId}, subcategory ${subKey}`);
    const categoryName = categoryNames.get(categoryId)!;
    const subCategoryName = subCategoryId === null ? null : (subcategoryNames.get(subCategoryId) ?? null);

    const craft = pick(rnd, CRAFTS);
    const fabric = pick(rnd, words.fabrics);
    const type = pick(rnd, words.types);
    const prefix = words.prefixes ? `${pick(rnd, words.prefixes)} ` : '';
    const code = nextCode++;
    const variants = Math.min(pickWeighted(rnd, VARIANT_COUNTS), count - made);
    const colours = new Set<string>();
    while (colours.size < variants) colours.add(pick(rnd, COLOURS));
    const offerDollars = Math.max(5, Math.round(design.basePriceDollars * (0.75 + rnd() * 0.55)));
    const offerCents = offerDollars * 100 - 1;
    const mrpCents = mrpFor(offerCents, rnd);
    const description = [
      `${type.replace(/, Set of \d+$/, '')} in ${fabric.phrase}, cut and finished in our Jaipur workshop.`,
      craft.sentence,
      fabric.care,
    ].join(' ');

    for (const colour of colours) {
      const id = nextId++;
      const name = `${prefix}${colour} ${craft.words} ${fabric.words} ${type}`;
      const isActive = rnd() < ACTIVE_SHARE;
      const isTopSelling = rnd() < TOP_SELLING_SHARE;
      const isNewArrival = rnd() < NEW_ARRIVAL_SHARE;
      const media = pick(rnd, design.media);
      const reviewCount = isTopSelling
        ? 140 + Math.floor(rnd() * 261)
        : isNewArrival
          ? Math.floor(rnd() * 24)
          : Math.floor(rnd() * rnd() * 180);
      products.push({
        id,
        product_code: code,
        name,
        description,
        category_id: categoryId,
        sub_category_id: subCategoryId,
        main_image: media[0],
        second_media: media[1],
        third_media: media[2],
        fourth_media: media[3],
        fifth_media: media[4],
        offer_price_cents: offerCents,
        mrp_cents: mrpCents,
        rating: ratingFor(rnd),
        review_count: reviewCount,
        top_selling: isTopSelling ? 1 : 0,
        new_arrival: isNewArrival ? 1 : 0,
        is_active: isActive ? 1 : 0,
        remarks: '',
        search_text: buildSearchText({ name, description, productCode: code, categoryName, subCategoryName }),
        created_at: now,
        updated_at: now,
      });
      const sizes = GARMENT_CATEGORIES.has(categoryId) ? GARMENT_SIZES : ONE_SIZE;
      sizes.forEach((size, index) =>
        stock.push({ product_id: id, size, sort_order: index, quantity: quantityFor(rnd, size), reserved: 0 }),
      );
      stockRows += sizes.length;
      made += 1;
      if (isActive) active += 1;
      if (isTopSelling && isActive) topSelling += 1;
      if (products.length >= batchSize) await endBatch();
    }
  }
  await endBatch();
  await flushTransaction();

  if (dialect === 'postgres') {
    // Ids were given explicitly: move the identity on so the shop's own inserts do not collide.
    await sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`.execute(db);
    // What autovacuum does shortly after a bulk load: statistics for the
    // planner and a visibility map, so index-only scans need not visit rows.
    await sql`vacuum analyze products`.execute(db);
    await sql`vacuum analyze product_stock`.execute(db);
  }

  return {
    products: made,
    active,
    topSelling,
    stockRows,
    firstId,
    lastId: nextId - 1,
    milliseconds: Date.now() - started,
  };
}
