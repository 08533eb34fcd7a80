import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getPromo, updatePromo } from '@/lib/server/services/cart/admin-promos';

export const GET = createRouteHandler(adminEndpoints.getPromo, getPromo);
export const POST = createRouteHandler(adminEndpoints.updatePromo, updatePromo);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
