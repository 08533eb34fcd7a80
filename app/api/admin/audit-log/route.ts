import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { listAuditLog } from '@/lib/server/services/staff/audit';

export const GET = createRouteHandler(adminEndpoints.listAuditLog, listAuditLog);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
