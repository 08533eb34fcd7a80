import 'server-only';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, ProductImportJobsTable } from '../../../db/schema';

/** The products CSV import's own rows: its jobs and the Shopify handles products were imported under. */
export type ImportJobRow = Selectable<ProductImportJobsTable> & { created_by_name: string | null };

export async function insertImportJob(
  db: Kysely<Database>,
  values: Insertable<ProductImportJobsTable>,
): Promise<number> {
  const row = await db.insertInto('product_import_jobs').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateImportJob(
  db: Kysely<Database>,
  id: number,
  values: Updateable<ProductImportJobsTable>,
): Promise<void> {
  await db.updateTable('product_import_jobs').set(values).where('id', '=', id).execute();
}

export async function findImportJob(db: Kysely<Database>, id: number): Promise<ImportJobRow | undefined> {
  return db
    .selectFrom('product_import_jobs')
    .leftJoin('staff', 'staff.id', 'product_import_jobs.created_by')
    .selectAll('product_import_jobs')
    .select('staff.name as created_by_name')
    .where('product_import_jobs.id', '=', id)
    .executeTakeFirst();
}

/** The products the handles name (handles imported before). */
export async function findProductsByHandles(db: Kysely<Database>, handles: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let start = 0; start < handles.length; start += 500) {
    const rows = await db
      .selectFrom('product_handles')
      .innerJoin('products', 'products.id', 'product_handles.product_id')
      .select(['product_handles.handle', 'product_handles.product_id'])
      .where('product_handles.handle', 'in', handles.slice(start, start + 500))
      .execute();
    for (const row of rows) found.set(row.handle, row.product_id);
  }
  return found;
}

export async function insertProductHandle(db: Kysely<Database>, handle: string, productId: number): Promise<void> {
  await db.insertInto('product_handles').values({ handle, product_id: productId }).execute();
}

/** Which of these ids are products, with their names (an import's rows naming a product by id or handle). */
export async function findProductNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) found.set(row.id, row.name);
  }
  return found;
}
