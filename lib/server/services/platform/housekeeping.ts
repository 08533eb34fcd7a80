import 'server-only';
import { getDatabase } from '../../db/connection';
import { deleteLoginCodesCreatedBefore } from '../accounts/repositories/login-codes';
import { deleteSessionTokensEndedBefore } from '../accounts/repositories/sessions';
import { removeStaleReviewPhotos, UNATTACHED_PHOTO_DAYS } from '../reviews/review-photos';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long rows that only ever grow are kept once they are of no use: a login
 * code is usable for minutes and the sign-in limits count in their own
 * table, so a day is margin; a shopper's session token that expired or was
 * revoked opens nothing, and is kept 30 days for anyone looking into a
 * sign-in. A shopper's review photo never attached to a review is kept a day
 * (the review form is written in minutes), then goes with its picture's files
 * when nothing else uses them. Staff sessions stay (the staff list shows each member's last
 * sign-in from them, and staff are few); rate-limit windows are swept by
 * the limiter itself; orders, payments, webhooks, messages and the audit log
 * are records and are never pruned.
 */
export const RETENTION = {
  loginCodesDays: 1,
  endedSessionTokensDays: 30,
  unattachedReviewPhotosDays: UNATTACHED_PHOTO_DAYS,
} as const;

interface HousekeepingSummary {
  login_codes: number;
  session_tokens: number;
  review_photos: number;
  pictures: number;
}

/** Deletes what RETENTION says is past keeping; safe to run anywhere, any number of times at once. */
export async function pruneExpiredRecords(now: Date = new Date()): Promise<HousekeepingSummary> {
  const { db } = await getDatabase();
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const photos = await removeStaleReviewPhotos(before(RETENTION.unattachedReviewPhotosDays));
  return {
    login_codes: await deleteLoginCodesCreatedBefore(db, before(RETENTION.loginCodesDays)),
    session_tokens: await deleteSessionTokensEndedBefore(db, before(RETENTION.endedSessionTokensDays)),
    review_photos: photos.photos,
    pictures: photos.pictures,
  };
}
