import 'server-only';
import { beforeIdOfCursor } from '../platform/admin-lists';
import type { z } from 'zod';
import type { adminEndpoints } from '../../../contract/admin';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { insertAuditEntry, listAuditEntries } from './repositories/audit-log';
import { requireOwner } from './roles';

/** Who did it: a staff member from a request, or a command run on the server (staff id null). */
export interface AuditActor {
  staffId: number | null;
  requestIp: string;
}

/** The actor of `npm run staff` and other commands: no member, no address. */
export const COMMAND_ACTOR: AuditActor = { staffId: null, requestIp: '' };

/**
 * Writes one audit entry on `trx`, the transaction of the change itself, so
 * the change and its record stand or fall together (docs/decisions/018).
 */
export async function recordAudit(
  trx: Executor,
  actor: AuditActor,
  entry: { action: string; entityType: string; entityId: string | number; before: unknown; after: unknown; at: string },
): Promise<void> {
  await insertAuditEntry(trx, {
    staff_id: actor.staffId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: String(entry.entityId),
    before_json: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    request_ip: actor.requestIp,
    at: entry.at,
  });
}

type AuditEndpoints = typeof adminEndpoints;

function parseJsonOrNull(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** GET /api/admin/audit-log/ (owner): newest first, filtered by member or entity; next_cursor is the last id seen. */
export async function listAuditLog(
  input: z.output<AuditEndpoints['listAuditLog']['input']>,
  context: StaffRequestContext,
): Promise<z.output<AuditEndpoints['listAuditLog']['response']>> {
  requireOwner(context);
  const beforeId = beforeIdOfCursor(input.cursor);
  const pageSize = input.page_size ?? 50;
  const { db } = await getDatabase();
  const rows = await listAuditEntries(db, {
    staffId: input.staff_id,
    entityType: input.entity_type,
    entityId: input.entity_id,
    beforeId,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    data: page.map((row) => ({
      id: row.id,
      at: row.at,
      staff_id: row.staff_id,
      staff_name: row.staff_name,
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      before: parseJsonOrNull(row.before_json),
      after: parseJsonOrNull(row.after_json),
      request_ip: row.request_ip,
    })),
    next_cursor: rows.length > pageSize && last !== undefined ? String(last.id) : null,
  };
}
