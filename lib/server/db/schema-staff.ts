import type { Generated } from 'kysely';
import type { Flag } from './schema-catalogue';

export type StaffRole = 'owner' | 'staff';

/** A member of the brand's staff who may sign in at /admin (migration 009). */
export interface StaffTable {
  id: Generated<number>;
  country_code: string;
  mobile_number: string;
  name: string;
  role: StaffRole;
  /** The TOTP secret, encrypted (services/staff-auth.ts); null until enrolment starts. */
  totp_secret: string | null;
  totp_enrolled: Flag;
  /** The last 30-second step accepted: a code of that step or earlier is refused (no replay). */
  totp_last_step: Generated<number>;
  active: Flag;
  created_at: string;
  /** A new authenticator being re-enrolled by its member (migration 015), encrypted like totp_secret; null otherwise. */
  totp_pending_secret: Generated<string | null>;
}

/** A setting an owner changed at /admin/settings (migration 015): a key without a row has its default. */
export interface ShopSettingsTable {
  key: string;
  value_json: string;
  updated_at: string;
  updated_by_staff_id: number | null;
}

/** A staff session cookie ('cookie') or script token ('api'), kept as the SHA-256 of the token. */
export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  kind: 'cookie' | 'api';
  token_hash: string;
  label: Generated<string>;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** One staff change: who, what, when, the entity before and after (JSON), from where. */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  request_ip: string;
  at: string;
}

/** A picture uploaded from the back office (migration 021); its variants are stored under `key` (lib/server/media). */
export interface PicturesTable {
  id: Generated<number>;
  /** `pictures/{hash}`, content-addressed: one row per picture, whoever uploads it again. */
  key: string;
  /** The WebP variants made, width x height, comma-separated, narrowest first ("480x320,960x640"). */
  variants: string;
  width: number;
  height: number;
  bytes: number;
  staff_id: number | null;
  created_at: string;
}
