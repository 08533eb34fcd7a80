import './zod-browser-config';
import { z } from 'zod';
import { required } from './admin-fields';
import { adminRoutes } from './admin-routes';
import { staffEndpoint } from './admin-staff';

/**
 * GSTR-1 for a month (issue 30, item 5): the JSON with every section and the totals, and one CSV per section
 * (the route layer serves one media type per call, so the CSV has its own path). Owners only: the tax
 * identity is theirs, and the shop has no accounts role (lib/server/services/staff/roles.ts).
 */
export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'exp', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c', 'docs'] as const;

const MONTH_MESSAGE = 'must be a month written YYYY-MM, such as 2026-11';
export const monthField = z
  .string(required)
  .trim()
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE });

// GET /api/admin/gst-returns/?month=2026-11 (owner) — the month's GSTR-1 as JSON.
export const getGstReturnQuery = z.object({ month: monthField });

const figures = z.object({
  value: z.number(),
  taxable: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
});
const entries = z.array(z.record(z.string(), z.unknown()));
export const gstReturnResponse = z.object({
  gstr1: z.object({
    month: z.string(),
    gstin: z.string().nullable(),
    /** Rupees: a B2C inter-state invoice above it is B2C Large. */
    b2cl_threshold: z.number(),
    b2b: entries,
    b2cl: entries,
    b2cs: entries,
    exp: entries,
    cdnr: entries,
    cdnur: entries,
    hsn: z.object({ b2b: entries, b2c: entries }),
    doc_issue: entries,
    /** Per tax section: entries, value and taxes (exports in their own currency). */
    summary: z.array(
      figures.extend({ section: z.enum(['b2b', 'b2cl', 'b2cs', 'exp', 'cdnr', 'cdnur']), entries: z.number().int() }),
    ),
    totals: z.object({
      by_currency: z.array(
        z.object({
          currency: z.string(),
          invoices: figures.extend({ count: z.number().int() }),
          credit_notes: figures.extend({ count: z.number().int() }),
          net: figures,
          sections: figures,
          sale_orders: z.object({ count: z.number().int(), total: z.number() }),
        }),
      ),
      reconciled: z.boolean(),
      differences: z.array(z.string()),
    }),
  }),
});

// GET /api/admin/gst-returns/csv/?month=2026-11&section=b2b (owner) — one section as CSV (the offline tool's headers).
export const getGstReturnCsvQuery = z.object({
  month: monthField,
  section: z.enum(GSTR1_SECTIONS, { error: `must be one of ${GSTR1_SECTIONS.join(', ')}` }),
});
export const gstReturnCsvResponse = z
  .string()
  .meta({ description: "One section of the month's GSTR-1 as CSV (UTF-8, the offline tool's header line)" });

export const gstReturnEndpoints = {
  getGstReturn: staffEndpoint({ ...adminRoutes.getGstReturn, input: getGstReturnQuery, response: gstReturnResponse }),
  getGstReturnCsv: staffEndpoint({
    ...adminRoutes.getGstReturnCsv,
    input: getGstReturnCsvQuery,
    response: gstReturnCsvResponse,
  }),
};
