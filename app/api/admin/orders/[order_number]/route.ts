import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getAdminOrder } from '@/lib/server/services/orders/admin-orders';

export const GET = createRouteHandler(adminEndpoints.getAdminOrder, getAdminOrder);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
