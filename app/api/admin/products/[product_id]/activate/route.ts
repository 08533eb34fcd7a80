import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { activateProduct } from '@/lib/server/services/catalogue/admin-products';

export const POST = createRouteHandler(adminEndpoints.activateProduct, activateProduct);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
