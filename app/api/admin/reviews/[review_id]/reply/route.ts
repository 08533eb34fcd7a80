import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { replyToReview } from '@/lib/server/services/reviews/admin-reviews';

export const POST = createRouteHandler(adminEndpoints.replyToReview, replyToReview);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
