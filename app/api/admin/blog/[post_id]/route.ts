import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getBlogPost, updateBlogPost } from '@/lib/server/services/catalogue/admin-blog';

export const GET = createRouteHandler(adminEndpoints.getBlogPost, getBlogPost);
export const POST = createRouteHandler(adminEndpoints.updateBlogPost, updateBlogPost);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
