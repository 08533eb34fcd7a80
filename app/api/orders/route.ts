import { ordersEndpoints } from '@/lib/contract/orders';
import { listOrders } from '@/lib/server/services/orders/order-history';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

// The orders service reads only the session: the query is empty.
export const GET = createRouteHandler(ordersEndpoints.listOrders, listOrders);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
