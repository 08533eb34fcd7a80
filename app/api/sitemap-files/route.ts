import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getSitemapFiles } from '@/lib/server/services/catalogue/sitemap';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getSitemapFiles, getSitemapFiles);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
