import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ShopSettingsTable } from '../../../db/schema';

export type ShopSettingRow = Selectable<ShopSettingsTable> & { updated_by: string | null };

/** Every setting an owner changed, with the name of who changed it last. */
export async function listShopSettings(db: Kysely<Database>): Promise<ShopSettingRow[]> {
  return db
    .selectFrom('shop_settings')
    .leftJoin('staff', 'staff.id', 'shop_settings.updated_by_staff_id')
    .selectAll('shop_settings')
    .select('staff.name as updated_by')
    .execute();
}

export async function findShopSettingValue(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('shop_settings').select('value_json').where('key', '=', key).executeTakeFirst();
  return row?.value_json;
}

/** One statement on both databases: a new key is inserted, a known one replaced. */
export async function upsertShopSetting(db: Kysely<Database>, row: Selectable<ShopSettingsTable>): Promise<void> {
  await db
    .insertInto('shop_settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        value_json: row.value_json,
        updated_at: row.updated_at,
        updated_by_staff_id: row.updated_by_staff_id,
      }),
    )
    .execute();
}

export async function deleteShopSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('shop_settings').where('key', '=', key).execute();
}
