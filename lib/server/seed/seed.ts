import 'server-only';
import type { Kysely } from 'kysely';
import type { ShopDatabase } from '../db/connection';
import type { Database } from '../db/schema';
import { buildSearchText } from '../services/catalogue/repositories/products';
import { demoBannerImages, demoBlogPosts, demoCategoryImages, demoProducts, type DemoProduct } from './demo-catalogue';
import { planDemoReviews, plannedRatings } from './demo-reviews';
import { insertDemoReviews } from './seed-reviews';
import { insertDemoTaxIdentity, issueDemoInvoices } from './seed-tax';
import { CATEGORIES, CATEGORY_SUBCATEGORIES, SUBCATEGORIES } from './taxonomy';

/** Promo codes for trying the shop; README.md lists them. */
export const DEMO_PROMO_CODES = [
  {
    code: 'WELCOME10',
    kind: 'percent' as const,
    value: 1000,
    min_order_cents: 0,
    max_uses: null,
    max_uses_per_customer: 1,
  },
  {
    code: 'FESTIVE15',
    kind: 'percent' as const,
    value: 1500,
    min_order_cents: 5000,
    max_uses: 500,
    max_uses_per_customer: 2,
  },
  {
    code: 'FLAT5',
    kind: 'fixed' as const,
    value: 500,
    min_order_cents: 3000,
    max_uses: null,
    max_uses_per_customer: null,
  },
];

function bannerFor(categoryName: string): string {
  switch (categoryName.toLowerCase()) {
    case 'home & living':
      return demoBannerImages.homeAndLiving;
    case 'accessories':
      return demoBannerImages.accessories;
    default:
      // Spec section 2: categories without their own banner use the women banner.
      return demoBannerImages.women;
  }
}

export async function isCatalogueEmpty({ db }: ShopDatabase): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return row.count === 0;
}

export interface SeedSummary {
  categories: number;
  products: number;
  blogPosts: number;
  reviews: number;
}

/** Categories (with their tile and banner pictures), subcategories and the links between them: no products. */
export async function insertTaxonomy(db: Kysely<Database>): Promise<void> {
  const tileImages = new Map(demoCategoryImages.map((tile) => [tile.categoryId, tile.image]));
  await db
    .insertInto('categories')
    .values(
      CATEGORIES.map((category, index) => ({
        id: category.id,
        name: category.name,
        tile_image: tileImages.get(category.id) ?? demoBannerImages.hero,
        banner_image: bannerFor(category.name),
        sort_order: index,
        hsn_code: category.hsnCode,
      })),
    )
    .execute();
  await db
    .insertInto('subcategories')
    .values(SUBCATEGORIES.map((s) => ({ id: s.id, name: s.name })))
    .execute();
  const links = Object.entries(CATEGORY_SUBCATEGORIES).flatMap(([categoryId, subIds]) =>
    subIds.map((subcategoryId, index) => ({
      category_id: Number(categoryId),
      subcategory_id: subcategoryId,
      sort_order: index,
    })),
  );
  await db.insertInto('category_subcategories').values(links).execute();
}

/** Writes the demo catalogue in one transaction: all of it or nothing. */
export async function seedDemoCatalogue({ db }: ShopDatabase): Promise<SeedSummary> {
  return db.transaction().execute((trx) => insertDemoCatalogue(trx, { orders: true }));
}

/**
 * The demo catalogue's rows, written with `trx`, which must already be a
 * transaction (prepareDatabase writes them in the one that holds its lock).
 */
export async function insertDemoCatalogue(
  trx: Kysely<Database>,
  options: {
    /** The demo customers' delivered orders and their reviews; without them no product has a rating. */
    orders: boolean;
  },
): Promise<SeedSummary> {
  const now = new Date().toISOString();
  const categoryNames = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.name]));
  const subcategoryNames = new Map<number, string>(SUBCATEGORIES.map((s) => [s.id, s.name]));

  await insertTaxonomy(trx);

  const reviewPlan = options.orders ? planDemoReviews(demoProducts) : [];
  const ratings = plannedRatings(reviewPlan);
  const seededByName = new Map<string, { id: number; demo: DemoProduct }>();
  const idsByCode = new Map<number, number>();
  for (const product of demoProducts) {
    const categoryName = categoryNames.get(product.categoryId);
    if (!categoryName) throw new Error(`Demo product ${product.name} has unknown category ${product.categoryId}`);
    const subCategoryName =
      product.subCategoryId === null ? null : (subcategoryNames.get(product.subCategoryId) ?? null);
    const inserted = await trx
      .insertInto('products')
      .values({
        product_code: product.productCode,
        name: product.name,
        description: product.description,
        category_id: product.categoryId,
        sub_category_id: product.subCategoryId,
        main_image: product.media[0],
        second_media: product.media[1],
        third_media: product.media[2],
        fourth_media: product.media[3],
        fifth_media: product.media[4],
        offer_price_cents: product.offerPriceCents,
        mrp_cents: product.mrpCents,
        // From the demo's review rows written below: 0 and 0 for a product nobody reviewed.
        rating: ratings.get(product.name)?.rating ?? 0,
        review_count: ratings.get(product.name)?.review_count ?? 0,
        top_selling: product.topSelling ? 1 : 0,
        new_arrival: product.newArrival ? 1 : 0,
        is_active: product.isActive ? 1 : 0,
        remarks: product.remarks,
        search_text: buildSearchText({
          name: product.name,
          description: product.description,
          productCode: product.productCode,
          categoryName,
          subCategoryName,
        }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const productId = inserted.id;
    if (product.isActive) seededByName.set(product.name, { id: productId, demo: product });
    if (product.isActive && !idsByCode.has(product.productCode)) idsByCode.set(product.productCode, productId);
    if (product.stock.length > 0) {
      await trx
        .insertInto('product_stock')
        .values(
          product.stock.map((entry, index) => ({
            product_id: productId,
            size: entry.size,
            sort_order: index,
            quantity: entry.quantity,
            reserved: 0,
          })),
        )
        .execute();
    }
  }

  for (const post of demoBlogPosts) {
    await trx
      .insertInto('blog_posts')
      .values({
        title: post.title,
        image: post.image,
        description_html: post.descriptionHtml,
        product_id: post.productCode === null ? null : (idsByCode.get(post.productCode) ?? null),
        published_on: post.date,
        created_at: now,
      })
      .execute();
  }

  await trx
    .insertInto('promo_codes')
    .values(
      DEMO_PROMO_CODES.map((promo) => ({
        ...promo,
        starts_at: null,
        ends_at: null,
        is_active: 1 as const,
        created_at: now,
      })),
    )
    .execute();

  const reviews = options.orders ? await insertDemoReviews(trx, reviewPlan, seededByName, new Date(now)) : 0;
  // The full demo is a shop that trades: its tax identity and the invoices of its sales. The catalogue alone
  // (tests) starts as a new shop does, with no identity and no invoice.
  if (options.orders) {
    await insertDemoTaxIdentity(trx, now);
    await issueDemoInvoices(trx);
  }

  return { categories: CATEGORIES.length, products: demoProducts.length, blogPosts: demoBlogPosts.length, reviews };
}
