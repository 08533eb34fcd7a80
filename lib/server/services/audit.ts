import 'server-only';
import type { Executor } from '../db/connection';
import { insertAuditEntry } from '../repositories/audit-log';

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
