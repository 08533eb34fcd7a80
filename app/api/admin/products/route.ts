import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { createProduct, listAdminProducts } from '@/lib/server/services/catalogue/admin-products';

export const GET = createRouteHandler(adminEndpoints.listAdminProducts, listAdminProducts);
export const POST = createRouteHandler(adminEndpoints.createProduct, createProduct);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
