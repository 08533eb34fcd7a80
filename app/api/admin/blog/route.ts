import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { createBlogPost, listBlogPosts } from '@/lib/server/services/catalogue/admin-blog';

export const GET = createRouteHandler(adminEndpoints.listBlogPosts, listBlogPosts);
export const POST = createRouteHandler(adminEndpoints.createBlogPost, createBlogPost);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
