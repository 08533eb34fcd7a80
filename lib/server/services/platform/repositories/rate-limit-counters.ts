import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Counts one hit of `key` in one statement, unless its window already holds
 * `limit` hits: a missing or ended window starts over at 1 and ends at
 * `windowEnds`. Answers the count after the hit, or null when refused. The
 * upsert takes the row's lock (PostgreSQL) or the write lock (SQLite), so
 * simultaneous hits are counted one by one and never pass the limit together.
 */
export async function countHitWithinLimit(
  db: Kysely<Database>,
  hit: { key: string; limit: number; now: string; windowEnds: string },
): Promise<number | null> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key: hit.key, count: 1, expires_at: hit.windowEnds })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet((eb) => {
          const ended = eb('rate_limit_counters.expires_at', '<=', hit.now);
          return {
            count: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('rate_limit_counters.count', '+', 1))
              .end(),
            expires_at: eb.case().when(ended).then(hit.windowEnds).else(eb.ref('rate_limit_counters.expires_at')).end(),
          };
        })
        .where((eb) =>
          eb.or([eb('rate_limit_counters.expires_at', '<=', hit.now), eb('rate_limit_counters.count', '<', hit.limit)]),
        ),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? row.count : null;
}

/** When the window of `key` ends (ISO time), if it has one. */
export async function findWindowEnd(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('rate_limit_counters').select('expires_at').where('key', '=', key).executeTakeFirst();
  return row?.expires_at;
}

/** Drops the counters whose window has ended (they would start over at the next hit anyway). */
export async function deleteEndedWindows(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', now).execute();
}
