import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getSitemapListings } from '@/lib/server/services/catalogue/sitemap';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getSitemapListings, getSitemapListings);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
