import { reviewsEndpoints } from '@/lib/contract/reviews';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getProductReviews } from '@/lib/server/services/reviews/reviews';

export const GET = createRouteHandler(reviewsEndpoints.getProductReviews, getProductReviews);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
