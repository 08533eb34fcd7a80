import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import {
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_DUPLICATED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
  type createProductBody,
} from '../../../contract/admin-products';
import { amountToMinor } from '../../../money';
import { expireProductReadsById, withProductReadsExpired } from '../../cached-reads';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { beforeIdOfCursor } from '../platform/admin-lists';
import { recordAudit } from '../staff/audit';
import { getLowStockThreshold } from '../staff/settings';
import { actorOf } from '../staff/staff-auth';
import * as admin from './repositories/admin-products';
import { fieldsOf, PICTURE_COLUMNS, productOf, summaryOf } from './admin-product-fields';
import * as categories from './repositories/categories';
import { insertStockAdjustment } from './repositories/stock-adjustments';
import { buildSearchText } from './repositories/products';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;
type AdminProduct = Output<'getAdminProduct'>['product'];
type ProductFields = z.output<typeof createProductBody>;

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const PRODUCT_ACTIVATED_MESSAGE = 'Product shown to shoppers.';
export const PRODUCT_WITHDRAWN_MESSAGE = 'Product withdrawn: shoppers no longer see it.';
export const PRODUCT_ALREADY_ACTIVE_MESSAGE = 'This product was already shown to shoppers.';
export const PRODUCT_ALREADY_WITHDRAWN_MESSAGE = 'This product was already withdrawn.';
export const PRODUCT_NEEDS_PICTURE_MESSAGE = 'must have at least one picture before the product is shown to shoppers';

const PAGE_SIZE = 50;
/** The history line of the stock a size started with. */
export const STARTING_STOCK_NOTE = 'Starting stock of a new size';

async function answerFor(db: Executor, id: number): Promise<AdminProduct> {
  const row = await admin.findProductForAdmin(db, id);
  if (!row) throw new ApiError('not_found', PRODUCT_NOT_FOUND_MESSAGE, { field: 'product_id' });
  const [sizes, threshold] = await Promise.all([admin.listStockOfProducts(db, [id]), getLowStockThreshold()]);
  return productOf(row, sizes, threshold);
}

async function findOr404(db: Executor, id: number): Promise<admin.AdminProductRow> {
  const row = await admin.findProductForAdmin(db, id);
  if (!row) throw new ApiError('not_found', PRODUCT_NOT_FOUND_MESSAGE, { field: 'product_id' });
  return row;
}

/** The category and subcategory a save names, checked: 400 naming the field otherwise. */
async function placeOf(db: Executor, fields: ProductFields) {
  const category = await categories.findCategory(db, fields.category_id);
  if (!category) throw new ApiError('invalid_request', 'is not a category of the shop', { field: 'category_id' });
  const subCategoryId = fields.sub_category_id ?? null;
  if (subCategoryId === null) return { category, subcategory: null };
  const subcategory = await categories.findSubcategory(db, subCategoryId);
  if (!subcategory || !(await categories.isSubcategoryOfCategory(db, category.id, subCategoryId)))
    throw new ApiError('invalid_request', `is not a subcategory of ${category.name}`, { field: 'sub_category_id' });
  return { category, subcategory };
}

/** The columns a save writes (not the sizes, which have their own rows). */
async function columnsOf(db: Executor, fields: ProductFields, productCode: number) {
  const { category, subcategory } = await placeOf(db, fields);
  const pictureColumns: Record<string, string> = {};
  PICTURE_COLUMNS.forEach(([url, alt], index) => {
    pictureColumns[url] = fields.pictures[index]?.url ?? '';
    pictureColumns[alt] = fields.pictures[index]?.alt ?? '';
  });
  return {
    name: fields.name,
    description: fields.description,
    remarks: fields.remarks ?? '',
    category_id: category.id,
    sub_category_id: subcategory?.id ?? null,
    product_code: productCode,
    offer_price_cents: amountToMinor(fields.offer_price),
    mrp_cents: amountToMinor(fields.mrp),
    hsn_code: fields.hsn_code ?? null,
    is_active: fields.active ? (1 as const) : (0 as const),
    top_selling: fields.best_seller ? (1 as const) : (0 as const),
    new_arrival: fields.new_arrival ? (1 as const) : (0 as const),
    search_text: buildSearchText({
      name: fields.name,
      description: fields.description,
      productCode,
      categoryName: category.name,
      subCategoryName: subcategory?.name ?? null,
    }),
    main_image: pictureColumns.main_image ?? '',
    second_media: pictureColumns.second_media ?? '',
    third_media: pictureColumns.third_media ?? '',
    fourth_media: pictureColumns.fourth_media ?? '',
    fifth_media: pictureColumns.fifth_media ?? '',
    main_image_alt: pictureColumns.main_image_alt ?? '',
    second_media_alt: pictureColumns.second_media_alt ?? '',
    third_media_alt: pictureColumns.third_media_alt ?? '',
    fourth_media_alt: pictureColumns.fourth_media_alt ?? '',
    fifth_media_alt: pictureColumns.fifth_media_alt ?? '',
  };
}

