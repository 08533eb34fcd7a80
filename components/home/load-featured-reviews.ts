import 'server-only';
import { getServerApi } from '@/lib/api/server';
import type { FeaturedReviews } from '@/lib/contract/featured-reviews';
import { logError } from '@/lib/server/log';

const NONE: FeaturedReviews = { summary: { average: null, count: 0 }, data: [] };

/** The testimonials and the shop's rating; a failure is logged and reads as no reviews (the sections step aside). */
export async function loadFeaturedReviews(limit?: number): Promise<FeaturedReviews> {
  try {
    return await getServerApi().getFeaturedReviews(limit === undefined ? {} : { limit });
  } catch (error) {
    logError('featured reviews failed to load', error);
    return NONE;
  }
}
