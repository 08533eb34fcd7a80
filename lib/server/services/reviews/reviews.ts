import 'server-only';
import { ApiError, invalidFieldError, type EndpointOutput, type EndpointParsedInput } from '../../../contract';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '../../../contract/reviews';
import { writtenText } from '../../../sanitize-html';
import { getDatabase, type Executor } from '../../db/connection';
import type { RequestContext, ShopperRequestContext } from '../request-context';
import * as orders from '../orders/repositories/orders';
import * as reviews from './repositories/reviews';
import { attachPhotosToReview, photosOfReviews } from './review-photos';

export const REVIEW_ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const REVIEW_NOT_DELIVERED_MESSAGE = 'Products can be reviewed once the order has been delivered.';
export const REVIEW_PRODUCT_NOT_IN_ORDER_MESSAGE = 'is not a product of this order';
export const REVIEW_ALREADY_WRITTEN_MESSAGE = 'You have already reviewed this product from this order.';
export const REVIEW_RECEIVED_MESSAGE = 'Thank you! Your review will appear once our team has checked it.';
export const REVIEW_BODY_EMPTY_MESSAGE = 'is required (text, without markup)';

type OwnReview = EndpointOutput<'createReview'>['review'];

function ownReviewOf(row: reviews.ReviewRow, photos: OwnReview['photos']): OwnReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    created_at: row.created_at,
    photos,
  };
}

/** The shopper's own reviews' photos, their alt texts with the name the product page will show. */
function ownPhotosOf(db: Executor, rows: reviews.ReviewRow[], context: ShopperRequestContext) {
  const author = authorOf(context.user.first_name, context.user.last_name);
  return photosOfReviews(
    db,
    rows.map((row) => ({ id: row.id, author })),
  );
}

/** One of the signed-in customer's own orders; anyone else's answers the same 404 as a number that does not exist. */
async function findOwnOrder(
  db: Executor,
  orderNumber: string,
  context: ShopperRequestContext,
): Promise<orders.OrderRow> {
  const order = await orders.findOrderByPublicId(db, orderNumber);
  if (!order || order.user_id !== context.user.id)
    throw new ApiError('not_found', REVIEW_ORDER_NOT_FOUND_MESSAGE, { field: 'order_id' });
  return order;
}

const isDelivered = (order: orders.OrderRow): boolean => order.fulfilment_status === 'delivered';

/** GET /api/order-reviews/?order_id= : each product of one own order, with the shopper's review and whether one may be written. */
export async function getOrderReviews(
  input: EndpointParsedInput<'getOrderReviews'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'getOrderReviews'>> {
  const { db } = await getDatabase();
  const order = await findOwnOrder(db, input.order_id, context);
  const [lines, written] = await Promise.all([
    orders.listOrderLinesOfOrders(db, [order.id]),
    reviews.listReviewsOfOrder(db, order.id),
  ]);
  const byProduct = new Map(written.map((row) => [row.product_id, row]));
  const photos = await ownPhotosOf(db, written, context);
  const seen = new Set<number>();
  const data = lines.flatMap((line) => {
    if (seen.has(line.product_id)) return [];
    seen.add(line.product_id);
    const review = byProduct.get(line.product_id);
    return [
      {
        product_id: line.product_id,
        product_name: line.product_name,
        image: line.image,
        review: review ? ownReviewOf(review, photos.get(review.id) ?? []) : null,
        can_review: isDelivered(order) && !review,
      },
    ];
  });
  return { order_id: order.public_id, delivered: isDelivered(order), data };
}

/**
 * POST /api/create-review/ : a review of one product of one own delivered order, once; it waits for staff
 * (pending). Title and text are kept as plain text (tags stripped). Two at once: the unique (order, product)
 * index refuses the second, answered as the same 409.
 */
export async function createReview(
  input: EndpointParsedInput<'createReview'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'createReview'>> {
  const body = writtenText(input.body);
  if (body === '') throw invalidFieldError('body', REVIEW_BODY_EMPTY_MESSAGE);
  const title = writtenText(input.title ?? '');
  const { db } = await getDatabase();
  const order = await findOwnOrder(db, input.order_id, context);
  const lines = await orders.listOrderLines(db, order.id);
  if (!lines.some((line) => line.product_id === input.product_id))
    throw invalidFieldError('product_id', REVIEW_PRODUCT_NOT_IN_ORDER_MESSAGE);
  if (!isDelivered(order)) throw new ApiError('conflict', REVIEW_NOT_DELIVERED_MESSAGE, { field: 'order_id' });
  const alreadyWritten = () => new ApiError('conflict', REVIEW_ALREADY_WRITTEN_MESSAGE, { field: 'product_id' });
  if (await reviews.findReviewOfOrderLine(db, order.id, input.product_id)) throw alreadyWritten();
  const now = new Date().toISOString();
  let row: reviews.ReviewRow;
  try {
    row = await db.transaction().execute(async (trx) => {
      const inserted = await reviews.insertReview(trx, {
        product_id: input.product_id,
        order_id: order.id,
        user_id: context.user.id,
        rating: input.rating,
        title,
        body,
        status: 'pending',
        staff_reply: null,
        replied_at: null,
        replied_by: null,
        created_at: now,
        updated_at: now,
      });
      // The photos go with the review or not at all: a photo that is not the shopper's refuses the whole review.
      await attachPhotosToReview(trx, inserted.id, context.user.id, input.photos ?? []);
      return inserted;
    });
  } catch (error) {
    if (await reviews.findReviewOfOrderLine(db, order.id, input.product_id)) throw alreadyWritten();
    throw error;
  }
  const photos = await ownPhotosOf(db, [row], context);
  return { message: REVIEW_RECEIVED_MESSAGE, review: ownReviewOf(row, photos.get(row.id) ?? []) };
}

/** "Nisha R.": a reviewer's first name and the initial of the last, never more. */
export function authorOf(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** GET /api/product-reviews/?product_id=&page= : a product's published reviews, newest first, and their summary. */
export async function getProductReviews(
  input: EndpointParsedInput<'getProductReviews'>,
  _context: RequestContext,
): Promise<EndpointOutput<'getProductReviews'>> {
  const { db } = await getDatabase();
  const page = input.page ?? 1;
  const summary = await reviews.publishedSummaryOf(db, input.product_id);
  const rows =
    summary.count === 0
      ? []
      : await reviews.listPublishedReviews(
          db,
          input.product_id,
          PRODUCT_REVIEWS_PAGE_SIZE,
          (page - 1) * PRODUCT_REVIEWS_PAGE_SIZE,
        );
  const photos = await photosOfReviews(
    db,
    rows.map((row) => ({ id: row.id, author: authorOf(row.first_name, row.last_name) })),
  );
  return {
    summary: {
      average: summary.count === 0 ? null : Math.round((summary.sum / summary.count) * 10) / 10,
      count: summary.count,
      stars: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: summary.stars.get(rating) ?? 0 })),
    },
    data: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      title: row.title,
      body: row.body,
      author: authorOf(row.first_name, row.last_name),
      created_at: row.created_at,
      staff_reply: row.staff_reply,
      replied_at: row.replied_at,
      photos: photos.get(row.id) ?? [],
    })),
    page,
    total_pages: Math.ceil(summary.count / PRODUCT_REVIEWS_PAGE_SIZE),
  };
}
