import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getCategoryRedirect } from '@/lib/server/services/catalogue/category-redirect';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getCategoryRedirect, getCategoryRedirect);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
