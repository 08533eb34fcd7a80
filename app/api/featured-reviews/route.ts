import { featuredReviewsEndpoints } from '@/lib/contract/featured-reviews';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getFeaturedReviews } from '@/lib/server/services/reviews/featured-reviews';

export const GET = createRouteHandler(featuredReviewsEndpoints.getFeaturedReviews, getFeaturedReviews);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
