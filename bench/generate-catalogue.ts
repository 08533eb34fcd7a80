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

const COLOURS = [
  'Indigo',
  'Madder Red',
  'Ivory',
  'Rust',
  'Sage',
  'Mustard',
  'Rani Pink',
  'Blush',
  'Navy',
  'Teal',
  'Black',
  'Emerald',
  'Marigold',
  'Maroon',
  'Ochre',
  'Charcoal',
  'Terracotta',
  'Olive',
  'Saffron',
  'Turmeric',
  'Sky Blue',
  'Mint',
  'Lilac',
  'Coral',
  'Peach',
  'Plum',
  'Rose',
  'Turquoise',
  'Mauve',
  'Natural',
  'Multicolour',
  'Pomegranate',
] as const;

interface Craft {
  words: string;
  sentence: string;
}

const CRAFTS: readonly Craft[] = [
  {
    words: 'Dabu Hand Block Printed',
    sentence:
      'Printed by hand with dabu, the mud-resist of Rajasthan: clay and lime paste is stamped on, dusted with sawdust and dyed, so the pattern stays pale where the mud sat.',
  },
  {
    words: 'Bagru Block Print',
    sentence:
      'Block printed by Chhipa families in Bagru with carved sheesham blocks and natural dyes fixed by boiling with dhawdi flowers.',
  },
  {
    words: 'Sanganeri Floral',
    sentence:
      'A fine-lined Sanganeri floral, printed in Sanganer with an outline block and one block per colour, aligned by eye.',
  },
  {
    words: 'Ajrakh Print',
    sentence:
      'Ajrakh from Kutch: resist- and mordant-printed on both faces through more than a dozen stages of printing, washing and dyeing.',
  },
  {
    words: 'Kantha Stitch',
    sentence: 'Hand quilted with kantha, rows of small running stitches worked by women artisans in West Bengal.',
  },
  {
    words: 'Ikat Handloom',
    sentence:
      'Woven on a handloom from ikat yarn tied and dyed before weaving, so every edge of the pattern feathers a little.',
  },
  {
    words: 'Bandhani',
    sentence:
      'Bandhani from Jamnagar: thousands of tiny knots are tied by hand before dyeing, each opening into a dot.',
  },
  {
    words: 'Leheriya',
    sentence: 'Leheriya, the wave pattern of Rajasthan, made by rolling, tying and dyeing the cloth on the diagonal.',
  },
  {
    words: 'Mirror Work',
    sentence: 'Embroidered by hand with small mirrors (shisha) held in place by a ring of buttonhole stitches.',
  },
  {
    words: 'Chikankari',
    sentence:
      'Chikankari from Lucknow: white-on-white shadow work and knots embroidered by hand over a block-printed outline.',
  },
  {
    words: 'Applique',
    sentence: 'Appliqued by hand: shapes cut from printed cotton are turned under and hemmed on with tiny stitches.',
  },
  {
    words: 'Gota Patti',
    sentence: 'Gota patti work: ribbons of woven metallic lace are folded into leaves and stitched on by hand.',
  },
  {
    words: 'Jamdani',
    sentence: 'Jamdani: the motifs are woven in by hand on the loom, thread by thread, rather than printed.',
  },
  {
    words: 'Kalamkari',
    sentence: 'Kalamkari: drawn freehand with a bamboo kalam and natural dyes, then washed in running water.',
  },
  {
    words: 'Shibori',
    sentence: 'Shibori: folded, stitched and bound by hand before an indigo vat, so no two pieces match.',
  },
  {
    words: 'Phulkari',
    sentence: 'Phulkari from Punjab: darning-stitch flowers embroidered from the back in floss silk.',
  },
  {
    words: 'Batik',
    sentence: 'Batik: hot wax is drawn on with a tjanting and the cloth dyed, cracking the wax into fine veins.',
  },
  { words: 'Hand Embroidered', sentence: 'Embroidered by hand in our Jaipur workshop with cotton threads.' },
];

interface FabricWord {
  words: string;
  phrase: string;
  care: string;
}

