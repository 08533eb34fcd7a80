import { ordersEndpoints } from '@/lib/contract/orders';
import { getPaymentsConfig } from '@/lib/server/services/payments/payments-config';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(ordersEndpoints.getPaymentsConfig, getPaymentsConfig);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
