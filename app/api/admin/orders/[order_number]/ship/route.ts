import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { shipOrder } from '@/lib/server/services/fulfilment/fulfilment';

export const POST = createRouteHandler(adminEndpoints.shipOrder, shipOrder);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
