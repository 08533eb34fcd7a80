import { reviewsEndpoints } from '@/lib/contract/reviews';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { createReview } from '@/lib/server/services/reviews/reviews';

export const POST = createRouteHandler(reviewsEndpoints.createReview, createReview);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
