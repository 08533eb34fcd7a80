import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getAllBlogs } from '@/lib/server/services/catalogue/blog';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getAllBlogs, getAllBlogs);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
