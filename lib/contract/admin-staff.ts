import './zod-browser-config';
import { z } from 'zod';
import type { EndpointDefinition } from './define';
import { idField, pageSizeField } from './fields';
import { countryCodeField, loginCodeSentResponse, mobileNumberField } from './session';
import { required, cursorField } from './admin-fields';
import { STAFF_ROLES } from './admin-limits';

export { STAFF_ROLES, SETTING_KEYS, type SettingKey } from './admin-limits';

/** The back office's staff calls: sign-in, sessions and tokens, the audit log, staff management, settings. */

/** An endpoint for signed-in staff: its `staff` marker keeps its literal type, so the route helper hands the service the acting member. */
export function staffEndpoint<Input extends z.ZodType, Response extends z.ZodType, Marker extends 'staff' | 'owner'>(
  definition: EndpointDefinition<Input, Response> & { staff: Marker },
): EndpointDefinition<Input, Response> & { staff: Marker } {
  return definition;
}

const sixDigits = (field: string) =>
  z
    .union([z.string(), z.number().int().nonnegative()], { error: `must be the 6-digit ${field}` })
    .transform((value) => (typeof value === 'number' ? String(value).padStart(6, '0') : value.trim()))
    .pipe(z.string().regex(/^\d{6}$/, { error: `must be the 6-digit ${field}` }));

export const staffMember = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  country_code: z.string(),
  mobile_number: z.string(),
});

// POST /api/admin/login/ — a staff sign-in code by SMS; the same answer whether or not the number is staff.
export const adminLoginBody = z.object({ country_code: countryCodeField, mobile_number: mobileNumberField });
export const adminLoginResponse = loginCodeSentResponse;

// POST /api/admin/login/verify/ — the SMS code and the authenticator's code: a session cookie, or the enrolment once.
export const adminVerifyLoginBody = z.object({
  country_code: countryCodeField,
  mobile_number: mobileNumberField,
  code: sixDigits('code from the SMS'),
  /** From the authenticator app; absent at the first sign-in, which answers the enrolment instead. */
  totp: sixDigits('code from your authenticator app').optional(),
});
export const adminSignedInResponse = z.object({
  status: z.literal('signed_in'),
  staff: staffMember,
  /** When the session ends at the latest (it also ends after STAFF_SESSION_IDLE_MINUTES without a call). */
  expires_at: z.string(),
});
export const adminEnrolmentResponse = z.object({
  status: z.literal('enrol'),
  message: z.string(),
  /** Base32 secret, shown this once: the same code and a TOTP from the app complete the sign-in. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qr_svg: z.string(),
});
export const adminVerifyLoginResponse = z.discriminatedUnion('status', [adminSignedInResponse, adminEnrolmentResponse]);

// POST /api/admin/logout/ — ends the session of the cookie (or the token).
export const adminLogoutBody = z.object({});
export const adminLogoutResponse = z.object({ message: z.string() });

// GET /api/admin/session/ — who is signed in.
export const adminSessionQuery = z.object({});
export const adminSessionResponse = z.object({
  staff: staffMember,
  expires_at: z.string(),
  kind: z.enum(['cookie', 'api']),
});

// POST /api/admin/api-tokens/ (owner) — a token for scripts (`Authorization: Token …`), shown once.
export const createStaffApiTokenBody = z.object({
  label: z.string(required).trim().min(1, required).max(80, { error: 'must be at most 80 characters' }),
  expires_in_days: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, { error: 'must be a whole number of days from 1 to 365' }),
      ],
      { error: 'must be a whole number of days from 1 to 365' },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: 'must be a whole number of days from 1 to 365' })
        .min(1, { error: 'must be a whole number of days from 1 to 365' })
        .max(365, { error: 'must be a whole number of days from 1 to 365' }),
    )
    .optional(),
});
export const createStaffApiTokenResponse = z.object({
  id: z.number().int().positive(),
  token: z.string(),
  label: z.string(),
  expires_at: z.string(),
});

// GET /api/admin/audit-log/ (owner) — newest first; next_cursor walks on.
export const listAuditLogQuery = z.object({
  staff_id: idField.optional(),
  entity_type: z.string().trim().min(1).max(40, { error: 'must be at most 40 characters' }).optional(),
  entity_id: z.string().trim().min(1).max(80, { error: 'must be at most 80 characters' }).optional(),
  cursor: cursorField,
  page_size: pageSizeField.optional(),
});
export const auditEntry = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  /** Null: a command on the server (npm run staff). */
  staff_name: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  request_ip: z.string(),
});
export const listAuditLogResponse = z.object({ data: z.array(auditEntry), next_cursor: z.string().nullable() });

