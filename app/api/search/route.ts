import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { searchProducts } from '@/lib/server/services/catalogue/catalogue';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.searchProducts, searchProducts);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
