import 'server-only';
import { parse } from 'csv-parse/sync';
import type { ProductCsvFormat } from '../../../contract/admin-product-import';
import { MAX_PRODUCT_PICTURES } from '../../../contract/admin-products';
import { htmlToPlainText } from '../../../sanitize-html';

/**
 * The two CSV layouts of products (issue 29, item 4), both ways, with no database: the shop's own (one row
 * per product, its sizes as `S:3; M:5`) and Shopify's product CSV (one row per size, extra rows for extra
 * pictures). A file is read into drafts: the fields of createProductBody as text, and where each came from
 * (row and column) so every problem is answered by row and column. Rows are counted as a spreadsheet shows
 * them: the header is row 1.
 */
export const SHOP_COLUMNS = [
  'id',
  'product_code',
  'name',
  'category',
  'subcategory',
  'description',
  'remarks',
  'offer_price',
  'mrp',
  /** GST (docs/decisions/039-gst.md): empty is the category's code. */
  'hsn_code',
  'active',
  'best_seller',
  'new_arrival',
  'sizes',
  ...Array.from({ length: MAX_PRODUCT_PICTURES }, (_, index) => [
    `picture_${index + 1}`,
    `picture_${index + 1}_alt`,
  ]).flat(),
] as const;

export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Option1 Name',
  'Option1 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Alt Text',
  'Status',
] as const;

/** Not in Shopify's CSV: read when a file has it (a Shopify export with the column added), never required. */
export const SHOPIFY_HSN_COLUMN = 'HSN Code';

/** Shopify's tags that set the shop's flags (the other tags may name the subcategory). */
export const BEST_SELLER_TAG = 'best seller';
export const NEW_ARRIVAL_TAG = 'new arrival';
/** A Shopify product without options has one variant with this value; here it becomes one size. */
const SHOPIFY_NO_OPTION = 'default title';
const ONE_SIZE = 'Free Size';

/** Where a value came from, for the error naming it: `row 12: Variant Price`. */
export interface Cell {
  row: number;
  column: string;
}

export interface DraftSize {
  size: string;
  quantity: string;
  at: Cell;
  quantityAt: Cell;
}

export interface DraftPicture {
  src: string;
  alt: string;
  at: Cell;
  altAt: Cell;
}

/** One product as the file gives it, before the contract's checks. */
export interface ProductDraft {
  row: number;
  /** The shop's id column, or a Shopify handle. */
  id: string;
  handle: string;
  name: string;
  categoryName: string;
  /** Shop: the subcategory column; Shopify: the tags (one of them may name a subcategory). */
  subcategoryNames: string[];
  description: string;
  remarks: string | undefined;
  productCode: string;
  offerPrice: string;
  mrp: string;
  /** undefined: the file has no HSN column (an existing product keeps its code). */
  hsnCode: string | undefined;
  active: boolean | string;
  bestSeller: boolean | string;
  newArrival: boolean | string;
  sizes: DraftSize[];
  pictures: DraftPicture[];
  /** The column of each contract field on this draft's first row. */
  columns: Record<string, string>;
}

export interface FieldProblem {
  field: string;
  message: string;
}

export function cellName(at: Cell): string {
  return `row ${at.row}: ${at.column}`;
}

export interface ReadFile {
  format: ProductCsvFormat;
  rows: number;
  drafts: ProductDraft[];
  problems: FieldProblem[];
}

function flagOf(text: string): boolean | string {
  const value = text.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(value)) return true;
  if (['false', 'no', '0', ''].includes(value)) return false;
  return text;
}

const SHOP_COLUMN_OF: Record<string, string> = {
  name: 'name',
  category_id: 'category',
  sub_category_id: 'subcategory',
  description: 'description',
  remarks: 'remarks',
  product_code: 'product_code',
  offer_price: 'offer_price',
  mrp: 'mrp',
  hsn_code: 'hsn_code',
  active: 'active',
  best_seller: 'best_seller',
  new_arrival: 'new_arrival',
  sizes: 'sizes',
  pictures: 'picture_1',
};

