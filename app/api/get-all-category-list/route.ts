import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getCategoryList } from '@/lib/server/services/catalogue/catalogue';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getCategoryList, getCategoryList);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
