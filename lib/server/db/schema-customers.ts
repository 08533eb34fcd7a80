import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  mobile_number: string;
  created_at: string;
  /** When the current `email` was confirmed by its owner (migration 007); null: order e-mails are not sent to it. */
  email_confirmed_at: string | null;
}

/** A link sent to confirm one address: only the SHA-256 of its token is kept; single use, with an expiry. */
export interface EmailConfirmationTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** The address the link confirms: it confirms nothing once the account uses another. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginCodesTable {
  id: Generated<number>;
  country_code: string;
  mobile_number: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  client_address: string;
  /** 'shopper' or 'staff' (migration 009): a code signs in only where it was asked for. */
  purpose: Generated<LoginCodePurpose>;
}

export type LoginCodePurpose = 'shopper' | 'staff';

/** One rate limit's running window (lib/server/services/platform/rate-limits.ts). */
export interface RateLimitCountersTable {
  key: string;
  count: number;
  /** ISO time the window ends; a hit after it opens a new one. */
  expires_at: string;
}

/** A delivery address a customer ordered to, offered on the next checkout (migration 010). */
export interface SavedAddressesTable {
  id: Generated<number>;
  user_id: number;
  country: string;
  name: string;
  delivery_address: string;
  city: string;
  state: string;
  pin_code: string;
  /** The phone's calling code, e.g. +91. */
  country_code: string;
  mobile_number: string;
  created_at: string;
  /** The last order placed to it; the newest is offered first. */
  used_at: string;
}

export interface ContactQueriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  country_code: string;
  mobile_number: string;
  query: string;
  created_at: string;
  /** new → replied → closed (migration 017); a closed enquiry can be opened again. */
  status: ColumnType<EnquiryStatus, EnquiryStatus | undefined, EnquiryStatus>;
  /** Moves with every note, reply and change of status. */
  updated_at: string | null;
}

export type EnquiryStatus = 'new' | 'replied' | 'closed';

/** One enquiry's thread (migration 017): a staff note, a reply e-mailed to the enquirer, or a change of status. */
export interface EnquiryEventsTable {
  id: Generated<number>;
  query_id: number;
  kind: 'note' | 'reply' | 'status';
  staff_id: number | null;
  /** A reply's e-mail subject; a status change's new status. */
  subject: string | null;
  body: string;
  created_at: string;
}
