import 'server-only';
import type { z } from 'zod';
import type { adminEndpoints } from '../../../contract/admin';
import type { ProductActionName } from '../../../contract/admin-products';
import { productPath } from '../../../catalogue-paths';
import { centsToAmount } from '../../../money';
import type * as admin from './repositories/admin-products';

/** How a product's rows read in the back office's answers, its audit entries and its stale-save checks. */
type AdminProduct = z.output<(typeof adminEndpoints)['getAdminProduct']['response']>['product'];

/** The picture columns in the order shoppers see them, with their alternative texts. */
export const PICTURE_COLUMNS = [
  ['main_image', 'main_image_alt'],
  ['second_media', 'second_media_alt'],
  ['third_media', 'third_media_alt'],
  ['fourth_media', 'fourth_media_alt'],
  ['fifth_media', 'fifth_media_alt'],
] as const;

/** The fields a save compares and the audit log keeps, by the names the form and the API use. */
export function fieldsOf(row: admin.ProductTableRow, sizes: admin.StockTableRow[]) {
  return {
    name: row.name,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    description: row.description,
    remarks: row.remarks,
    product_code: row.product_code,
    offer_price: centsToAmount(row.offer_price_cents),
    mrp: centsToAmount(row.mrp_cents),
    hsn_code: row.hsn_code,
    active: row.is_active === 1,
    best_seller: row.top_selling === 1,
    new_arrival: row.new_arrival === 1,
    sizes: sizes.map((entry) => entry.size),
    pictures: picturesOf(row),
  };
}

function picturesOf(row: admin.ProductTableRow): { url: string; alt: string }[] {
  return PICTURE_COLUMNS.flatMap(([url, alt]) => (row[url] ? [{ url: row[url], alt: row[alt] }] : []));
}

function actionsOf(row: admin.ProductTableRow): ProductActionName[] {
  return ['edit', 'duplicate', row.is_active === 1 ? 'withdraw' : 'activate'];
}

export function summaryOf(row: admin.AdminProductRow, sizes: admin.StockTableRow[], threshold: number) {
  const available = sizes.map((entry) => Math.max(0, entry.quantity - entry.reserved));
  return {
    id: row.id,
    name: row.name,
    product_code: row.product_code,
    category: { id: row.category_id, name: row.category_name },
    subcategory:
      row.sub_category_id !== null && row.sub_category_name !== null
        ? { id: row.sub_category_id, name: row.sub_category_name }
        : null,
    offer_price: centsToAmount(row.offer_price_cents),
    mrp: centsToAmount(row.mrp_cents),
    active: row.is_active === 1,
    best_seller: row.top_selling === 1,
    new_arrival: row.new_arrival === 1,
    main_image: row.main_image,
    main_image_alt: row.main_image_alt,
    available: available.reduce((sum, count) => sum + count, 0),
    low_stock: available.some((count) => count <= threshold),
    updated_at: row.updated_at,
  };
}

export function productOf(row: admin.AdminProductRow, sizes: admin.StockTableRow[], threshold: number): AdminProduct {
  return {
    ...summaryOf(row, sizes, threshold),
    description: row.description,
    remarks: row.remarks,
    rating: row.rating,
    review_count: row.review_count,
    sizes: sizes.map((entry) => ({
      size: entry.size,
      quantity: entry.quantity,
      reserved: entry.reserved,
      available: Math.max(0, entry.quantity - entry.reserved),
    })),
    pictures: picturesOf(row),
    hsn_code: row.hsn_code,
    category_hsn_code: row.category_hsn_code,
    version: row.version,
    created_at: row.created_at,
    updated_by: row.updated_by_name,
    storefront_path: productPath(row.id),
    allowed_actions: actionsOf(row),
  };
}
