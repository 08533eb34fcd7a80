import './zod-browser-config';
import { z } from 'zod';
import { idField } from './fields';

/**
 * Products as CSV both ways (issue 29, item 4): the shop's own columns, or Shopify's product CSV, so a
 * brand moves its catalogue from Shopify in one file. An import is checked whole first (every problem
 * answered by row and column, nothing written); then every row is applied in one transaction, as a job
 * whose progress the screen polls.
 */
export const PRODUCT_CSV_FORMATS = ['shop', 'shopify'] as const;
export type ProductCsvFormat = (typeof PRODUCT_CSV_FORMATS)[number];

/** Rows a file may have (a 5,000-row file is the budget measured; a larger one is better split). */
export const MAX_IMPORT_ROWS = 20_000;

const IMPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;

// GET /api/admin/products/export/?format=shop|shopify — every product, as an attachment.
export const exportProductsQuery = z.object({
  format: z.enum(PRODUCT_CSV_FORMATS, { error: 'must be shop or shopify' }).default('shop'),
});
export const exportProductsResponse = z
  .string()
  .meta({ description: 'Every product as CSV (UTF-8, header line): the shop columns or Shopify product CSV' });

// POST /api/admin/products/import/ (owner, multipart/form-data, one `file`) — 202 with the job.
export const importProductsBody = z.object({
  file: z.file({ error: 'choose one CSV file to import' }),
});

export const importJob = z.object({
  id: z.number().int().positive(),
  status: z.enum(IMPORT_JOB_STATUSES),
  format: z.enum(PRODUCT_CSV_FORMATS),
  file_name: z.string(),
  /** Data rows in the file (the header not counted). */
  total_rows: z.number().int().nonnegative(),
  /** Products the file names, and how many of them are applied so far. */
  total_products: z.number().int().nonnegative(),
  done_products: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  pictures: z.number().int().nonnegative(),
  /** Why a failed job wrote nothing, by row and column when a row is the cause. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  created_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

export const importProductsResponse = z.object({ message: z.string(), job: importJob });

// GET /api/admin/products/import/{job_id}/ (owner)
export const getImportJobQuery = z.object({ job_id: idField });
export const importJobResponse = z.object({ job: importJob });