/**
 * Brings a product's sizes to the list of a save: new sizes are added with
 * their starting stock, every size takes its place in the order, and a size
 * left out is removed only while it holds no piece (its stock is adjusted to
 * 0 first, with a reason, so no piece leaves the books unexplained).
 */
async function applySizes(
  db: Executor,
  productId: number,
  wanted: ProductFields['sizes'],
  existing: admin.StockTableRow[],
  by: { staffId: number; at: string },
): Promise<void> {
  const byKey = new Map(existing.map((entry) => [entry.size.toUpperCase(), entry]));
  const keep = new Set(wanted.map((entry) => entry.size.toUpperCase()));
  for (const entry of existing) {
    if (keep.has(entry.size.toUpperCase())) continue;
    if (!(await admin.deleteEmptyStockSize(db, productId, entry.size)))
      throw new ApiError(
        'invalid_request',
        `cannot drop size ${entry.size}: it still holds ${entry.quantity} piece(s)${entry.reserved > 0 ? `, ${entry.reserved} held for unpaid orders` : ''}. Adjust its stock to 0 first.`,
        { field: 'sizes' },
      );
  }
  for (const [index, entry] of wanted.entries()) {
    const current = byKey.get(entry.size.toUpperCase());
    if (current) await admin.setStockSizeOrder(db, productId, current.size, index);
    else {
      const quantity = entry.quantity ?? 0;
      await admin.insertStockSize(db, {
        product_id: productId,
        size: entry.size,
        sort_order: index,
        quantity,
        reserved: 0,
      });
      // The size's history starts with the pieces it came with, so every piece on the shelf is explained.
      if (quantity > 0)
        await insertStockAdjustment(db, {
          product_id: productId,
          size: entry.size,
          change: quantity,
          quantity_after: quantity,
          reason: 'received',
          note: STARTING_STOCK_NOTE,
          staff_id: by.staffId,
          created_at: by.at,
        });
    }
  }
}

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  category_id: 'category',
  sub_category_id: 'subcategory',
  description: 'description',
  remarks: 'remarks',
  product_code: 'product code',
  offer_price: 'offer price',
  mrp: 'MRP',
  hsn_code: 'HSN code',
  active: 'shown to shoppers',
  best_seller: 'best seller',
  new_arrival: 'new arrival',
  sizes: 'sizes',
  pictures: 'pictures',
};

/** 409: the save was made from an older version; says who saved since and which fields now differ from it. */
function staleSaveError(
  current: admin.AdminProductRow,
  currentFields: ReturnType<typeof fieldsOf>,
  mine: ProductFields,
) {
  const mineFields: Record<string, unknown> = {
    ...mine,
    remarks: mine.remarks ?? '',
    sub_category_id: mine.sub_category_id ?? null,
    hsn_code: mine.hsn_code ?? null,
    product_code: mine.product_code ?? current.product_code,
    sizes: mine.sizes.map((entry) => entry.size),
  };
  const differing = Object.keys(FIELD_LABELS).filter(
    (field) => JSON.stringify(currentFields[field as keyof typeof currentFields]) !== JSON.stringify(mineFields[field]),
  );
  const who = current.updated_by_name ?? 'someone else';
  return new ApiError(
    'conflict',
    `${who} saved this product since you opened it${differing.length > 0 ? `; their version differs from yours in: ${differing.map((field) => FIELD_LABELS[field]).join(', ')}` : ''}. Reload to see their changes, then make yours again.`,
    {
      field: 'version',
      errors: differing.map((field) => ({
        field,
        message: `was saved by ${who} as ${JSON.stringify(currentFields[field as keyof typeof currentFields])}`,
      })),
    },
  );
}

/**
 * A new product, its sizes with their starting stock and its audit row, written with `trx` (a
 * transaction of the caller's): the create call's and the CSV import's one way of adding a product.
 */
