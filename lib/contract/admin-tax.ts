import './zod-browser-config';
import { z } from 'zod';
import { GSTIN_MESSAGES, gstinProblem } from '../gst/gstin';
import { isIndianStateCode } from '../gst/states';
import { required } from './admin-fields';
import { adminRoutes } from './admin-routes';
import { staffEndpoint } from './admin-staff';
import { calendarDateField } from './fields';
import { adminOrderTaxDocumentQuery, taxDocumentPdfResponse } from './tax-documents';
import { DOCUMENT_PREFIX_MAX_LENGTH } from './admin-limits';

export { DOCUMENT_PREFIX_MAX_LENGTH } from './admin-limits';

/**
 * The shop's tax identity and the GST rates (issue 30, items 1 and 2;
 * docs/decisions/039-gst.md). Owners only; and staff's download of an order's GST document (decision 040).
 */

/**
 * A number is prefix + financial year (4 digits, 2627 for April 2026 to March 2027) + '/' + a sequence of at most
 * 5 digits: at most 6 + 4 + 1 + 5 = 16 characters, Rule 46's limit.
 */
const PREFIX_MESSAGE = `must be 1 to ${DOCUMENT_PREFIX_MAX_LENGTH} letters, digits, - or /`;
const prefixField = z
  .string(required)
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9/-]{1,${DOCUMENT_PREFIX_MAX_LENGTH}}$`), { error: PREFIX_MESSAGE })
  .transform((value) => value.toUpperCase());

const STATE_MESSAGE = 'must be the 2-digit GST code of an Indian state or union territory';

/** '' and null both mean "none". */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
const optionalDate = z
  .union([z.literal(''), z.null(), calendarDateField])
  .optional()
  .transform((value) => (value ? value : null));

export const taxSettingsBody = z
  .object({
    legal_name: z.string(required).trim().min(1, required).max(200, { error: 'must be at most 200 characters' }),
    address: z.string(required).trim().min(1, required).max(500, { error: 'must be at most 500 characters' }),
    state_code: z
      .string({ error: STATE_MESSAGE })
      .trim()
      .refine((code): boolean => isIndianStateCode(code), { error: STATE_MESSAGE }),
    gstin: z
      .string({ error: 'must be text' })
      .nullable()
      .optional()
      .transform((value) => (value ? value.trim().toUpperCase() : null)),
    lut_reference: optionalText(50),
    lut_valid_from: optionalDate,
    lut_valid_until: optionalDate,
    invoice_prefix: prefixField,
    credit_note_prefix: prefixField,
  })
  .superRefine((value, context) => {
    if (value.gstin !== null) {
      const problem = gstinProblem(value.gstin);
      if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES[problem] });
      else if (value.gstin.slice(0, 2) !== value.state_code)
        context.addIssue({
          code: 'custom',
          path: ['gstin'],
          message: `must start with ${value.state_code}, the code of the state chosen`,
        });
    }
    if (value.lut_reference !== null && (value.lut_valid_from === null || value.lut_valid_until === null))
      context.addIssue({
        code: 'custom',
        path: [value.lut_valid_from === null ? 'lut_valid_from' : 'lut_valid_until'],
        message: 'is required with an LUT reference',
      });
    if (value.lut_valid_from && value.lut_valid_until && value.lut_valid_until < value.lut_valid_from)
      context.addIssue({ code: 'custom', path: ['lut_valid_until'], message: 'must not be before the start' });
    if (value.invoice_prefix === value.credit_note_prefix)
      context.addIssue({
        code: 'custom',
        path: ['credit_note_prefix'],
        message: 'must differ from the invoice prefix (credit notes are numbered apart)',
      });
  });
export type TaxSettingsValues = z.output<typeof taxSettingsBody>;

// GET /api/admin/tax-settings/ (owner) — the tax identity in force (the defaults until an owner saves it).
export const getTaxSettingsQuery = z.object({});
export const taxSettingsResponse = z.object({
  tax: z.object({
    legal_name: z.string(),
    address: z.string(),
    state_code: z.string(),
    state_name: z.string(),
    gstin: z.string().nullable(),
    lut_reference: z.string().nullable(),
    lut_valid_from: z.string().nullable(),
    lut_valid_until: z.string().nullable(),
    invoice_prefix: z.string(),
    credit_note_prefix: z.string(),
  }),
  /** false until an owner saves the identity: invoices cannot be issued before (later slice). */
  configured: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  message: z.string().optional(),
});
// POST /api/admin/tax-settings/ (owner) — the whole identity, validated (400 naming the field), audited.

const PERCENT_MESSAGE = 'must be a percentage from 0 to 100 with at most 2 decimals (such as 5 or 0.25)';
const percentField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: PERCENT_MESSAGE }),
    ],
    {
      error: PERCENT_MESSAGE,
    },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .min(0, { error: PERCENT_MESSAGE })
      .max(100, { error: PERCENT_MESSAGE })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: PERCENT_MESSAGE }),
  );
const THRESHOLD_MESSAGE = 'must be an amount in rupees with at most 2 decimals (such as 2500), or empty for no band';
const thresholdField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{0,9}(\.\d{1,2})?$/, { error: THRESHOLD_MESSAGE }),
    ],
    {
      error: THRESHOLD_MESSAGE,
    },
  )
  .nullable()
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? null : Number(value)))
  .pipe(z.number().positive({ error: THRESHOLD_MESSAGE }).max(10_000_000, { error: THRESHOLD_MESSAGE }).nullable());

export const gstRate = z.object({
  id: z.number().int().positive(),
  hsn_prefix: z.string(),
  effective_from: z.string(),
  /** The rate, or the rate at and below the threshold. */
  rate_percent: z.number(),
  /** Value per piece in rupees, GST excluded; null: one rate at every price. */
  threshold: z.number().nullable(),
  rate_above_percent: z.number().nullable(),
  note: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** Whether it applies today (the latest start not after today among its prefix's rows). */
  in_force: z.boolean(),
});

// GET /api/admin/gst-rates/ (owner) — every row, by HSN prefix then start.
export const listGstRatesQuery = z.object({});
export const listGstRatesResponse = z.object({ rates: z.array(gstRate), today: z.string() });

// POST /api/admin/gst-rates/ (owner) — a new row from today or later; a past one is never edited (409 on a taken day).
export const addGstRateBody = z
  .object({
    hsn_prefix: z
      .string(required)
      .trim()
      .regex(/^\d{2,8}$/, { error: 'must be 2 to 8 digits of an HSN code' }),
    effective_from: calendarDateField,
    rate_percent: percentField,
    threshold: thresholdField,
    rate_above_percent: z
      .union([z.literal(''), z.null(), percentField])
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    note: optionalText(200).transform((value) => value ?? ''),
  })
  .superRefine((value, context) => {
    if (value.threshold !== null && value.rate_above_percent === null)
      context.addIssue({ code: 'custom', path: ['rate_above_percent'], message: 'is required with a price threshold' });
    if (value.threshold === null && value.rate_above_percent !== null)
      context.addIssue({ code: 'custom', path: ['threshold'], message: 'is required with a rate above it' });
  });
export const gstRateChangeResponse = z.object({ message: z.string(), rate: gstRate });

/** The calls of this module, spread into adminEndpoints (lib/contract/admin.ts). */
export const taxEndpoints = {
  getTaxSettings: staffEndpoint({
    ...adminRoutes.getTaxSettings,
    input: getTaxSettingsQuery,
    response: taxSettingsResponse,
  }),
  updateTaxSettings: staffEndpoint({
    ...adminRoutes.updateTaxSettings,
    input: taxSettingsBody,
    response: taxSettingsResponse,
  }),
  listGstRates: staffEndpoint({
    ...adminRoutes.listGstRates,
    input: listGstRatesQuery,
    response: listGstRatesResponse,
  }),
  addGstRate: staffEndpoint({ ...adminRoutes.addGstRate, input: addGstRateBody, response: gstRateChangeResponse }),
  getAdminOrderTaxDocument: staffEndpoint({
    ...adminRoutes.getAdminOrderTaxDocument,
    input: adminOrderTaxDocumentQuery,
    response: taxDocumentPdfResponse,
  }),
};
