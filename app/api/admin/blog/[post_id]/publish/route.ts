import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { publishBlogPost } from '@/lib/server/services/catalogue/admin-blog';

export const POST = createRouteHandler(adminEndpoints.publishBlogPost, publishBlogPost);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
