import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { confirmOrder } from '@/lib/server/services/fulfilment/fulfilment';

export const POST = createRouteHandler(adminEndpoints.confirmOrder, confirmOrder);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