export async function insertProductIn(
  trx: Executor,
  input: ProductFields,
  context: StaffRequestContext,
  now: string,
): Promise<number> {
  const productCode = input.product_code ?? (await admin.nextProductCode(trx));
  const created = await admin.insertProduct(trx, {
    ...(await columnsOf(trx, input, productCode)),
    rating: 0,
    review_count: 0,
    updated_by_staff_id: context.staff.id,
    created_at: now,
    updated_at: now,
  });
  await applySizes(trx, created, input.sizes, [], { staffId: context.staff.id, at: now });
  const row = await findOr404(trx, created);
  await recordAudit(trx, actorOf(context), {
    action: 'product.create',
    entityType: 'product',
    entityId: created,
    before: null,
    after: {
      ...fieldsOf(row, await admin.listStockOfProducts(trx, [created])),
      stock: input.sizes.map((entry) => ({ size: entry.size, quantity: entry.quantity ?? 0 })),
    },
    at: now,
  });
  return created;
}

/** GET /api/admin/products/: newest first; q is a product code or words of the name. */
export async function listAdminProducts(
  input: Input<'listAdminProducts'>,
  _context: StaffRequestContext,
): Promise<Output<'listAdminProducts'>> {
  const beforeId = beforeIdOfCursor(input.cursor);
  const threshold = await getLowStockThreshold();
  const q = input.q ?? '';
  const filters: admin.AdminProductFilters = {
    categoryId: input.category_id,
    subCategoryId: input.sub_category_id,
    active: input.active === undefined ? undefined : input.active === 'true',
    bestSeller: input.best_seller === undefined ? undefined : input.best_seller === 'true',
    lowStockAt: input.low_stock === 'true' ? threshold : undefined,
  };
  if (/^\d{1,9}$/.test(q)) filters.productCode = Number(q);
  else if (q !== '') filters.nameWords = q.split(/\s+/).slice(0, 6);
  const { db } = await getDatabase();
  const { rows, scannedTo } = await admin.listProductsForAdmin(db, filters, { beforeId, limit: PAGE_SIZE + 1 });
  const page = rows.slice(0, PAGE_SIZE);
  const stock = await admin.listStockOfProducts(
    db,
    page.map((row) => row.id),
  );
  const last = page[page.length - 1];
  return {
    data: page.map((row) =>
      summaryOf(
        row,
        stock.filter((entry) => entry.product_id === row.id),
        threshold,
      ),
    ),
    // A full page goes on below its last product; a name search that stopped looking goes on where it stopped.
    next_cursor:
      rows.length > PAGE_SIZE && last !== undefined ? String(last.id) : scannedTo !== null ? String(scannedTo) : null,
  };
}

/** GET /api/admin/products/{product_id}/ */
export async function getAdminProduct(
  input: Input<'getAdminProduct'>,
  _context: StaffRequestContext,
): Promise<Output<'getAdminProduct'>> {
  const { db } = await getDatabase();
  return { product: await answerFor(db, input.product_id) };
}

/** POST /api/admin/products/: the product, its sizes with their starting stock, audited; the storefront follows. */
export async function createProduct(
  input: Input<'createProduct'>,
  context: StaffRequestContext,
): Promise<Output<'createProduct'>> {
  const { db } = await getDatabase();
  const id = await db.transaction().execute((trx) => insertProductIn(trx, input, context, new Date().toISOString()));
  await expireProductReadsById([id]);
  return { message: PRODUCT_CREATED_MESSAGE, changed: true, product: await answerFor(db, id) };
}

/**
 * A save over the version it was made from (409 naming what differs otherwise), its sizes and its audit
 * row, written with `trx` (a transaction of the caller's): the edit call's and the CSV import's one way
 * of changing a product. Answers whether anything changed.
 */
export async function updateProductIn(
  trx: Executor,
  input: ProductFields & { product_id: number; version: number },
  context: StaffRequestContext,
  now: string,
): Promise<boolean> {
  const before = await findOr404(trx, input.product_id);
  const sizesBefore = await admin.listStockOfProducts(trx, [before.id]);
  const beforeFields = fieldsOf(before, sizesBefore);
  if (before.version !== input.version) throw staleSaveError(before, beforeFields, input);
  const columns = await columnsOf(trx, input, input.product_code ?? before.product_code);
  if (
    !(await admin.updateProductAtVersion(trx, before.id, input.version, {
      ...columns,
      updated_by_staff_id: context.staff.id,
      updated_at: now,
    }))
  )
    throw staleSaveError(await findOr404(trx, before.id), beforeFields, input);
  await applySizes(trx, before.id, input.sizes, sizesBefore, { staffId: context.staff.id, at: now });
  const after = fieldsOf(await findOr404(trx, before.id), await admin.listStockOfProducts(trx, [before.id]));
  await recordAudit(trx, actorOf(context), {
    action: 'product.update',
    entityType: 'product',
    entityId: before.id,
    before: beforeFields,
    after,
    at: now,
  });
  return JSON.stringify(beforeFields) !== JSON.stringify(after);
}

