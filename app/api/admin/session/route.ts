import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getAdminSession } from '@/lib/server/services/staff/staff-auth';

export const GET = createRouteHandler(adminEndpoints.getAdminSession, getAdminSession);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
