import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { unpublishBlogPost } from '@/lib/server/services/catalogue/admin-blog';

export const POST = createRouteHandler(adminEndpoints.unpublishBlogPost, unpublishBlogPost);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
