import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { MAX_IMPORT_ROWS } from '../../../contract/admin-product-import';
import { createProductBody } from '../../../contract/admin-products';
import { CACHE_TAGS, expireCachedReads } from '../../cached-reads';
import { getConfig } from '../../config';
import { getDatabase, type Executor } from '../../db/connection';
import { logError } from '../../log';
import { allowedHostsOf, fetchRemotePicture, RemotePictureError } from '../../media/remote-pictures';
import { uploadPicture } from '../media/pictures';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { requireOwner } from '../staff/roles';
import { actorOf } from '../staff/staff-auth';
import { insertProductIn, updateProductIn } from './admin-products';
import { adjustStockIn, countBelowHeldMessage } from './admin-stock';
import {
  cellName,
  handleOf,
  idOfExportedHandle,
  readProductCsv,
  type DraftPicture,
  type FieldProblem,
  type ProductDraft,
} from './product-csv';
import * as admin from './repositories/admin-products';
import * as categories from './repositories/categories';
import * as jobs from './repositories/product-import';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;
type ProductFields = z.output<typeof createProductBody>;
type ImportJob = Output<'getImportJob'>['job'];

export const IMPORT_STARTED_MESSAGE = 'File checked: its products are being imported.';
export const IMPORT_JOB_NOT_FOUND_MESSAGE = 'Import not found';
/** The history line of a size's stock set by an import. */
export const IMPORT_STOCK_NOTE = 'Stock set by a CSV import';
export function importRefusedMessage(problems: number): string {
  return `The file has ${problems} problem${problems === 1 ? '' : 's'} (by row and column below): nothing was imported.`;
}
/** Problems answered at most (the first ones, in row order): enough to fix a file a screen at a time. */
const MAX_REPORTED_PROBLEMS = 200;
/** The apply step lets the server answer other requests every this many products. */
const YIELD_EVERY = 5;
const PICTURE_FETCHES_AT_ONCE = 4;

/** A draft checked: the contract's fields, and the product it updates (null: a new one). */
interface PlannedProduct {
  draft: ProductDraft;
  existingId: number | null;
  /** The handle to remember for this product (Shopify files), when it is not already remembered. */
  newHandle: string | null;
  fields: ProductFields;
}

/** The counts of a job applying now, in this process: its row is written when it ends (one transaction). */
const running = new Map<number, { done: number }>();

function refuse(problems: FieldProblem[]): ApiError {
  const sorted = [...problems].sort((a, b) => rowOf(a.field) - rowOf(b.field));
  return new ApiError('invalid_request', importRefusedMessage(problems.length), {
    field: sorted[0]?.field ?? 'file',
    errors: sorted.slice(0, MAX_REPORTED_PROBLEMS),
  });
}

function rowOf(field: string): number {
  const match = /^row (\d+):/.exec(field);
  return match ? Number(match[1]) : 0;
}

/** Where a contract issue's path points on the draft: the size's or picture's own row and column. */
function cellOfIssue(draft: ProductDraft, path: PropertyKey[]): string {
  const [field, index, part] = path;
  if (field === 'sizes' && typeof index === 'number') {
    const size = draft.sizes[index];
    if (size) return cellName(part === 'quantity' ? size.quantityAt : size.at);
  }
  if (field === 'pictures' && typeof index === 'number') {
    const picture = draft.pictures[index];
    if (picture) return cellName(part === 'alt' ? picture.altAt : picture.at);
  }
  return cellName({ row: draft.row, column: draft.columns[String(field)] ?? String(field) });
}

/** A picture's contract URL while checking: the shop's own path as written, a placeholder for one to fetch. */
function checkedUrlOf(picture: DraftPicture, index: number): string {
  return picture.src.startsWith('/') ? picture.src : `/media/import/pending-${index}`;
}

interface Catalogue {
  categories: Map<string, { id: number; name: string }>;
  names: string[];
  subcategories: Map<number, Map<string, number>>;
}

async function loadCatalogue(db: Executor): Promise<Catalogue> {
  const [rows, links] = await Promise.all([categories.listCategories(db), categories.listCategorySubcategoryLinks(db)]);
  const subcategories = new Map<number, Map<string, number>>();
  for (const link of links) {
    const of = subcategories.get(link.category_id) ?? new Map<string, number>();
    of.set(link.name.toLowerCase(), link.id);
    subcategories.set(link.category_id, of);
  }
  return {
    categories: new Map(rows.map((row) => [row.name.toLowerCase(), { id: row.id, name: row.name }])),
    names: rows.map((row) => row.name),
    subcategories,
  };
}

