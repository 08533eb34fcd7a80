import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { publishReview } from '@/lib/server/services/reviews/admin-reviews';

export const POST = createRouteHandler(adminEndpoints.publishReview, publishReview);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
