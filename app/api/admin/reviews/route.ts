import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { listReviews } from '@/lib/server/services/reviews/admin-reviews';

export const GET = createRouteHandler(adminEndpoints.listReviews, listReviews);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
