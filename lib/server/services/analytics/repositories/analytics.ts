import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { SALE_STATUSES } from './admin-reports';

/** One page view more for the day and path (one statement: an insert, or the row's counter raised). */
export async function countPageView(
  db: Kysely<Database>,
  view: { day: string; path: string; pageType: string; productId: number | null },
): Promise<void> {
  await db
    .insertInto('analytics_page_views')
    .values({ day: view.day, path: view.path, page_type: view.pageType, product_id: view.productId, views: 1 })
    .onConflict((conflict) =>
      conflict.columns(['day', 'path']).doUpdateSet((eb) => ({ views: eb('analytics_page_views.views', '+', 1) })),
    )
    .execute();
}

/** One sample more in a Web Vitals histogram bucket. */
export async function countVitalSample(
  db: Kysely<Database>,
  sample: { day: string; pageType: string; metric: string; bucket: number },
): Promise<void> {
  await db
    .insertInto('analytics_vitals')
    .values({ day: sample.day, page_type: sample.pageType, metric: sample.metric, bucket: sample.bucket, samples: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'page_type', 'metric', 'bucket'])
        .doUpdateSet((eb) => ({ samples: eb('analytics_vitals.samples', '+', 1) })),
    )
    .execute();
}

/** One add-to-cart more for the product on the day (whatever the quantity: the funnel counts actions). */
export async function countCartAdd(db: Kysely<Database>, add: { day: string; productId: number }): Promise<void> {
  await db
    .insertInto('analytics_cart_adds')
    .values({ day: add.day, product_id: add.productId, adds: 1 })
    .onConflict((conflict) =>
      conflict.columns(['day', 'product_id']).doUpdateSet((eb) => ({ adds: eb('analytics_cart_adds.adds', '+', 1) })),
    )
    .execute();
}

/** One visit more from a shared link, for the day and share source. */
export async function countSharedVisit(db: Kysely<Database>, visit: { day: string; source: string }): Promise<void> {
  await db
    .insertInto('analytics_shared_visits')
    .values({ day: visit.day, source: visit.source, visits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'source'])
        .doUpdateSet((eb) => ({ visits: eb('analytics_shared_visits.visits', '+', 1) })),
    )
    .execute();
}

/** Visits from shared links per share source on the days from `fromDay` on. */
export async function sumSharedVisits(
  db: Kysely<Database>,
  fromDay: string,
): Promise<{ source: string; visits: number }[]> {
  const rows = await db
    .selectFrom('analytics_shared_visits')
    .select((eb) => ['source', eb.fn.sum<number>('visits').as('visits')])
    .where('day', '>=', fromDay)
    .groupBy('source')
    .execute();
  return rows.map((row) => ({ source: row.source, visits: Number(row.visits) }));
}

/** Orders placed since `since` from a shared link's visit, per share source, and those with a sale behind them. */
export async function countSharedOrders(
  db: Kysely<Database>,
  since: string,
): Promise<{ source: string; orders: number; paid: number }[]> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'share_source',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>(eb.case().when('status', 'in', SALE_STATUSES).then(1).else(0).end()).as('paid'),
    ])
    .where('created_at', '>=', since)
    .where('share_source', 'is not', null)
    .groupBy('share_source')
    .execute();
  return rows.map((row) => ({ source: String(row.share_source), orders: Number(row.orders), paid: Number(row.paid) }));
}

/** Page views per page type on the days from `fromDay` (YYYY-MM-DD) on. */
export async function sumPageViewsByType(
  db: Kysely<Database>,
  fromDay: string,
): Promise<{ pageType: string; views: number }[]> {
  const rows = await db
    .selectFrom('analytics_page_views')
    .select((eb) => ['page_type', eb.fn.sum<number>('views').as('views')])
    .where('day', '>=', fromDay)
    .groupBy('page_type')
    .execute();
  return rows.map((row) => ({ pageType: row.page_type, views: Number(row.views) }));
}

/** The products whose pages were viewed most from `fromDay` on, with their names (products since removed are left out). */
export async function listTopViewedProducts(
  db: Kysely<Database>,
  fromDay: string,
  limit: number,
): Promise<{ productId: number; productName: string; views: number }[]> {
  const rows = await db
    .selectFrom('analytics_page_views')
    .innerJoin('products', 'products.id', 'analytics_page_views.product_id')
    .select((eb) => ['products.id', 'products.name', eb.fn.sum<number>('analytics_page_views.views').as('views')])
    .where('analytics_page_views.day', '>=', fromDay)
    .groupBy(['products.id', 'products.name'])
    .orderBy('views', 'desc')
    .orderBy('products.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ productId: Number(row.id), productName: row.name, views: Number(row.views) }));
}

/** Add-to-cart actions from `fromDay` on. */
export async function sumCartAdds(db: Kysely<Database>, fromDay: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_cart_adds')
    .select((eb) => eb.fn.sum<number>('adds').as('adds'))
    .where('day', '>=', fromDay)
    .executeTakeFirst();
  return Number(row?.adds ?? 0);
}

/** The Web Vitals histograms from `fromDay` on, summed over the days: one row per page type, metric and bucket. */
export async function listVitalHistograms(
  db: Kysely<Database>,
  fromDay: string,
): Promise<{ pageType: string; metric: string; bucket: number; samples: number }[]> {
  const rows = await db
    .selectFrom('analytics_vitals')
    .select((eb) => ['page_type', 'metric', 'bucket', eb.fn.sum<number>('samples').as('samples')])
    .where('day', '>=', fromDay)
    .groupBy(['page_type', 'metric', 'bucket'])
    .execute();
  return rows.map((row) => ({
    pageType: row.page_type,
    metric: row.metric,
    bucket: Number(row.bucket),
    samples: Number(row.samples),
  }));
}
