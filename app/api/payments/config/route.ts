import { ordersEndpoints } from '@/lib/contract/orders';
import { getPaymentsConfig } from '@/lib/server/services/payments-config';
import { createRouteHandler } from '@/lib/server/http/route';

export const GET = createRouteHandler(ordersEndpoints.getPaymentsConfig, getPaymentsConfig);
