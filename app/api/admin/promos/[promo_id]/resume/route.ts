import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { resumePromo } from '@/lib/server/services/cart/admin-promos';

export const POST = createRouteHandler(adminEndpoints.resumePromo, resumePromo);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
