import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getAdminProduct, updateProduct } from '@/lib/server/services/catalogue/admin-products';

export const GET = createRouteHandler(adminEndpoints.getAdminProduct, getAdminProduct);
export const POST = createRouteHandler(adminEndpoints.updateProduct, updateProduct);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