/**
 * POST /api/admin/products/{product_id}/: every field as the form shows it,
 * written only over the version it was made from (409 naming what differs
 * otherwise); audited with before and after.
 */
export async function updateProduct(
  input: Input<'updateProduct'>,
  context: StaffRequestContext,
): Promise<Output<'updateProduct'>> {
  const { db } = await getDatabase();
  const changed = await withProductReadsExpired(input.product_id, () =>
    db.transaction().execute((trx) => updateProductIn(trx, input, context, new Date().toISOString())),
  );
  return { message: PRODUCT_SAVED_MESSAGE, changed, product: await answerFor(db, input.product_id) };
}

/**
 * POST /api/admin/products/{product_id}/duplicate/: a colour or fabric
 * variant starts as a copy: same style code, fields and pictures, its sizes
 * with no stock, withdrawn until staff show it.
 */
export async function duplicateProduct(
  input: Input<'duplicateProduct'>,
  context: StaffRequestContext,
): Promise<Output<'duplicateProduct'>> {
  const { db } = await getDatabase();
  const id = await db.transaction().execute(async (trx) => {
    const source = await findOr404(trx, input.product_id);
    const sizes = await admin.listStockOfProducts(trx, [source.id]);
    const now = new Date().toISOString();
    const {
      id: _id,
      category_name: _category,
      category_hsn_code: _categoryHsn,
      sub_category_name: _subcategory,
      updated_by_name: _by,
      version: _version,
      ...columns
    } = source;
    const name = `Copy of ${source.name}`.slice(0, 120);
    const created = await admin.insertProduct(trx, {
      ...columns,
      name,
      search_text: buildSearchText({
        name,
        description: source.description,
        productCode: source.product_code,
        categoryName: source.category_name,
        subCategoryName: source.sub_category_name,
      }),
      is_active: 0,
      top_selling: 0,
      rating: 0,
      review_count: 0,
      updated_by_staff_id: context.staff.id,
      created_at: now,
      updated_at: now,
    });
    await applySizes(
      trx,
      created,
      sizes.map((entry) => ({ size: entry.size, quantity: 0 })),
      [],
      { staffId: context.staff.id, at: now },
    );
    await recordAudit(trx, actorOf(context), {
      action: 'product.duplicate',
      entityType: 'product',
      entityId: created,
      before: null,
      after: { ...fieldsOf(await findOr404(trx, created), sizes), copied_from: source.id },
      at: now,
    });
    return created;
  });
  return { message: PRODUCT_DUPLICATED_MESSAGE, changed: true, product: await answerFor(db, id) };
}

async function switchProduct(
  id: number,
  active: boolean,
  context: StaffRequestContext,
): Promise<Output<'activateProduct'>> {
  const { db } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await findOr404(trx, id);
    if ((before.is_active === 1) === active) return false;
    if (active && !before.main_image)
      throw new ApiError('invalid_request', PRODUCT_NEEDS_PICTURE_MESSAGE, { field: 'pictures' });
    const now = new Date().toISOString();
    if (
      !(await admin.updateProductAtVersion(trx, id, before.version, {
        is_active: active ? 1 : 0,
        updated_by_staff_id: context.staff.id,
        updated_at: now,
      }))
    )
      throw new ApiError('conflict', 'This product was saved by someone else at the same moment. Try again.', {
        field: 'product_id',
      });
    await recordAudit(trx, actorOf(context), {
      action: active ? 'product.activate' : 'product.withdraw',
      entityType: 'product',
      entityId: id,
      before: { active: !active },
      after: { active },
      at: now,
    });
    return true;
  });
  if (changed) await expireProductReadsById([id]);
  const message = active
    ? changed
      ? PRODUCT_ACTIVATED_MESSAGE
      : PRODUCT_ALREADY_ACTIVE_MESSAGE
    : changed
      ? PRODUCT_WITHDRAWN_MESSAGE
      : PRODUCT_ALREADY_WITHDRAWN_MESSAGE;
  return { message, changed, product: await answerFor(db, id) };
}

/** POST /api/admin/products/{product_id}/activate/: shown to shoppers (it needs a picture); audited. */
export function activateProduct(
  input: Input<'activateProduct'>,
  context: StaffRequestContext,
): Promise<Output<'activateProduct'>> {
  return switchProduct(input.product_id, true, context);
}

/** POST /api/admin/products/{product_id}/withdraw/: out of every listing, search and page; audited. */
export function withdrawProduct(
  input: Input<'withdrawProduct'>,
  context: StaffRequestContext,
): Promise<Output<'withdrawProduct'>> {
  return switchProduct(input.product_id, false, context);
}
