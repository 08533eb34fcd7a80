/**
 * The back office's limits and choices that its forms show in the browser, without zod: a client component
 * imports them from here, not from the contract modules whose schemas use them (they re-export them), so the
 * back office's pages do not load zod with them (scripts/check-import-cycles.mjs refuses that).
 */
/** The longest note or reply: a long e-mail, not a document. */
export const ENQUIRY_TEXT_MAX = 5000;
export const COD_CALL_OUTCOMES = ['confirmed', 'no_answer', 'call_back', 'refused', 'wrong_number'] as const;
/** The pictures a product shows (the storefront's main_image to fifth_media). */
export const MAX_PRODUCT_PICTURES = 5;
export const MAX_PRODUCT_SIZES = 12;
export const REVIEW_REPLY_MAX = 2000;
export const STAFF_ROLES = ['owner', 'staff'] as const;
export const SETTING_KEYS = ['staff_refund_limit_inr', 'staff_refund_limit_usd', 'low_stock_threshold'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export const STOCK_NOTE_MAX = 200;
export const DOCUMENT_PREFIX_MAX_LENGTH = 6;
