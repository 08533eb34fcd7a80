import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { importProducts } from '@/lib/server/services/catalogue/product-import';

export const POST = createRouteHandler(adminEndpoints.importProducts, importProducts);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
