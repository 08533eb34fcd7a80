import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { addSubcategory } from '@/lib/server/services/catalogue/admin-categories';

export const POST = createRouteHandler(adminEndpoints.addSubcategory, addSubcategory);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
