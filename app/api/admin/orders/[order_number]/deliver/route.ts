import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { deliverOrder } from '@/lib/server/services/fulfilment/fulfilment';

export const POST = createRouteHandler(adminEndpoints.deliverOrder, deliverOrder);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
