import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { cancelOrder } from '@/lib/server/services/fulfilment/fulfilment';

export const POST = createRouteHandler(adminEndpoints.cancelOrder, cancelOrder);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
