import 'server-only';
import type { Kysely } from 'kysely';
import type { ListingFacets } from '../../../../catalogue-filters';
import type { Database } from '../../../db/schema';

/** A listing's filter values as last computed (migration 035), and when that computation started. */
export interface StoredFacets {
  facets: ListingFacets;
  computedAtMs: number;
}

export async function readStoredFacets(db: Kysely<Database>, scopeKey: string): Promise<StoredFacets | undefined> {
  const row = await db
    .selectFrom('listing_facets')
    .select(['facets', 'computed_at_ms'])
    .where('scope_key', '=', scopeKey)
    .executeTakeFirst();
  return row && { facets: JSON.parse(row.facets) as ListingFacets, computedAtMs: Number(row.computed_at_ms) };
}

/** Stores a computation unless a later one (another request, another instance) has stored its values already. */
export async function storeFacets(db: Kysely<Database>, scopeKey: string, stored: StoredFacets): Promise<void> {
  await db
    .insertInto('listing_facets')
    .values({ scope_key: scopeKey, facets: JSON.stringify(stored.facets), computed_at_ms: stored.computedAtMs })
    .onConflict((conflict) =>
      conflict
        .column('scope_key')
        .doUpdateSet((eb) => ({ facets: eb.ref('excluded.facets'), computed_at_ms: eb.ref('excluded.computed_at_ms') }))
        .where('listing_facets.computed_at_ms', '<', stored.computedAtMs),
    )
    .execute();
}