const GARMENT_FABRICS: readonly FabricWord[] = [
  { words: 'Cotton', phrase: 'soft cambric cotton', care: 'Machine wash cold on a gentle cycle and dry in the shade.' },
  {
    words: 'Mulmul',
    phrase: 'featherweight mulmul cotton',
    care: 'Hand wash cold and iron while still slightly damp.',
  },
  {
    words: 'Voile',
    phrase: 'airy cotton voile',
    care: 'Hand wash cold separately; natural dyes may release a little colour at first.',
  },
  {
    words: 'Cotton Silk',
    phrase: 'a cotton-silk blend with a soft sheen',
    care: 'Dry clean the first time, then hand wash cold.',
  },
  { words: 'Chanderi', phrase: 'Chanderi silk-cotton', care: 'Dry clean recommended; store folded in a cotton bag.' },
  { words: 'Georgette', phrase: 'light viscose georgette', care: 'Dry clean or hand wash gently; do not wring.' },
  { words: 'Silk', phrase: 'pure mulberry silk', care: 'Dry clean only.' },
  { words: 'Modal', phrase: 'smooth modal silk', care: 'Hand wash cold and dry flat in the shade.' },
  {
    words: 'Khadi',
    phrase: 'hand-spun, handwoven khadi',
    care: 'Wash cold; expect a little shrinkage in the first wash.',
  },
  { words: 'Linen', phrase: 'washed linen', care: 'Machine wash cold; it softens with every wash.' },
];

const HOME_FABRICS: readonly FabricWord[] = [
  { words: 'Cotton', phrase: 'heavy cotton', care: 'Machine wash cold and dry in the shade.' },
  { words: 'Handloom Cotton', phrase: 'handloom cotton', care: 'Wash separately the first time.' },
  { words: 'Canvas', phrase: 'sturdy cotton canvas', care: 'Spot clean, or hand wash cold and dry flat.' },
  { words: 'Khadi', phrase: 'handwoven khadi', care: 'Wash cold; expect a little shrinkage.' },
  { words: 'Linen', phrase: 'linen', care: 'Machine wash cold.' },
];

const RUG_FABRICS: readonly FabricWord[] = [
  { words: 'Cotton', phrase: 'thick, tightly spun cotton yarn', care: 'Vacuum without the beater bar and spot clean.' },
  { words: 'Jute', phrase: 'hand-braided jute', care: 'Shake out and keep dry; blot spills at once.' },
  { words: 'Wool', phrase: 'hand-spun wool', care: 'Vacuum gently; professional cleaning only.' },
];

const ACCESSORY_FABRICS: readonly FabricWord[] = [
  { words: 'Canvas', phrase: 'cotton canvas', care: 'Spot clean with a damp cloth.' },
  { words: 'Cotton', phrase: 'quilted cotton', care: 'Hand wash cold.' },
  { words: 'Silk', phrase: 'silk', care: 'Dry clean only.' },
];

interface TypeWords {
  /** Product type words ending the name. */
  types: readonly string[];
  fabrics: readonly FabricWord[];
  /** "Men's", "Kids'"... before the colour. */
  prefixes?: readonly string[];
}

