import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { listRestock } from '@/lib/server/services/catalogue/admin-stock';

export const GET = createRouteHandler(adminEndpoints.listRestock, listRestock);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
