import 'server-only';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ContactQueriesTable, Database, EnquiryEventsTable, EnquiryStatus } from '../../../db/schema';

export type EnquiryRow = Selectable<ContactQueriesTable>;
export type EnquiryEventRow = Selectable<EnquiryEventsTable> & { staff_name: string | null };

export async function insertContactQuery(
  db: Kysely<Database>,
  query: Insertable<ContactQueriesTable>,
): Promise<number> {
  const row = await db.insertInto('contact_queries').values(query).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** What the inbox is filtered by: a status, and one of an e-mail, phone numbers or the start of a name. */
export interface EnquiryFilter {
  status?: EnquiryStatus;
  email?: string;
  mobileNumbers?: string[];
  namePrefix?: string;
  /** Keyset: enquiries older than this id. */
  beforeId?: number;
  limit: number;
}

/** Newest first by id (stable pages however the thread moves), on the (status, id) index when filtered. */
export async function listEnquiries(db: Kysely<Database>, filter: EnquiryFilter): Promise<EnquiryRow[]> {
  let query = db.selectFrom('contact_queries').selectAll();
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.email !== undefined) query = query.where((eb) => eb(eb.fn('lower', ['email']), '=', filter.email ?? ''));
  if (filter.mobileNumbers !== undefined && filter.mobileNumbers.length > 0)
    query = query.where('mobile_number', 'in', filter.mobileNumbers);
  if (filter.namePrefix !== undefined) {
    const prefix = filter.namePrefix.toLowerCase();
    query = query.where(sql<string>`substr(lower(name), 1, ${prefix.length})`, '=', prefix);
  }
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

export async function countEnquiriesWithStatus(db: Kysely<Database>, status: EnquiryStatus): Promise<number> {
  const row = await db
    .selectFrom('contact_queries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findEnquiry(db: Kysely<Database>, id: number): Promise<EnquiryRow | undefined> {
  return db.selectFrom('contact_queries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One enquiry's thread, oldest first, with the name of the staff member of each event. */
export async function listEnquiryEvents(db: Kysely<Database>, queryId: number): Promise<EnquiryEventRow[]> {
  return db
    .selectFrom('enquiry_events')
    .leftJoin('staff', 'staff.id', 'enquiry_events.staff_id')
    .selectAll('enquiry_events')
    .select('staff.name as staff_name')
    .where('enquiry_events.query_id', '=', queryId)
    .orderBy('enquiry_events.id', 'asc')
    .execute();
}

export async function insertEnquiryEvent(
  db: Kysely<Database>,
  event: Insertable<EnquiryEventsTable>,
): Promise<Selectable<EnquiryEventsTable>> {
  return db.insertInto('enquiry_events').values(event).returningAll().executeTakeFirstOrThrow();
}

/**
 * Sets the status when it is one of `from` (a conditional update: of two staff pressing at once, one
 * changes it), and moves updated_at; answers whether it changed.
 */
export async function setEnquiryStatus(
  db: Kysely<Database>,
  id: number,
  change: { from: EnquiryStatus[]; to: EnquiryStatus; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('contact_queries')
    .set({ status: change.to, updated_at: change.now })
    .where('id', '=', id)
    .where('status', 'in', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function touchEnquiry(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('contact_queries').set({ updated_at: now }).where('id', '=', id).execute();
}
