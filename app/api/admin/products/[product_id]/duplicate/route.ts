import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { duplicateProduct } from '@/lib/server/services/catalogue/admin-products';

export const POST = createRouteHandler(adminEndpoints.duplicateProduct, duplicateProduct);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