const SHOPIFY_COLUMN_OF: Record<string, string> = {
  name: 'Title',
  category_id: 'Type',
  sub_category_id: 'Tags',
  description: 'Body (HTML)',
  remarks: 'Body (HTML)',
  product_code: 'Variant SKU',
  offer_price: 'Variant Price',
  mrp: 'Variant Compare At Price',
  hsn_code: SHOPIFY_HSN_COLUMN,
  active: 'Status',
  best_seller: 'Tags',
  new_arrival: 'Tags',
  sizes: 'Option1 Value',
  pictures: 'Image Src',
};

function readShopRows(records: string[][], header: string[]): Omit<ReadFile, 'format'> {
  const problems: FieldProblem[] = [];
  const drafts: ProductDraft[] = [];
  const at = (name: string) => header.indexOf(name);
  records.forEach((record, index) => {
    const row = index + 2;
    if (record.every((value) => value.trim() === '')) return;
    const get = (name: string) => (at(name) >= 0 ? (record[at(name)] ?? '') : '');
    const sizes: DraftSize[] = [];
    const sizesText = get('sizes').trim();
    if (sizesText !== '') {
      for (const part of sizesText.split(';')) {
        if (part.trim() === '') continue;
        const [size = '', quantity = '0', ...rest] = part.split(':');
        if (rest.length > 0)
          problems.push({
            field: `row ${row}: sizes`,
            message: `"${part.trim()}" must be a size and its stock, such as M:5`,
          });
        const where = { row, column: 'sizes' };
        sizes.push({ size: size.trim(), quantity: quantity.trim(), at: where, quantityAt: where });
      }
    }
    const pictures: DraftPicture[] = [];
    for (let number = 1; number <= MAX_PRODUCT_PICTURES; number += 1) {
      const src = get(`picture_${number}`).trim();
      if (src === '') continue;
      pictures.push({
        src,
        alt: get(`picture_${number}_alt`),
        at: { row, column: `picture_${number}` },
        altAt: { row, column: `picture_${number}_alt` },
      });
    }
    drafts.push({
      row,
      id: get('id').trim(),
      handle: '',
      name: get('name'),
      categoryName: get('category').trim(),
      subcategoryNames: get('subcategory').trim() === '' ? [] : [get('subcategory').trim()],
      description: get('description'),
      remarks: at('remarks') >= 0 ? get('remarks') : undefined,
      productCode: get('product_code').trim(),
      offerPrice: get('offer_price'),
      mrp: get('mrp'),
      hsnCode: at('hsn_code') >= 0 ? get('hsn_code') : undefined,
      active: flagOf(get('active')),
      bestSeller: flagOf(get('best_seller')),
      newArrival: flagOf(get('new_arrival')),
      sizes,
      pictures,
      columns: SHOP_COLUMN_OF,
    });
  });
  return { rows: records.length, drafts, problems };
}

function statusOf(text: string): boolean | string {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'active') return true;
  if (value === 'draft' || value === 'archived') return false;
  return `${text}`;
}

