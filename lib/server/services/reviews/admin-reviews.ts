import 'server-only';
import type { z } from 'zod';
import { ApiError, invalidFieldError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import type { AdminReview, ReviewActionName } from '../../../contract/admin-reviews';
import { writtenText } from '../../../sanitize-html';
import { expireProductReadsById } from '../../cached-reads';
import { getDatabase, type Executor } from '../../db/connection';
import type { ReviewStatus } from '../../db/schema';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { actorOf } from '../staff/staff-auth';
import * as reviews from './repositories/reviews';
import { photosOfReviews } from './review-photos';
import { authorOf } from './reviews';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';
export const REVIEW_PUBLISHED_MESSAGE = 'Review published: it shows on the product page.';
export const REVIEW_HIDDEN_MESSAGE = 'Review hidden: shoppers no longer see it.';
export const REVIEW_ALREADY_PUBLISHED_MESSAGE = 'This review was already published.';
export const REVIEW_ALREADY_HIDDEN_MESSAGE = 'This review was already hidden.';
export const REVIEW_REPLY_SAVED_MESSAGE = 'Reply saved: it shows under the review.';
export const REVIEW_REPLY_REMOVED_MESSAGE = 'Reply removed.';
export const REVIEW_REPLY_UNCHANGED_MESSAGE = 'The reply was already so.';
export const REVIEW_FEATURED_MESSAGE = 'Review marked as a staff pick.';
export const REVIEW_UNFEATURED_MESSAGE = 'Review no longer a staff pick.';
export const REVIEW_FEATURE_UNCHANGED_MESSAGE = 'The pick was already so.';
export const REVIEW_FEATURE_NEEDS_PUBLISHED_MESSAGE = 'Only a published review can be a staff pick.';

const DEFAULT_PAGE_SIZE = 20;

function actionsOf(row: reviews.ReviewRow): ReviewActionName[] {
  const actions: ReviewActionName[] = [];
  if (row.status !== 'published') actions.push('publish');
  if (row.status !== 'hidden') actions.push('hide');
  actions.push('reply');
  if (row.status === 'published') actions.push(row.featured === 1 ? 'unfeature' : 'feature');
  return actions;
}

/** Each review's photos (staff judge them before publishing), alt texts as the product page will say them. */
function photosOf(db: Executor, rows: reviews.AdminReviewRow[]) {
  return photosOfReviews(
    db,
    rows.map((row) => ({ id: row.id, author: authorOf(row.first_name, row.last_name) })),
  );
}

function reviewOf(row: reviews.AdminReviewRow, photos: Map<number, AdminReview['photos']>): AdminReview {
  return {
    id: row.id,
    product_id: row.product_id,
    product_name: row.product_name,
    order_id: row.order_public_id,
    customer_name: `${row.first_name} ${row.last_name}`.trim(),
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    featured: row.featured === 1,
    staff_reply: row.staff_reply,
    replied_at: row.replied_at,
    replied_by_name: row.replied_by_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
    photos: photos.get(row.id) ?? [],
    allowed_actions: actionsOf(row),
  };
}

async function findOr404(db: Executor, id: number): Promise<reviews.ReviewRow> {
  const row = await reviews.findReviewById(db, id);
  if (!row) throw new ApiError('not_found', REVIEW_NOT_FOUND_MESSAGE, { field: 'review_id' });
  return row;
}

async function answerFor(db: Executor, id: number): Promise<AdminReview> {
  const row = await reviews.findAdminReview(db, id);
  if (!row) throw new ApiError('not_found', REVIEW_NOT_FOUND_MESSAGE, { field: 'review_id' });
  return reviewOf(row, await photosOf(db, [row]));
}

/** The cursor is the last review's rank (0 pending, 1 the others) and id: "1.42". */
function decodeCursor(cursor: string | undefined): { rank: 0 | 1; id: number } | undefined {
  if (cursor === undefined) return undefined;
  const match = /^([01])\.(\d{1,10})$/.exec(cursor);
  if (!match) throw invalidFieldError('cursor', 'is not a cursor from a previous page');
  return { rank: match[1] === '0' ? 0 : 1, id: Number(match[2]) };
}

/** GET /api/admin/reviews/ : pending first, then the others, newest first within each; keyset pages. */
export async function listReviews(
  input: Input<'listReviews'>,
  _context: StaffRequestContext,
): Promise<Output<'listReviews'>> {
  const { db } = await getDatabase();
  const pageSize = input.page_size ?? DEFAULT_PAGE_SIZE;
  const rows = await reviews.listAdminReviews(db, {
    status: input.status,
    after: decodeCursor(input.cursor),
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const photos = await photosOf(db, page);
  return {
    data: page.map((row) => reviewOf(row, photos)),
    next_cursor: rows.length > pageSize && last ? `${reviews.rankOf(last.status)}.${last.id}` : null,
    pending_count: await reviews.countPendingReviews(db),
  };
}

/**
 * Publishes or hides a review; in the same transaction the product's rating and count are recomputed from
 * its published reviews and the change is audited (before and after, with the product's numbers). A hidden
 * review loses its staff pick.
 */
async function switchReview(
  id: number,
  status: Exclude<ReviewStatus, 'pending'>,
  context: StaffRequestContext,
): Promise<Output<'publishReview'>> {
  const { db } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await findOr404(trx, id);
    if (before.status === status) return false;
    const now = new Date().toISOString();
    const featured = status === 'hidden' ? 0 : before.featured;
    await reviews.updateReview(trx, id, { status, featured, updated_at: now });
    const product = await reviews.recomputeProductRating(trx, before.product_id);
    await recordAudit(trx, actorOf(context), {
      action: status === 'published' ? 'review.publish' : 'review.hide',
      entityType: 'review',
      entityId: id,
      before: { status: before.status, featured: before.featured === 1 },
      after: { status, featured: featured === 1, product_id: before.product_id, ...product },
      at: now,
    });
    return true;
  });
  if (changed) await expireProductReadsById([(await findOr404(db, id)).product_id], 'rating');
  const message =
    status === 'published'
      ? changed
        ? REVIEW_PUBLISHED_MESSAGE
        : REVIEW_ALREADY_PUBLISHED_MESSAGE
      : changed
        ? REVIEW_HIDDEN_MESSAGE
        : REVIEW_ALREADY_HIDDEN_MESSAGE;
  return { message, changed, review: await answerFor(db, id) };
}

/** POST /api/admin/reviews/{review_id}/publish/ */
export async function publishReview(
  input: Input<'publishReview'>,
  context: StaffRequestContext,
): Promise<Output<'publishReview'>> {
  return switchReview(input.review_id, 'published', context);
}

/** POST /api/admin/reviews/{review_id}/hide/ */
export async function hideReview(
  input: Input<'hideReview'>,
  context: StaffRequestContext,
): Promise<Output<'hideReview'>> {
  return switchReview(input.review_id, 'hidden', context);
}

/** POST /api/admin/reviews/{review_id}/reply/ : the shop's public answer, plain text; an empty one removes it. */
export async function replyToReview(
  input: Input<'replyToReview'>,
  context: StaffRequestContext,
): Promise<Output<'replyToReview'>> {
  const reply = writtenText(input.reply);
  const { db } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await findOr404(trx, input.review_id);
    const next = reply === '' ? null : reply;
    if (before.staff_reply === next) return false;
    const now = new Date().toISOString();
    await reviews.updateReview(trx, before.id, {
      staff_reply: next,
      replied_at: next === null ? null : now,
      replied_by: next === null ? null : context.staff.id,
      updated_at: now,
    });
    await recordAudit(trx, actorOf(context), {
      action: 'review.reply',
      entityType: 'review',
      entityId: before.id,
      before: { staff_reply: before.staff_reply },
      after: { staff_reply: next },
      at: now,
    });
    return true;
  });
  if (changed) await expireProductReadsById([(await findOr404(db, input.review_id)).product_id], 'reviews');
  const message = !changed
    ? REVIEW_REPLY_UNCHANGED_MESSAGE
    : reply === ''
      ? REVIEW_REPLY_REMOVED_MESSAGE
      : REVIEW_REPLY_SAVED_MESSAGE;
  return { message, changed, review: await answerFor(db, input.review_id) };
}

