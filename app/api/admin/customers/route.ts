import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { listAdminCustomers } from '@/lib/server/services/analytics/admin-reports';

export const GET = createRouteHandler(adminEndpoints.listAdminCustomers, listAdminCustomers);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
