import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { listAdminCategories } from '@/lib/server/services/catalogue/admin-categories';

export const GET = createRouteHandler(adminEndpoints.listAdminCategories, listAdminCategories);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
