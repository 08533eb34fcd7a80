import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getSitemapProducts } from '@/lib/server/services/catalogue/sitemap';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getSitemapProducts, getSitemapProducts);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
