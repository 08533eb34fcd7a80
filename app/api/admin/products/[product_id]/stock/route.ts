import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { adjustStock, getProductStock } from '@/lib/server/services/catalogue/admin-stock';

export const GET = createRouteHandler(adminEndpoints.getProductStock, getProductStock);
export const POST = createRouteHandler(adminEndpoints.adjustStock, adjustStock);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
