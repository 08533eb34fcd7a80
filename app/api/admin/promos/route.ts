import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { createPromo, listPromos } from '@/lib/server/services/cart/admin-promos';

export const GET = createRouteHandler(adminEndpoints.listPromos, listPromos);
export const POST = createRouteHandler(adminEndpoints.createPromo, createPromo);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
