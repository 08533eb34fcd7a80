import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import {
  CALLING_CODE_RULE_MESSAGE,
  isCallingCode,
  isMobileNumber,
  MOBILE_NUMBER_RULE_MESSAGE,
  normalizeCallingCode,
  withoutSeparators,
} from './phone';
import { routes } from './routes';

const required = { error: 'is required' };

/** A country calling code such as '+91' or '91', always answered as '+91' (the rule: phone.ts). */
export const countryCodeField = z
  .string(required)
  .trim()
  .min(1, required)
  .refine(isCallingCode, { error: CALLING_CODE_RULE_MESSAGE })
  .transform(normalizeCallingCode);

/** A mobile number of 6 to 15 digits; spaces and dashes are dropped (the rule: phone.ts). */
export const mobileNumberField = z
  .union(
    [
      z.string(),
      z.number().int({ error: MOBILE_NUMBER_RULE_MESSAGE }).nonnegative({ error: MOBILE_NUMBER_RULE_MESSAGE }),
    ],
    {
      error: 'is required',
    },
  )
  .transform((value) => withoutSeparators(String(value)))
  .pipe(z.string().min(1, required).refine(isMobileNumber, { error: MOBILE_NUMBER_RULE_MESSAGE }));

const nameField = z.string(required).trim().min(1, required).max(50, { error: 'must be at most 50 characters' });

/** The public id of a cart. Anything else (empty, "null", "undefined") means no cart yet. */
export const cartIdField = z
  .union([z.string(), z.number(), z.null()], { error: 'must be a cart id' })
  .optional()
  .transform((value) => {
    if (value === null || value === undefined) return undefined;
    const text = String(value).trim();
    return text === '' || text === 'null' || text === 'undefined' ? undefined : text;
  })
  .pipe(z.string().max(128, { error: 'is not a cart id' }).optional());

/** An e-mail address, trimmed and lower-cased (addresses are stored that way, so equal means the same mailbox). */
export const emailField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

// POST /api/signup/ — there is no password: login proves the phone with a one-time code.
export const signupBody = z.object({
  email: emailField,
  mobile_number: mobileNumberField,
  country_code: countryCodeField,
  first_name: nameField,
  last_name: nameField,
});
export const signupResponse = z.object({
  message: z.string(),
  id: z.number().int().positive(),
});

/** A code as typed: six digits; a number loses its leading zeros, so they are put back. Empty means "send me a code". */
export const loginCodeField = z
  .union(
    [
      z.string(),
      z.number().int({ error: 'must be the 6-digit code' }).nonnegative({ error: 'must be the 6-digit code' }),
      z.null(),
    ],
    { error: 'must be the 6-digit code' },
  )
  .optional()
  .transform((value) => {
    if (value === null || value === undefined) return undefined;
    const text = typeof value === 'number' ? String(value).padStart(6, '0') : value.trim();
    return text === '' ? undefined : text;
  })
  .pipe(z.string().max(20, { error: 'must be the 6-digit code' }).optional());

// POST /api/login/ — without `code` a code is sent; with it a session starts.
export const loginBody = z.object({
  country_code: countryCodeField,
  mobile_number: mobileNumberField,
  code: loginCodeField,
  /** A guest cart to merge into the account's cart. */
  cart_id: cartIdField,
});

export const sessionUser = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  country_code: z.string(),
  mobile_number: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginCodeSentResponse = z.object({
  message: z.string(),
  code_required: z.literal(true),
});
export const loginSuccessResponse = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: sessionUser,
  /** The account's cart, or null when it has none yet. */
  cart_id: z.string().nullable(),
});
export const loginResponse = z.union([loginSuccessResponse, loginCodeSentResponse]);

// POST /api/logout/ (token)
export const logoutBody = z.object({});
export const logoutResponse = z.object({ message: z.string() });

// GET /api/account/ (token) — the signed-in customer's profile.
export const accountQuery = z.object({});
export const accountProfile = sessionUser.extend({
  /** Whether the owner confirmed `email`: order e-mails go only to a confirmed address (WhatsApp until then). */
  email_confirmed: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfile>;

// POST /api/confirm-email/ (token of the same account) — the link of a confirmation e-mail.
export const confirmEmailBody = z.object({
  token: z.string(required).trim().min(1, required).max(200, { error: 'is not a confirmation token' }),
});
export const confirmEmailResponse = z.object({ message: z.string(), email: z.string() });

// POST /api/account/email/ (token) — a new address, unconfirmed until its link is opened.
export const changeAccountEmailBody = z.object({ email: emailField });
export const changeAccountEmailResponse = z.object({ message: z.string(), account: accountProfile });

// POST /api/account/email/resend/ (token) — another confirmation link to the current address.
export const resendEmailConfirmationBody = z.object({});
export const resendEmailConfirmationResponse = z.object({
  message: z.string(),
  /** False when the address is already confirmed and nothing was sent. */
  sent: z.boolean(),
});

export const sessionEndpoints = {
  signup: endpoint({ ...routes.signup, input: signupBody, response: signupResponse }),
  login: endpoint({ ...routes.login, input: loginBody, response: loginResponse }),
  logout: endpoint({ ...routes.logout, input: logoutBody, response: logoutResponse }),
  getAccount: endpoint({ ...routes.getAccount, input: accountQuery, response: accountProfile }),
  confirmEmail: endpoint({ ...routes.confirmEmail, input: confirmEmailBody, response: confirmEmailResponse }),
  changeAccountEmail: endpoint({
    ...routes.changeAccountEmail,
    input: changeAccountEmailBody,
    response: changeAccountEmailResponse,
  }),
  resendEmailConfirmation: endpoint({
    ...routes.resendEmailConfirmation,
    input: resendEmailConfirmationBody,
    response: resendEmailConfirmationResponse,
  }),
} as const;
