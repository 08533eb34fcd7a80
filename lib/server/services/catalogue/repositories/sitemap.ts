import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { SITEMAP_MAX_URLS } from '../../../../contract/catalogue';

/**
 * The sitemap's reads (docs/decisions/041): its product files are ranges of ids, each read by keyset on the
 * primary key, and which ranges hold an active product is found by one probe of products_active_idx
 * (is_active, id) per range. Nothing here reads every product, so the cost of a file and of the index does not
 * grow with the catalogue.
 */

export interface SitemapProductRow {
  id: number;
  updated_at: string;
  main_image: string;
  second_media: string;
  third_media: string;
  fourth_media: string;
  fifth_media: string;
}

/**
 * The ranges of `width` ids ((k * width, (k + 1) * width], k from 0) holding at least one active product, as
 * their k in ascending order: one recursive statement, each step the first active id past the last range found.
 * At most SITEMAP_MAX_URLS ranges (the most a sitemap index may name), so a tiny width cannot make one call
 * probe the index once per product.
 */
export async function listSitemapRanges(db: Kysely<Database>, width: number): Promise<number[]> {
  const size = sql.lit(width);
  const most = sql.lit(SITEMAP_MAX_URLS);
  const { rows } = await sql<{ k: number | string }>`
    with recursive ranges(k, n) as (
      select (select (id - 1) / ${size} from products where is_active = 1 order by id limit 1), 1
      union all
      select (
        select (id - 1) / ${size} from products
        where is_active = 1 and id > (ranges.k + 1) * ${size}
        order by id limit 1
      ), ranges.n + 1
      from ranges
      where ranges.k is not null and ranges.n < ${most}
    )
    select k from ranges where k is not null`.execute(db);
  return rows.map((row) => Number(row.k));
}

/**
 * Active products with `after` < id (<= `through` when given), in id order, at most `limit`: a keyset read of the
 * primary key (on SQLite through products_active_idx, whose entries are (is_active, id)).
 */
export async function listSitemapProducts(
  db: Kysely<Database>,
  range: { after: number; through?: number; limit: number },
): Promise<SitemapProductRow[]> {
  let query = db
    .selectFrom('products')
    .select(['id', 'updated_at', 'main_image', 'second_media', 'third_media', 'fourth_media', 'fifth_media'])
    .where('id', '>', range.after)
    .where('is_active', '=', 1);
  if (range.through !== undefined) query = query.where('id', '<=', range.through);
  return query.orderBy('id').limit(range.limit).execute();
}

export interface NewestChangeRow {
  category_id: number;
  /** null: the category's products without a subcategory. */
  sub_category_id: number | null;
  updated_at: string;
}

/**
 * The newest change of an active product per category and subcategory pair (the lastmod of their pages): one
 * probe of products_listing_newest_idx (migration 030) per pair holding active products (product_listing_counts,
 * sub_category_key 0 for none), never a scan of the products.
 */
export async function listNewestChanges(db: Kysely<Database>): Promise<NewestChangeRow[]> {
  const rows = await db
    .selectFrom('product_listing_counts as l')
    .where('l.active_count', '>', 0)
    .select((eb) => [
      'l.category_id',
      'l.sub_category_key',
      eb
        .selectFrom('products as p')
        .select((inner) => inner.fn.max('p.updated_at').as('newest'))
        .whereRef('p.category_id', '=', 'l.category_id')
        // The indexed expression, written as migration 030 writes it.
        .where(sql`coalesce(p.sub_category_id, 0)`, '=', eb.ref('l.sub_category_key'))
        .where('p.is_active', '=', 1)
        .as('updated_at'),
    ])
    .execute();
  return rows.flatMap((row) =>
    row.updated_at === null
      ? []
      : [
          {
            category_id: row.category_id,
            sub_category_id: row.sub_category_key === 0 ? null : row.sub_category_key,
            updated_at: String(row.updated_at),
          },
        ],
  );
}
