import { ordersEndpoints } from '@/lib/contract/orders';
import { verifyPayment } from '@/lib/server/services/payments/payment-verification';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(ordersEndpoints.verifyPayment, verifyPayment);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
