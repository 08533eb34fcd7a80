import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { withdrawProduct } from '@/lib/server/services/catalogue/admin-products';

export const POST = createRouteHandler(adminEndpoints.withdrawProduct, withdrawProduct);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
