import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../../db/schema';

export type AuditLogRow = Selectable<AuditLogTable> & { staff_name: string | null };

export async function insertAuditEntry(db: Kysely<Database>, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditLogFilter {
  staffId?: number;
  entityType?: string;
  entityId?: string;
  /** Only entries older than this id (the next page). */
  beforeId?: number;
  limit: number;
}

/** Newest first, walked by id. */
export async function listAuditEntries(db: Kysely<Database>, filter: AuditLogFilter): Promise<AuditLogRow[]> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .selectAll('audit_log')
    .select('staff.name as staff_name');
  if (filter.staffId !== undefined) query = query.where('audit_log.staff_id', '=', filter.staffId);
  if (filter.entityType !== undefined) query = query.where('audit_log.entity_type', '=', filter.entityType);
  if (filter.entityId !== undefined) query = query.where('audit_log.entity_id', '=', filter.entityId);
  if (filter.beforeId !== undefined) query = query.where('audit_log.id', '<', filter.beforeId);
  return query.orderBy('audit_log.id', 'desc').limit(filter.limit).execute();
}
