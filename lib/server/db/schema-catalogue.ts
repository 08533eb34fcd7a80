import type { Generated } from 'kysely';

/** A yes/no column: 0 or 1 in an integer column of both databases, never a PostgreSQL boolean (schema.ts). */
export type Flag = 0 | 1;

export interface CategoriesTable {
  id: number;
  name: string;
  tile_image: string;
  banner_image: string;
  sort_order: number;
  /** The HSN code of its products unless a product names its own (migration 028); null: none set. */
  hsn_code: string | null;
}

export interface SubcategoriesTable {
  id: number;
  name: string;
}

export interface CategorySubcategoriesTable {
  category_id: number;
  subcategory_id: number;
  sort_order: number;
}

/** A name a category or subcategory had before a rename (migration 022): its old URL redirects to the new one. */
export interface CategoryFormerNamesTable {
  id: Generated<number>;
  kind: 'category' | 'subcategory';
  entity_id: number;
  name: string;
  /** The name as a path segment is compared: lower-cased (lib/catalogue-paths.ts). */
  name_key: string;
  renamed_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  product_code: number;
  name: string;
  description: string;
  category_id: number;
  sub_category_id: number | null;
  main_image: string;
  second_media: string;
  third_media: string;
  fourth_media: string;
  fifth_media: string;
  offer_price_cents: number;
  mrp_cents: number;
  rating: number;
  review_count: number;
  top_selling: Flag;
  new_arrival: Flag;
  is_active: Flag;
  remarks: string;
  /** Lower-cased name, description, code and category words, for search. */
  search_text: string;
  created_at: string;
  updated_at: string;
  /** Moves with every save from the back office; a save from an older version is refused (migration 019). */
  version: Generated<number>;
  updated_by_staff_id: number | null;
  /** Each picture's alternative text ('' for the demo pictures: pages use the product's name). */
  main_image_alt: Generated<string>;
  second_media_alt: Generated<string>;
  third_media_alt: Generated<string>;
  fourth_media_alt: Generated<string>;
  fifth_media_alt: Generated<string>;
  /** Its own HSN code (4, 6 or 8 digits); null: its category's (migration 028). */
  hsn_code: string | null;
}

export interface ProductStockTable {
  product_id: number;
  size: string;
  sort_order: number;
  /** Pieces on the shelf, including those held for unpaid orders. */
  quantity: number;
  /** Pieces held for pending orders; quantity - reserved can be sold. */
  reserved: number;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  image: string;
  description_html: string;
  product_id: number | null;
  published_on: string;
  created_at: string;
  /** Migration 024: 1 while a draft; a published post is public from publish_at (null: at once). */
  draft: Generated<0 | 1>;
  publish_at: string | null;
  updated_at: string | null;
  version: Generated<number>;
  image_alt: Generated<string>;
  updated_by_staff_id: number | null;
}

/** Active products per listing, kept by the triggers of migration 005 (sub_category_key 0: no subcategory). */
export interface ProductListingCountsTable {
  category_id: number;
  sub_category_key: number;
  active_count: number;
}

/** The filter values of a listing, recomputed in the background after it changes (migration 035). */
export interface ListingFacetsTable {
  scope_key: string;
  /** ListingFacets as JSON. */
  facets: string;
  /** When the computation that wrote the row started; a bigint in PostgreSQL, parsed into a number. */
  computed_at_ms: number;
}

/** One row (id 1) whose version changes whenever a product enters or leaves a listing (migration 005). */
export interface ProductListingStateTable {
  id: number;
  /** A bigint in PostgreSQL, parsed into a number (db/connection.ts). */
  version: number;
}

/** One adjustment of a size's shelf count from the back office (migration 020), newest last. */
export interface StockAdjustmentsTable {
  id: Generated<number>;
  product_id: number;
  size: string;
  /** Signed pieces: received > 0, damaged < 0, a correction either way, a stock take the count less the shelf before. */
  change: number;
  /** The shelf count the adjustment left. */
  quantity_after: number;
  reason: 'received' | 'damaged' | 'correction' | 'stock_take';
  note: string | null;
  staff_id: number | null;
  created_at: string;
}

/** A signed-in shopper waiting for a sold-out size (migration 031, docs/decisions/043-back-in-stock.md). */
export interface BackInStockRequestsTable {
  id: Generated<number>;
  product_id: number;
  size: string;
  user_id: number;
  channel: 'email' | 'whatsapp';
  created_at: string;
  /** When the notice was written to the outbox (the transaction that brought the size back); null while waiting. */
  notified_at: string | null;
}

/** A product a signed-in shopper keeps in their wish list (migration 033, docs/decisions/049-wish-list.md). */
export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  added_at: string;
}

/** A products CSV import applied in the background (migration 025). */
export interface ProductImportJobsTable {
  id: Generated<number>;
  status: 'running' | 'done' | 'failed';
  format: 'shop' | 'shopify';
  file_name: string;
  total_rows: number;
  total_products: number;
  done_products: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  pictures: Generated<number>;
  /** JSON: [{ field, message }], why a failed import wrote nothing. */
  errors: Generated<string>;
  created_by: number | null;
  created_at: string;
  finished_at: string | null;
}

/** The Shopify handle a product was imported under (migration 025). */
export interface ProductHandlesTable {
  handle: string;
  product_id: number;
}
