import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getProductsById } from '@/lib/server/services/catalogue/catalogue';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getProductsById, getProductsById);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