/** Product types by category and subcategory (0 for none). */
const TYPES: Record<number, Record<number, TypeWords>> = {
  1: {
    1: {
      types: [
        'Maxi Dress',
        'Midi Dress',
        'Wrap Dress',
        'Tiered Dress',
        'Shirt Dress',
        'Sundress',
        'Smock Dress',
        'Anarkali Dress',
      ],
      fabrics: GARMENT_FABRICS,
    },
    26: {
      types: ['Kurta', 'Straight Kurti', 'A-Line Kurti', 'Short Kurti', 'Anarkali Kurta', 'Tunic'],
      fabrics: GARMENT_FABRICS,
    },
    2: { types: ['Lehenga Set', 'Lehenga Skirt', 'Lehenga Choli'], fabrics: GARMENT_FABRICS },
    23: { types: ['Co-ord Set', 'Kurta and Palazzo Set', 'Shirt and Pants Co-ord Set'], fabrics: GARMENT_FABRICS },
    3: {
      types: ['Palazzo Pants', 'Straight Pants', 'Wide Leg Pants', 'Culottes', 'Cigarette Pants', 'Trousers'],
      fabrics: GARMENT_FABRICS,
    },
    5: { types: ['Harem Pants', 'Dhoti Pants', 'Afghani Pants'], fabrics: GARMENT_FABRICS },
    4: { types: ['Crop Top', 'Halter Crop Top', 'Tie-Up Crop Top', 'Blouse'], fabrics: GARMENT_FABRICS },
    6: { types: ['Pyjama Set', 'Shorts Pyjama Set', 'Night Suit'], fabrics: GARMENT_FABRICS },
    7: { types: ['Kaftan', 'Kimono Robe', 'Robe', 'Beach Kaftan'], fabrics: GARMENT_FABRICS },
    8: { types: ['Sarong', 'Beach Sarong', 'Pareo'], fabrics: GARMENT_FABRICS },
    20: { types: ['Quilted Jacket', 'Reversible Jacket', 'Cropped Jacket', 'Shirt Jacket'], fabrics: GARMENT_FABRICS },
  },
  2: {
    16: { types: ['Cushion Cover', 'Lumbar Cushion Cover', 'Floor Cushion Cover'], fabrics: HOME_FABRICS },
    24: { types: ['Bedcover', 'King Bedcover', 'Single Bedcover', 'Quilt', 'Razai'], fabrics: HOME_FABRICS },
    15: { types: ['Curtain', 'Curtain Panel', 'Sheer Curtain'], fabrics: HOME_FABRICS },
    13: { types: ['Table Runner', 'Tablecloth'], fabrics: HOME_FABRICS },
    9: { types: ['Napkins, Set of 4', 'Napkins, Set of 6'], fabrics: HOME_FABRICS },
    10: { types: ['Bunting', 'Flag Bunting'], fabrics: HOME_FABRICS },
    11: { types: ['Door Valance', 'Door Toran'], fabrics: HOME_FABRICS },
    12: { types: ['Pouf', 'Round Pouf', 'Ottoman'], fabrics: HOME_FABRICS },
    17: { types: ['Wall Hanging', 'Tapestry'], fabrics: HOME_FABRICS },
    22: { types: ['Dhurrie Rug', 'Rug', 'Runner Rug', 'Rag Rug'], fabrics: RUG_FABRICS },
  },
  3: {
    3: { types: ['Drawstring Pants', 'Trousers', 'Lounge Pants'], fabrics: GARMENT_FABRICS, prefixes: ["Men's"] },
    5: { types: ['Harem Pants', 'Dhoti Pants'], fabrics: GARMENT_FABRICS, prefixes: ["Men's"] },
    19: { types: ['Kurta Pajama Set', 'Pajama Set', 'Kurta'], fabrics: GARMENT_FABRICS, prefixes: ["Men's"] },
    20: {
      types: ['Nehru Jacket', 'Bandhgala Jacket', 'Quilted Jacket'],
      fabrics: GARMENT_FABRICS,
      prefixes: ["Men's"],
    },
  },
  4: {
    1: { types: ['Dress', 'Frock', 'Party Dress'], fabrics: GARMENT_FABRICS, prefixes: ["Girls'"] },
    6: { types: ['Pyjama Set', 'Night Suit'], fabrics: GARMENT_FABRICS, prefixes: ["Kids'"] },
    23: {
      types: ['Kurta Pyjama Set', 'Shirt and Shorts Set', 'Top and Skirt Set'],
      fabrics: GARMENT_FABRICS,
      prefixes: ["Kids'", "Girls'"],
    },
    20: { types: ['Nehru Jacket', 'Quilted Jacket'], fabrics: GARMENT_FABRICS, prefixes: ["Kids'"] },
  },
  5: {
    0: { types: ['Fabric', 'Fabric by the Metre', 'Running Fabric'], fabrics: GARMENT_FABRICS },
  },
  6: {
    18: { types: ['Tote Bag', 'Potli Bag', 'Sling Bag', 'Shoulder Bag', 'Market Bag'], fabrics: ACCESSORY_FABRICS },
    21: { types: ['Toiletry Bag', 'Makeup Pouch', 'Wash Bag'], fabrics: ACCESSORY_FABRICS },
    25: { types: ['Sash', 'Stole'], fabrics: ACCESSORY_FABRICS },
    14: { types: ['Parasol', 'Umbrella'], fabrics: ACCESSORY_FABRICS },
  },
};

/** Share of the catalogue per category: clothes for women and the home dominate, as in the demo. */
const CATEGORY_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 35],
  [2, 25],
  [3, 12],
  [4, 10],
  [5, 8],
  [6, 10],
];

/** Clothes come in S to XXL; everything else is one size. */
const GARMENT_CATEGORIES = new Set([1, 3, 4]);
const GARMENT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const ONE_SIZE = ['Free Size'];

/** How many colours one design comes in (they share its product_code). */
const VARIANT_COUNTS: readonly (readonly [number, number])[] = [
  [1, 60],
  [2, 25],
  [3, 10],
  [4, 5],
];

const ACTIVE_SHARE = 0.95;
const TOP_SELLING_SHARE = 0.02;
const NEW_ARRIVAL_SHARE = 0.08;

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
