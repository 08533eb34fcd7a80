import { reviewsEndpoints } from '@/lib/contract/reviews';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { uploadReviewPhoto } from '@/lib/server/services/reviews/review-photos';

export const POST = createRouteHandler(reviewsEndpoints.uploadReviewPhoto, uploadReviewPhoto);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