/** Which product each draft updates: the shop's id column, or a handle imported before or exported by the shop. */
async function matchProducts(db: Executor, drafts: ProductDraft[], problems: FieldProblem[]) {
  const known = await jobs.findProductsByHandles(
    db,
    drafts.map((draft) => draft.handle).filter((handle) => handle !== ''),
  );
  const candidates = drafts.map((draft) => {
    if (draft.handle !== '') return known.get(draft.handle) ?? idOfExportedHandle(draft.handle);
    return /^\d{1,10}$/.test(draft.id) ? Number(draft.id) : null;
  });
  const names = await jobs.findProductNames(
    db,
    candidates.filter((id): id is number => id !== null),
  );
  const seen = new Map<number, number>();
  return drafts.map((draft, index) => {
    const candidate = candidates[index] ?? null;
    let existingId: number | null = null;
    if (draft.handle === '') {
      if (draft.id !== '' && (candidate === null || !names.has(candidate)))
        problems.push({
          field: cellName({ row: draft.row, column: 'id' }),
          message: 'is not a product of the shop: leave it empty to add a product',
        });
      else existingId = candidate;
    } else if (candidate !== null && names.has(candidate)) {
      const name = names.get(candidate) ?? '';
      if (known.has(draft.handle) || handleOf({ id: candidate, name }) === draft.handle) existingId = candidate;
    }
    if (existingId !== null) {
      const first = seen.get(existingId);
      if (first !== undefined)
        problems.push({
          field: cellName({ row: draft.row, column: draft.handle === '' ? 'id' : 'Handle' }),
          message: `names the same product as row ${first}: one row (one handle) per product`,
        });
      seen.set(existingId, draft.row);
    }
    return {
      existingId,
      newHandle: draft.handle !== '' && !known.has(draft.handle) && existingId === null ? draft.handle : null,
    };
  });
}

/** Every row checked with the product service's own contract; the problems by row and column. */
async function planOf(db: Executor, drafts: ProductDraft[], problems: FieldProblem[]): Promise<PlannedProduct[]> {
  const catalogue = await loadCatalogue(db);
  const matches = await matchProducts(db, drafts, problems);
  const plans: PlannedProduct[] = [];
  for (const [index, draft] of drafts.entries()) {
    const match = matches[index] ?? { existingId: null, newHandle: null };
    const existing = match.existingId === null ? undefined : await admin.findProductForAdmin(db, match.existingId);
    const shelves = existing ? await admin.listStockOfProducts(db, [existing.id]) : [];
    const category = catalogue.categories.get(draft.categoryName.toLowerCase());
    const categoryCell = cellName({ row: draft.row, column: draft.columns.category_id ?? 'category' });
    if (!category) {
      problems.push({
        field: categoryCell,
        message: `${draft.categoryName === '' ? 'is required' : `"${draft.categoryName}" is not a category of the shop`} (its categories: ${catalogue.names.join(', ')})`,
      });
      continue;
    }
    const subcategories = catalogue.subcategories.get(category.id) ?? new Map<string, number>();
    let subCategoryId: number | null = null;
    if (draft.handle === '' && draft.subcategoryNames[0] !== undefined) {
      subCategoryId = subcategories.get(draft.subcategoryNames[0].toLowerCase()) ?? null;
      if (subCategoryId === null)
        problems.push({
          field: cellName({ row: draft.row, column: 'subcategory' }),
          message: `"${draft.subcategoryNames[0]}" is not a subcategory of ${category.name}`,
        });
    } else
      subCategoryId =
        draft.subcategoryNames.map((name) => subcategories.get(name.toLowerCase())).find((id) => id !== undefined) ??
        null;
    const candidate = {
      name: draft.name,
      category_id: category.id,
      sub_category_id: subCategoryId,
      description: draft.description,
      remarks: draft.remarks ?? existing?.remarks ?? '',
      product_code: draft.productCode !== '' ? draft.productCode : (existing?.product_code ?? null),
      offer_price: draft.offerPrice,
      mrp: draft.mrp,
      hsn_code: draft.hsnCode ?? existing?.hsn_code ?? null,
      active: draft.active,
      best_seller: draft.bestSeller,
      new_arrival: draft.newArrival,
      sizes: draft.sizes.map((entry) => ({ size: entry.size, quantity: entry.quantity })),
      pictures: draft.pictures.map((picture, at) => ({
        url: checkedUrlOf(picture, at),
        alt: picture.alt.trim() === '' ? draft.name.trim() : picture.alt,
      })),
    };
    const parsed = createProductBody.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ field: cellOfIssue(draft, issue.path), message: issue.message });
      continue;
    }
    for (const [at, entry] of parsed.data.sizes.entries()) {
      const shelf = shelves.find((row) => row.size.toUpperCase() === entry.size.toUpperCase());
      const wanted = entry.quantity ?? 0;
      if (shelf && wanted < shelf.reserved) {
        const size = draft.sizes[at];
        problems.push({
          field: size ? cellName(size.quantityAt) : cellName({ row: draft.row, column: 'sizes' }),
          message: countBelowHeldMessage(wanted, shelf.reserved),
        });
      }
    }
    plans.push({ draft, existingId: existing?.id ?? null, newHandle: match.newHandle, fields: parsed.data });
  }
  return plans;
}

