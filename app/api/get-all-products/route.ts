import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getAllProducts } from '@/lib/server/services/catalogue/catalogue';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getAllProducts, getAllProducts);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
