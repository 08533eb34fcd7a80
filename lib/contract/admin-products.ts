import './zod-browser-config';
import { z } from 'zod';
import { amountField, cursorField, flagField, required } from './admin-fields';
import { idField, moneyAmount, sizeField } from './fields';
import { MAX_PRODUCT_PICTURES, MAX_PRODUCT_SIZES } from './admin-limits';

export { MAX_PRODUCT_PICTURES, MAX_PRODUCT_SIZES } from './admin-limits';

/**
 * The catalogue run from the back office (issue 29, item 1). Every member creates, edits, duplicates,
 * activates and withdraws products. Prices are in US dollars (the catalogue's currency; rupee prices follow
 * the rule of lib/money.ts). A size's stock is set when the size is added; afterwards it changes only
 * through a stock adjustment, with its reason, in the size's history.
 */
export const PRODUCT_ACTIONS = ['edit', 'duplicate', 'activate', 'withdraw'] as const;

/** The outcomes of the saves that move the member to the product's page, which shows them again there. */
export const PRODUCT_CREATED_MESSAGE = 'Product created.';
export const PRODUCT_SAVED_MESSAGE = 'Product saved.';
export const PRODUCT_DUPLICATED_MESSAGE =
  'Copy made: it is withdrawn, with no stock, until you add its pictures and stock and show it to shoppers.';
export type ProductActionName = (typeof PRODUCT_ACTIONS)[number];

/** Far above anything the shop sells, so a typo with extra zeros is refused. */
export const MAX_PRODUCT_PRICE_USD = 100_000;
const MAX_STOCK = 100_000;

/** A picture the shop serves itself: the upload pipeline's (/media/...) or the demo catalogue's. */
export const PICTURE_URL_MESSAGE = 'must be a picture uploaded to the shop (a path starting with /media/)';
const pictureUrl = z
  .string(required)
  .trim()
  .max(500, { error: 'must be at most 500 characters' })
  .regex(/^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: PICTURE_URL_MESSAGE })
  .refine((url) => !url.includes('..') && !url.includes('//'), { error: PICTURE_URL_MESSAGE });

/** A picture from the upload pipeline with its alt text (products, blog posts). */
export const pictureShape = z.object({
  url: pictureUrl,
  /** What the picture shows, for shoppers who cannot see it and for search engines. */
  alt: z
    .string(required)
    .trim()
    .min(1, { error: 'is required: describe what the picture shows' })
    .max(200, { error: 'must be at most 200 characters' }),
});

const priceField = amountField.pipe(
  z
    .number()
    .positive({ error: 'must be more than 0' })
    .max(MAX_PRODUCT_PRICE_USD, { error: `must be at most ${MAX_PRODUCT_PRICE_USD} (USD)` }),
);

const stockField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, { error: 'must be a whole number of 0 or more' }),
    ],
    { error: 'must be a whole number of 0 or more' },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'must be a whole number of 0 or more' })
      .min(0, { error: 'must be 0 or more' })
      .max(MAX_STOCK, { error: `must be at most ${MAX_STOCK}` }),
  );

const productCodeField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, { error: 'must be a whole number from 1 to 999999999' }),
    ],
    { error: 'must be a whole number from 1 to 999999999' },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'must be a whole number from 1 to 999999999' })
      .min(1, { error: 'must be a whole number from 1 to 999999999' })
      .max(999_999_999, { error: 'must be a whole number from 1 to 999999999' }),
  );

/** An HSN code for GST (docs/decisions/039-gst.md): 4, 6 or 8 digits; empty or null: the category's. */
export const HSN_CODE_MESSAGE = "must be an HSN code of 4, 6 or 8 digits, or empty for the category's";
export const hsnCodeField = z
  .string({ error: HSN_CODE_MESSAGE })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})?$/, { error: HSN_CODE_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null));

const productShape = z.object({
  name: z
    .string(required)
    .trim()
    .min(2, { error: 'must be at least 2 characters' })
    .max(120, { error: 'must be at most 120 characters' }),
  category_id: idField,
  sub_category_id: idField.nullish(),
  /** Plain text (shown as text, never as HTML). */
  description: z
    .string(required)
    .trim()
    .min(1, { error: 'is required' })
    .max(5000, { error: 'must be at most 5000 characters' }),
  /** Care, material and making notes (the spec's remarks). */
  remarks: z.string().trim().max(2000, { error: 'must be at most 2000 characters' }).optional(),
  /** The style code; colour variants share one. Absent on a new product: the next free code. */
  product_code: productCodeField.nullish(),
  offer_price: priceField,
  mrp: priceField,
  /** Its own HSN code for GST; absent, empty or null: its category's. */
  hsn_code: hsnCodeField,
  active: flagField,
  best_seller: flagField,
  new_arrival: flagField,
  /** In the order shoppers see them. `quantity`: the stock of a size new to the product (0 when absent). */
  sizes: z
    .array(z.object({ size: sizeField, quantity: stockField.optional() }), { error: 'must be a list of sizes' })
    .min(1, { error: 'must have at least one size' })
    .max(MAX_PRODUCT_SIZES, { error: `must have at most ${MAX_PRODUCT_SIZES} sizes` }),
  /** In the order shoppers see them; the first is the main picture. */
  pictures: z
    .array(pictureShape, { error: 'must be a list of pictures' })
    .max(MAX_PRODUCT_PICTURES, { error: `must have at most ${MAX_PRODUCT_PICTURES} pictures` }),
});