/** Pictures named by URL fetched (allowed hosts only) and put through the upload pipeline; their /media/ URLs. */
async function fetchPictures(plans: PlannedProduct[], context: StaffRequestContext, problems: FieldProblem[]) {
  const allowed = allowedHostsOf(getConfig().IMPORT_PICTURE_HOSTS);
  const wanted = new Map<string, DraftPicture>();
  for (const plan of plans)
    for (const picture of plan.draft.pictures)
      if (!picture.src.startsWith('/') && !wanted.has(picture.src)) wanted.set(picture.src, picture);
  const fetched = new Map<string, string>();
  const queue = [...wanted.values()];
  const worker = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      try {
        const bytes = await fetchRemotePicture(picture.src, allowed);
        const name = new URL(picture.src).pathname.split('/').pop() || 'picture';
        const uploaded = await uploadPicture({ file: new File([new Uint8Array(bytes)], name) }, context);
        fetched.set(picture.src, uploaded.picture.url);
      } catch (error) {
        if (error instanceof RemotePictureError) problems.push({ field: cellName(picture.at), message: error.message });
        else if (error instanceof ApiError && error.status < 500)
          problems.push({ field: cellName(picture.at), message: error.errors?.[0]?.message ?? error.message });
        else throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: PICTURE_FETCHES_AT_ONCE }, worker));
  for (const plan of plans)
    plan.fields.pictures = plan.fields.pictures.map((picture, index) => {
      const source = plan.draft.pictures[index]?.src ?? '';
      return { ...picture, url: fetched.get(source) ?? picture.url };
    });
  return fetched.size;
}