/**
 * POST /api/admin/reviews/{review_id}/feature/ : marks a published review as a staff pick (stored for the home page's
 * and /customer-reviews' testimonials, which do not read it yet).
 */
export async function featureReview(
  input: Input<'featureReview'>,
  context: StaffRequestContext,
): Promise<Output<'featureReview'>> {
  const { db } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await findOr404(trx, input.review_id);
    if ((before.featured === 1) === input.featured) return false;
    if (input.featured && before.status !== 'published')
      throw new ApiError('conflict', REVIEW_FEATURE_NEEDS_PUBLISHED_MESSAGE, { field: 'featured' });
    const now = new Date().toISOString();
    await reviews.updateReview(trx, before.id, { featured: input.featured ? 1 : 0, updated_at: now });
    await recordAudit(trx, actorOf(context), {
      action: input.featured ? 'review.feature' : 'review.unfeature',
      entityType: 'review',
      entityId: before.id,
      before: { featured: before.featured === 1 },
      after: { featured: input.featured },
      at: now,
    });
    return true;
  });
  if (changed) await expireProductReadsById([(await findOr404(db, input.review_id)).product_id], 'reviews');
  const message = !changed
    ? REVIEW_FEATURE_UNCHANGED_MESSAGE
    : input.featured
      ? REVIEW_FEATURED_MESSAGE
      : REVIEW_UNFEATURED_MESSAGE;
  return { message, changed, review: await answerFor(db, input.review_id) };
}