function readShopifyRows(records: string[][], header: string[]): Omit<ReadFile, 'format'> {
  const problems: FieldProblem[] = [];
  const byHandle = new Map<string, ProductDraft>();
  const at = (name: string) => header.indexOf(name);
  const prices = new Map<string, { price: string; compareAt: string }>();
  records.forEach((record, index) => {
    const row = index + 2;
    if (record.every((value) => value.trim() === '')) return;
    const get = (name: string) => (at(name) >= 0 ? (record[at(name)] ?? '') : '');
    const handle = get('Handle').trim();
    if (handle === '') {
      problems.push({ field: `row ${row}: Handle`, message: 'is required: it says which product the row belongs to' });
      return;
    }
    let draft = byHandle.get(handle);
    if (!draft) {
      const tags = get('Tags')
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '');
      const lowerTags = tags.map((tag) => tag.toLowerCase());
      const status = statusOf(get('Status'));
      if (typeof status === 'string')
        problems.push({ field: `row ${row}: Status`, message: 'must be active, draft or archived' });
      draft = {
        row,
        id: '',
        handle,
        name: get('Title'),
        categoryName: get('Type').trim(),
        subcategoryNames: tags.filter((tag) => ![BEST_SELLER_TAG, NEW_ARRIVAL_TAG].includes(tag.toLowerCase())),
        description: htmlToPlainText(get('Body (HTML)')),
        remarks: undefined,
        productCode: '',
        offerPrice: '',
        mrp: '',
        hsnCode: at(SHOPIFY_HSN_COLUMN) >= 0 ? get(SHOPIFY_HSN_COLUMN) : undefined,
        active: status === true,
        bestSeller: lowerTags.includes(BEST_SELLER_TAG),
        newArrival: lowerTags.includes(NEW_ARRIVAL_TAG),
        sizes: [],
        pictures: [],
        columns: SHOPIFY_COLUMN_OF,
      };
      byHandle.set(handle, draft);
    }
    const value = get('Option1 Value').trim();
    const price = get('Variant Price').trim();
    if (value !== '' || price !== '') {
      const compareAt = get('Variant Compare At Price').trim();
      const first = prices.get(handle);
      if (!first) {
        prices.set(handle, { price, compareAt });
        draft.offerPrice = price;
        draft.mrp = compareAt === '' ? price : compareAt;
      } else if (first.price !== price)
        problems.push({
          field: `row ${row}: Variant Price`,
          message: `must be ${first.price}, as on the product's first size: the shop has one price per product`,
        });
      else if (first.compareAt !== compareAt)
        problems.push({
          field: `row ${row}: Variant Compare At Price`,
          message: `must be ${first.compareAt || 'empty'}, as on the product's first size: the shop has one MRP per product`,
        });
      const quantity = get('Variant Inventory Qty').trim();
      draft.sizes.push({
        size: value === '' || value.toLowerCase() === SHOPIFY_NO_OPTION ? ONE_SIZE : value,
        quantity: quantity === '' ? '0' : quantity,
        at: { row, column: 'Option1 Value' },
        quantityAt: { row, column: 'Variant Inventory Qty' },
      });
    }
    const src = get('Image Src').trim();
    if (src !== '')
      draft.pictures.push({
        src,
        alt: get('Image Alt Text'),
        at: { row, column: 'Image Src' },
        altAt: { row, column: 'Image Alt Text' },
      });
  });
  return { rows: records.length, drafts: [...byHandle.values()], problems };
}

/** The format a header says: Shopify's (Handle, Title) or the shop's (name, sizes); null when neither. */
function formatOf(header: string[]): ProductCsvFormat | null {
  if (header.includes('Handle') && header.includes('Title')) return 'shopify';
  if (header.includes('name') && header.includes('sizes')) return 'shop';
  return null;
}

/** A file read into drafts; a file that is not CSV, or of neither layout, is one problem naming `file`. */
export function readProductCsv(text: string, maxRows: number): ReadFile | FieldProblem {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, to_line: maxRows + 2 });
  } catch (error) {
    return {
      field: 'file',
      message: `is not a readable CSV file: ${error instanceof Error ? error.message : 'unreadable'}`,
    };
  }
  const [header, ...data] = records;
  const names = (header ?? []).map((name) => name.trim());
  const format = formatOf(names);
  if (format === null)
    return {
      field: 'file',
      message: `has neither the shop's columns (${SHOP_COLUMNS.slice(0, 4).join(', ')}, ...) nor Shopify's (Handle, Title, ...) in its first row`,
    };
  if (data.length > maxRows)
    return { field: 'file', message: `has more than ${maxRows} rows: split it into several files` };
  return { format, ...(format === 'shop' ? readShopRows(data, names) : readShopifyRows(data, names)) };
}

/** The handle a product is exported under: its name's words and its id (`block-print-kurta-42`). */
export function handleOf(product: { id: number; name: string }): string {
  const words = product.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return words === '' ? `product-${product.id}` : `${words}-${product.id}`;
}

/** The id an exported handle names, when the handle is that product's (its name unchanged since). */
export function idOfExportedHandle(handle: string): number | null {
  const match = /-(\d{1,10})$/.exec(handle);
  return match ? Number(match[1]) : null;
}
