import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { listAdminOrders } from '@/lib/server/services/orders/admin-orders';

export const GET = createRouteHandler(adminEndpoints.listAdminOrders, listAdminOrders);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