/** The rules across fields, the same for a new product and an edited one. */
function checkProduct(
  product: z.output<typeof productShape>,
  context: { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void },
): void {
  if (product.mrp < product.offer_price)
    context.addIssue({ code: 'custom', path: ['mrp'], message: 'must not be below the offer price' });
  const seen = new Set<string>();
  product.sizes.forEach((entry, index) => {
    const key = entry.size.toUpperCase();
    if (seen.has(key))
      context.addIssue({ code: 'custom', path: ['sizes', index, 'size'], message: `${entry.size} is listed twice` });
    seen.add(key);
  });
  if (product.active && product.pictures.length === 0)
    context.addIssue({
      code: 'custom',
      path: ['pictures'],
      message: 'must have at least one picture before the product is shown to shoppers',
    });
}

const namedRef = z.object({ id: z.number().int().positive(), name: z.string() });

export const adminProductSummary = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  product_code: z.number().int(),
  category: namedRef,
  subcategory: namedRef.nullable(),
  offer_price: moneyAmount,
  mrp: moneyAmount,
  active: z.boolean(),
  best_seller: z.boolean(),
  new_arrival: z.boolean(),
  /** The main picture ('' when it has none). */
  main_image: z.string(),
  main_image_alt: z.string(),
  /** Pieces that can be sold, all sizes together. */
  available: z.number().int().nonnegative(),
  /** Some size is at or below the shop's low-stock threshold. */
  low_stock: z.boolean(),
  updated_at: z.string(),
});

export const adminProduct = adminProductSummary.extend({
  description: z.string(),
  remarks: z.string(),
  rating: z.number(),
  review_count: z.number().int().nonnegative(),
  sizes: z.array(
    z.object({
      size: z.string(),
      /** On the shelf, including pieces held for unpaid orders. */
      quantity: z.number().int().nonnegative(),
      reserved: z.number().int().nonnegative(),
      available: z.number().int().nonnegative(),
    }),
  ),
  pictures: z.array(z.object({ url: z.string(), alt: z.string() })),
  /** Its own HSN code (null: its category's, category_hsn_code, which the invoice uses). */
  hsn_code: z.string().nullable(),
  category_hsn_code: z.string().nullable(),
  /** Send it back with a save: a save made from an older version is refused (409). */
  version: z.number().int().positive(),
  created_at: z.string(),
  /** Who saved it last from the back office (null: never, or a script). */
  updated_by: z.string().nullable(),
  /** Where shoppers see it (a withdrawn product's page answers 404). */
  storefront_path: z.string(),
  /** What the member asking may do to it now. */
  allowed_actions: z.array(z.enum(PRODUCT_ACTIONS)),
});

const booleanQuery = z.enum(['true', 'false'], { error: 'must be true or false' }).optional();

// GET /api/admin/products/ — filters, newest first, keyset pages (next_cursor).
export const listAdminProductsQuery = z.object({
  /** A product code, or words of the name. */
  q: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
  category_id: idField.optional(),
  sub_category_id: idField.optional(),
  active: booleanQuery,
  best_seller: booleanQuery,
  low_stock: booleanQuery,
  cursor: cursorField,
});
export const listAdminProductsResponse = z.object({
  data: z.array(adminProductSummary),
  next_cursor: z.string().nullable(),
});
// GET /api/admin/products/{product_id}/
export const getAdminProductQuery = z.object({ product_id: idField });
export const adminProductResponse = z.object({ product: adminProduct });
// POST /api/admin/products/ — 201.
export const createProductBody = productShape.superRefine(checkProduct);
// POST /api/admin/products/{product_id}/ — every field again, with the version it was made from; 409 when stale.
export const updateProductBody = productShape
  .extend({ product_id: idField, version: z.number({ error: 'is required' }).int().positive() })
  .superRefine(checkProduct);
// POST /api/admin/products/{product_id}/duplicate/ (201), .../activate/, .../withdraw/
export const productActionBody = z.object({ product_id: idField });
export const productChangeResponse = z.object({ message: z.string(), changed: z.boolean(), product: adminProduct });