// Staff management (owner; docs/decisions/027): the members, their roles, activity and authenticators.
const staffIdField = { staff_id: idField };
export const staffListItem = staffMember.extend({
  active: z.boolean(),
  totp_enrolled: z.boolean(),
  created_at: z.string(),
  /** The last cookie sign-in (null: never signed in). */
  last_signed_in_at: z.string().nullable(),
});
const staffRoleField = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` });
// GET /api/admin/staff/ (owner) — every member, active or not, oldest first.
export const listStaffQuery = z.object({});
export const listStaffResponse = z.object({ data: z.array(staffListItem) });
// POST /api/admin/staff/ (owner) — a new member; they enrol their authenticator at their first sign-in.
export const addStaffBody = z.object({
  country_code: countryCodeField,
  mobile_number: mobileNumberField,
  name: z.string(required).trim().min(1, required).max(80, { error: 'must be at most 80 characters' }),
  role: staffRoleField,
});
/** Every staff change answers the member after it, and whether this call changed anything (false: it already was so). */
export const staffChangeResponse = z.object({ message: z.string(), changed: z.boolean(), staff: staffListItem });
// POST /api/admin/staff/{staff_id}/role/ (owner) — the last active owner keeps the role (409).
export const changeStaffRoleBody = z.object({ ...staffIdField, role: staffRoleField });
// POST /api/admin/staff/{staff_id}/deactivate/ (owner) — ends every session and token; never the last active owner (409).
export const deactivateStaffBody = z.object(staffIdField);
// POST /api/admin/staff/{staff_id}/reactivate/ (owner)
export const reactivateStaffBody = z.object(staffIdField);
// POST /api/admin/staff/{staff_id}/reset-authenticator/ (owner) — enrol again at the next sign-in; sessions ended.
export const resetStaffAuthenticatorBody = z.object(staffIdField);

// POST /api/admin/authenticator/ (staff) — re-enrol one's own authenticator: a current code answers a new secret (once).
export const startAuthenticatorChangeBody = z.object({ totp: sixDigits('code from your authenticator app') });
export const startAuthenticatorChangeResponse = adminEnrolmentResponse.omit({ status: true });
// POST /api/admin/authenticator/confirm/ (staff) — a code of the new secret switches to it.
export const confirmAuthenticatorChangeBody = z.object({ totp: sixDigits('code from your new authenticator entry') });
export const confirmAuthenticatorChangeResponse = z.object({ message: z.string() });

// Shop settings (owner; docs/decisions/027): what the brand changes without a developer.
const wholeAmount = (max: number) =>
  z
    .number({ error: `must be a whole number from 0 to ${max}, or null for the default` })
    .int({ error: `must be a whole number from 0 to ${max}, or null for the default` })
    .min(0, { error: `must be a whole number from 0 to ${max}, or null for the default` })
    .max(max, { error: `must be a whole number from 0 to ${max}, or null for the default` });
/** The settings' own limits: the same as the environment's (lib/server/config.ts). */
export const SETTING_LIMITS = {
  staff_refund_limit_inr: 10_000_000,
  staff_refund_limit_usd: 100_000,
  low_stock_threshold: 1000,
} as const;
/** One value the owner may set: a number, or null to go back to the default. */
export const settingValues = z.object({
  staff_refund_limit_inr: wholeAmount(SETTING_LIMITS.staff_refund_limit_inr).nullable().optional(),
  staff_refund_limit_usd: wholeAmount(SETTING_LIMITS.staff_refund_limit_usd).nullable().optional(),
  low_stock_threshold: wholeAmount(SETTING_LIMITS.low_stock_threshold).nullable().optional(),
});
const settingState = z.object({
  /** In force: the owner's value, or the default. */
  value: z.number().int().nonnegative(),
  /** From the environment (STAFF_REFUND_LIMIT_INR, ...) or the code. */
  default: z.number().int().nonnegative(),
  /** Whether an owner's value overrides the default. */
  overridden: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
// GET /api/admin/settings/ (owner) — the settings, and the rest of the configuration an owner needs to know (no secrets).
export const getSettingsQuery = z.object({});
export const settingsResponse = z.object({
  settings: z.object({
    staff_refund_limit_inr: settingState,
    staff_refund_limit_usd: settingState,
    low_stock_threshold: settingState,
  }),
  shop: z.object({
    payments: z.array(
      z.object({ provider: z.enum(['razorpay', 'paypal', 'cod']), enabled: z.boolean(), sandbox: z.boolean() }),
    ),
    messaging: z.object({
      sms: z.enum(['outbox', 'http']),
      email: z.enum(['outbox', 'smtp']),
      whatsapp: z.enum(['outbox', 'http']),
    }),
    site_url: z.string(),
    staff_session_hours: z.number().int().positive(),
    staff_session_idle_minutes: z.number().int().positive(),
  }),
});
// POST /api/admin/settings/ (owner) — the keys given change (null: back to the default); audited.
export const updateSettingsBody = settingValues.refine(
  (value) => Object.values(value).some((one) => one !== undefined),
  { error: 'name at least one setting to change' },
);
