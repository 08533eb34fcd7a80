import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getAdminDashboard } from '@/lib/server/services/analytics/admin-reports';

export const GET = createRouteHandler(adminEndpoints.getAdminDashboard, getAdminDashboard);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
