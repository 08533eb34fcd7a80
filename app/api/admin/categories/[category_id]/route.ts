import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getAdminCategory, updateCategory } from '@/lib/server/services/catalogue/admin-categories';

export const GET = createRouteHandler(adminEndpoints.getAdminCategory, getAdminCategory);
export const POST = createRouteHandler(adminEndpoints.updateCategory, updateCategory);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
