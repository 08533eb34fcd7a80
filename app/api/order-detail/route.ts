import { ordersEndpoints } from '@/lib/contract/orders';
import { getOrderDetail } from '@/lib/server/services/orders/order-detail';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(ordersEndpoints.getOrderDetail, getOrderDetail);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
