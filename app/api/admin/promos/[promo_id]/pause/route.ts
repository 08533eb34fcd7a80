import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { pausePromo } from '@/lib/server/services/cart/admin-promos';

export const POST = createRouteHandler(adminEndpoints.pausePromo, pausePromo);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