function jobOf(row: jobs.ImportJobRow): ImportJob {
  const live = running.get(row.id);
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    file_name: row.file_name,
    total_rows: row.total_rows,
    total_products: row.total_products,
    done_products: live?.done ?? row.done_products,
    created: row.created,
    updated: row.updated,
    pictures: row.pictures,
    errors: JSON.parse(row.errors) as ImportJob['errors'],
    created_by: row.created_by_name,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

/** One product written: a new one with its sizes, or a save over its current version and its stock corrected. */
async function applyOne(trx: Executor, plan: PlannedProduct, context: StaffRequestContext): Promise<void> {
  const now = new Date().toISOString();
  if (plan.existingId === null) {
    const id = await insertProductIn(trx, plan.fields, context, now);
    if (plan.newHandle !== null) await jobs.insertProductHandle(trx, plan.newHandle, id);
    return;
  }
  const current = await admin.findProductForAdmin(trx, plan.existingId);
  if (!current) throw new ApiError('not_found', 'was removed while the file was imported', { field: 'id' });
  const shelves = await admin.listStockOfProducts(trx, [current.id]);
  const listed = new Set(plan.fields.sizes.map((entry) => entry.size.toUpperCase()));
  // A size the file leaves out is kept, with its stock: an import adds and corrects, it never empties a shelf.
  const kept = shelves.filter((shelf) => !listed.has(shelf.size.toUpperCase())).map((shelf) => ({ size: shelf.size }));
  await updateProductIn(
    trx,
    { ...plan.fields, sizes: [...plan.fields.sizes, ...kept], product_id: current.id, version: current.version },
    context,
    now,
  );
  for (const entry of plan.fields.sizes) {
    const shelf = shelves.find((row) => row.size.toUpperCase() === entry.size.toUpperCase());
    const change = (entry.quantity ?? 0) - (shelf?.quantity ?? 0);
    if (shelf && change !== 0)
      await adjustStockIn(
        trx,
        { product_id: current.id, size: shelf.size, reason: 'correction', change, note: IMPORT_STOCK_NOTE },
        context,
      );
  }
}

/**
 * The apply step, in the background of the server process: every product in ONE transaction (all rows or
 * none), yielding to other requests every few products; the job's row says the outcome and the counts.
 */
async function runImport(
  jobId: number,
  plans: PlannedProduct[],
  summary: { file_name: string; format: string; rows: number; pictures: number },
  context: StaffRequestContext,
): Promise<void> {
  const { db } = await getDatabase();
  const progress = { done: 0 };
  running.set(jobId, progress);
  let current: PlannedProduct | undefined;
  try {
    const counts = await db.transaction().execute(async (trx) => {
      let created = 0;
      for (const plan of plans) {
        current = plan;
        await applyOne(trx, plan, context);
        if (plan.existingId === null) created += 1;
        progress.done += 1;
        if (progress.done % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      const after = { ...summary, created, updated: plans.length - created };
      await recordAudit(trx, actorOf(context), {
        action: 'products.import',
        entityType: 'product_import',
        entityId: jobId,
        before: null,
        after,
        at: new Date().toISOString(),
      });
      return after;
    });
    await jobs.updateImportJob(db, jobId, {
      status: 'done',
      done_products: plans.length,
      created: counts.created,
      updated: counts.updated,
      finished_at: new Date().toISOString(),
    });
    await expireCachedReads(CACHE_TAGS.catalogue);
  } catch (error) {
    const where = current ? `row ${current.draft.row}` : 'file';
    const errors =
      error instanceof ApiError && error.status < 500
        ? (error.errors ?? [{ field: error.field ?? 'file', message: error.message }]).map((entry) => ({
            field: `${where}: ${entry.field}`,
            message: entry.message,
          }))
        : [{ field: where, message: 'The import stopped on an unexpected error: nothing was written. Try again.' }];
    if (!(error instanceof ApiError)) logError('products import failed', error, { jobId });
    await jobs
      .updateImportJob(db, jobId, {
        status: 'failed',
        errors: JSON.stringify(errors),
        finished_at: new Date().toISOString(),
      })
      .catch((failure: unknown) => logError('products import: the job could not be marked failed', failure, { jobId }));
  } finally {
    running.delete(jobId);
  }
}

/** Jobs still applying in this process: their promises, for the tests and a graceful stop to wait on. */
const pending = new Set<Promise<void>>();
export async function settleImportJobs(): Promise<void> {
  await Promise.all([...pending]);
}

/**
 * POST /api/admin/products/import/ (owner): the file read in either layout (its header says which), every
 * row checked with the products' own contract and the catalogue (400 with every problem by row and
 * column, nothing written), the pictures it names by URL fetched from the allowed hosts; then a job
 * applies every row in one transaction in the background (202 with the job to poll).
 */
export async function importProducts(
  input: Input<'importProducts'>,
  context: StaffRequestContext,
): Promise<Output<'importProducts'>> {
  requireOwner(context);
  const read = readProductCsv(await input.file.text(), MAX_IMPORT_ROWS);
  if (!('format' in read))
    throw new ApiError('invalid_request', `${read.field}: ${read.message}`, { field: read.field, errors: [read] });
  const problems = [...read.problems];
  if (read.drafts.length === 0) problems.push({ field: 'file', message: 'has no product rows under its header' });
  const { db } = await getDatabase();
  const plans = await planOf(db, read.drafts, problems);
  if (problems.length > 0) throw refuse(problems);
  const pictures = await fetchPictures(plans, context, problems);
  if (problems.length > 0) throw refuse(problems);
  const jobId = await jobs.insertImportJob(db, {
    status: 'running',
    format: read.format,
    file_name: input.file.name.slice(0, 200),
    total_rows: read.rows,
    total_products: plans.length,
    pictures,
    created_by: context.staff.id,
    created_at: new Date().toISOString(),
  });
  // Read before the job starts: on SQLite its transaction holds the one connection until it ends.
  const row = await jobs.findImportJob(db, jobId);
  if (!row) throw new Error(`import job ${jobId} was written and is gone`);
  const run = runImport(
    jobId,
    plans,
    { file_name: input.file.name.slice(0, 200), format: read.format, rows: read.rows, pictures },
    context,
  );
  pending.add(run);
  void run.finally(() => pending.delete(run));
  return { message: IMPORT_STARTED_MESSAGE, job: jobOf(row) };
}

/** GET /api/admin/products/import/{job_id}/ (owner): the job's status and counts, for the screen's progress bar. */
export async function getImportJob(
  input: Input<'getImportJob'>,
  context: StaffRequestContext,
): Promise<Output<'getImportJob'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const row = await jobs.findImportJob(db, input.job_id);
  if (!row) throw new ApiError('not_found', IMPORT_JOB_NOT_FOUND_MESSAGE, { field: 'job_id' });
  return { job: jobOf(row) };
}
