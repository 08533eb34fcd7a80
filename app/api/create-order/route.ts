import { ordersEndpoints } from '@/lib/contract/orders';
import { createOrder } from '@/lib/server/services/orders';
import { createRouteHandler } from '@/lib/server/http/route';

export const POST = createRouteHandler(ordersEndpoints.createOrder, createOrder);
