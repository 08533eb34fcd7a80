import { ordersEndpoints } from '@/lib/contract/orders';
import { createOrder } from '@/lib/server/services/orders/orders';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(ordersEndpoints.createOrder, createOrder);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
