import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getProductDetail } from '@/lib/server/services/catalogue/catalogue';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getProductDetail, getProductDetail);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
