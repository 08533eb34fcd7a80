import { reviewsEndpoints } from '@/lib/contract/reviews';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getOrderReviews } from '@/lib/server/services/reviews/reviews';

export const GET = createRouteHandler(reviewsEndpoints.getOrderReviews, getOrderReviews);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
