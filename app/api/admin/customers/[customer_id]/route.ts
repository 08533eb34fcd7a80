import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getAdminCustomer } from '@/lib/server/services/analytics/admin-reports';

export const GET = createRouteHandler(adminEndpoints.getAdminCustomer, getAdminCustomer);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
