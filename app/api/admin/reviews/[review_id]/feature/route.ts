import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { featureReview } from '@/lib/server/services/reviews/admin-reviews';

export const POST = createRouteHandler(adminEndpoints.featureReview, featureReview);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
