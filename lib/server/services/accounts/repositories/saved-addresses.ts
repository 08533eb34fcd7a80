import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SavedAddressesTable } from '../../../db/schema';

export type SavedAddressRow = Selectable<SavedAddressesTable>;

/** The fields that make an address; the same fields again are the same address. */
export type AddressFields = Pick<
  SavedAddressRow,
  'country' | 'name' | 'delivery_address' | 'city' | 'state' | 'pin_code' | 'country_code' | 'mobile_number'
>;

/** Those fields of a row that holds them (a saved address, an order's delivery), and nothing else. */
export function addressOf(row: AddressFields): AddressFields {
  return {
    country: row.country,
    name: row.name,
    delivery_address: row.delivery_address,
    city: row.city,
    state: row.state,
    pin_code: row.pin_code,
    country_code: row.country_code,
    mobile_number: row.mobile_number,
  };
}

/** A customer's addresses, the last used first. */
export async function listSavedAddressesOfUser(
  db: Kysely<Database>,
  userId: number,
  limit: number,
): Promise<SavedAddressRow[]> {
  return db
    .selectFrom('saved_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('used_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The customer's address with exactly these fields, if one is stored. */
export async function findSameAddress(
  db: Kysely<Database>,
  userId: number,
  address: AddressFields,
): Promise<SavedAddressRow | undefined> {
  return db
    .selectFrom('saved_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('country', '=', address.country)
    .where('name', '=', address.name)
    .where('delivery_address', '=', address.delivery_address)
    .where('city', '=', address.city)
    .where('state', '=', address.state)
    .where('pin_code', '=', address.pin_code)
    .where('country_code', '=', address.country_code)
    .where('mobile_number', '=', address.mobile_number)
    .executeTakeFirst();
}

export async function insertSavedAddress(
  db: Kysely<Database>,
  userId: number,
  address: AddressFields,
  times: { createdAt: string; usedAt: string },
): Promise<void> {
  await db
    .insertInto('saved_addresses')
    .values({ ...address, user_id: userId, created_at: times.createdAt, used_at: times.usedAt })
    .execute();
}

export async function deleteSavedAddress(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('saved_addresses').where('id', '=', id).execute();
}

/** Keeps the customer's `keep` last used addresses and deletes the older ones. */
export async function pruneSavedAddresses(db: Kysely<Database>, userId: number, keep: number): Promise<void> {
  const kept = await listSavedAddressesOfUser(db, userId, keep);
  if (kept.length < keep) return;
  await db
    .deleteFrom('saved_addresses')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      kept.map((row) => row.id),
    )
    .execute();
}
