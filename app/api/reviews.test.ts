/**
 * Reviews from verified buyers (issue 29, item 9) through the route handlers, on a real database: a shopper
 * reviews each product of a delivered order once (pending), never another's order, never before delivery,
 * 400 naming the field, tags stripped; staff publish, hide, reply and pick; each publish and hide recomputes
 * the product's rating and count in its transaction; every change audited with before and after.
 */
import { apiErrorBody } from '@/lib/contract';
import { listReviewsResponse, reviewChangeResponse } from '@/lib/contract/admin';
import { createReviewResponse, orderReviewsResponse, productReviewsResponse } from '@/lib/contract/reviews';
import {
  REVIEW_ALREADY_PUBLISHED_MESSAGE,
  REVIEW_FEATURE_NEEDS_PUBLISHED_MESSAGE,
  REVIEW_HIDDEN_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_PUBLISHED_MESSAGE,
  REVIEW_REPLY_SAVED_MESSAGE,
} from '@/lib/server/services/reviews/admin-reviews';
import {
  REVIEW_ALREADY_WRITTEN_MESSAGE,
  REVIEW_NOT_DELIVERED_MESSAGE,
  REVIEW_ORDER_NOT_FOUND_MESSAGE,
  REVIEW_PRODUCT_NOT_IN_ORDER_MESSAGE,
  REVIEW_RECEIVED_MESSAGE,
} from '@/lib/server/services/reviews/reviews';
import type { FulfilmentStatus } from '@/lib/server/db/schema';
import { insertOrderInState } from '@/lib/testing/orders';
import { createTestCustomer, type TestCustomer } from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getOrderReviews } from './order-reviews/route';
import { POST as createReview } from './create-review/route';
import { GET as getProductReviews } from './product-reviews/route';
import { GET as listReviews } from './admin/reviews/route';
import { POST as publishReview } from './admin/reviews/[review_id]/publish/route';
import { POST as hideReview } from './admin/reviews/[review_id]/hide/route';
import { POST as replyToReview } from './admin/reviews/[review_id]/reply/route';
import { POST as featureReview } from './admin/reviews/[review_id]/feature/route';

jest.setTimeout(60_000);
// Reviews counted from none: the demo catalogue without its customers' delivered orders and reviews.
const database = withTestDatabase({ seed: 'catalogue' });

let staff: TestStaff;
let shopper: TestCustomer;
let stranger: TestCustomer;
let products: { id: number; name: string }[];
beforeAll(async () => {
  const { db } = database();
  staff = await createTestStaff(db, 'staff');
  shopper = await createTestCustomer(db);
  stranger = await createTestCustomer(db);
  products = await db.selectFrom('products').select(['id', 'name']).orderBy('id').limit(4).execute();
});

/** A paid order of the customer's with one line per product (two sizes of the first), in the fulfilment state asked. */
async function placeOrder(
  customer: TestCustomer,
  productIds: number[],
  fulfilment: FulfilmentStatus = 'delivered',
): Promise<string> {
  const bought = productIds.map((id) => ({ id, name: products.find((product) => product.id === id)?.name ?? 'Kurta' }));
  const order = await insertOrderInState(database().db, customer.id, bought, {
    fulfilment,
    twoSizes: productIds.slice(0, 1),
  });
  return order.publicId;
}

function write(customer: TestCustomer, body: Record<string, unknown>) {
  return callRoute(createReview, '/api/create-review/', postJson(body, customer.auth));
}

function staffCall(handler: (request: Request) => Promise<Response>, path: string, body: Record<string, unknown> = {}) {
  return callRoute(handler, path, postJson(body, staff.headers));
}

async function productNumbers(id: number) {
  const row = await database()
    .db.selectFrom('products')
    .select(['rating', 'review_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { rating: Number(row.rating), review_count: Number(row.review_count) };
}

async function auditOf(id: number) {
  return database()
    .db.selectFrom('audit_log')
    .select(['action', 'staff_id', 'before_json', 'after_json'])
    .where('entity_type', '=', 'review')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

describe('a shopper reviewing an order', () => {
  it('lists each product of a delivered order once, reviewable until reviewed', async () => {
    const [first, second] = products;
    const orderId = await placeOrder(shopper, [first!.id, second!.id]);
    const listed = await callRoute(getOrderReviews, `/api/order-reviews/?order_id=${orderId}`, {
      headers: shopper.auth,
    });
    expect(listed.status).toBe(200);
    const answer = orderReviewsResponse.parse(listed.body);
    expect(answer.delivered).toBe(true);
    expect(answer.data.map((line) => [line.product_id, line.can_review, line.review])).toEqual([
      [first!.id, true, null],
      [second!.id, true, null],
    ]);

    const created = await write(shopper, {
      order_id: orderId,
      product_id: first!.id,
      rating: '4',
      title: ' Lovely <b>cotton</b> ',
      body: 'Soft and <script>alert(1)</script>true to size. <img src=x onerror=alert(1)>Would buy again.',
    });
    expect(created.status).toBe(201);
    const { message, review } = createReviewResponse.parse(created.body);
    expect(message).toBe(REVIEW_RECEIVED_MESSAGE);
    expect(review).toMatchObject({
      rating: 4,
      title: 'Lovely cotton',
      body: 'Soft and true to size. Would buy again.',
      status: 'pending',
    });

    const again = orderReviewsResponse.parse(
      (await callRoute(getOrderReviews, `/api/order-reviews/?order_id=${orderId}`, { headers: shopper.auth })).body,
    );
    expect(again.data.map((line) => [line.can_review, line.review?.id ?? null])).toEqual([
      [false, review.id],
      [true, null],
    ]);

    // Once only: a second review of the same product from the same order is refused.
    const twice = await write(shopper, { order_id: orderId, product_id: first!.id, rating: 5, body: 'Again!' });
    expect(twice.status).toBe(409);
    expect(apiErrorBody.parse(twice.body).message).toBe(REVIEW_ALREADY_WRITTEN_MESSAGE);
    // A pending review changes nothing the storefront shows.
    expect(await productNumbers(first!.id)).toEqual({ rating: 0, review_count: 0 });
  });

  it('keeps one review when the same product is reviewed twice at once: the other answers 409', async () => {
    const orderId = await placeOrder(shopper, [products[2]!.id]);
    const body = { order_id: orderId, product_id: products[2]!.id, rating: 5, body: 'Twice at once' };
    const answers = await Promise.all([write(shopper, body), write(shopper, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await database()
      .db.selectFrom('reviews')
      .innerJoin('orders', 'orders.id', 'reviews.order_id')
      .select('reviews.id')
      .where('orders.public_id', '=', orderId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an order not yet delivered (409) and lists nothing to review on it', async () => {
    const orderId = await placeOrder(shopper, [products[2]!.id], 'shipped');
    const listed = orderReviewsResponse.parse(
      (await callRoute(getOrderReviews, `/api/order-reviews/?order_id=${orderId}`, { headers: shopper.auth })).body,
    );
    expect(listed.delivered).toBe(false);
    expect(listed.data.every((line) => !line.can_review)).toBe(true);
    const refused = await write(shopper, { order_id: orderId, product_id: products[2]!.id, rating: 5, body: 'Great' });
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body).message).toBe(REVIEW_NOT_DELIVERED_MESSAGE);
  });

  it("answers 404 for another's order, as for one that does not exist, and 401 without a token", async () => {
    const orderId = await placeOrder(shopper, [products[3]!.id]);
    const listed = await callRoute(getOrderReviews, `/api/order-reviews/?order_id=${orderId}`, {
      headers: stranger.auth,
    });
    expect(listed.status).toBe(404);
    const written = await write(stranger, { order_id: orderId, product_id: products[3]!.id, rating: 1, body: 'Bad' });
    expect(written.status).toBe(404);
    expect(apiErrorBody.parse(written.body).message).toBe(REVIEW_ORDER_NOT_FOUND_MESSAGE);
    const unknown = await write(shopper, { order_id: 'JH-000000-NOPE0000', product_id: 1, rating: 1, body: 'x' });
    expect(unknown.status).toBe(404);
    const anonymous = await callRoute(
      createReview,
      '/api/create-review/',
      postJson({ order_id: orderId, product_id: products[3]!.id, rating: 5, body: 'Hi' }),
    );
    expect(anonymous.status).toBe(401);
    const count = await database()
      .db.selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', stranger.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it.each([
    [{ rating: 0, body: 'Fine' }, 'rating'],
    [{ rating: 6, body: 'Fine' }, 'rating'],
    [{ rating: 'five', body: 'Fine' }, 'rating'],
    [{ rating: 3.5, body: 'Fine' }, 'rating'],
    [{ rating: 4 }, 'body'],
    [{ rating: 4, body: '   ' }, 'body'],
    [{ rating: 4, body: '<p><br></p>' }, 'body'],
    [{ rating: 4, body: 'x'.repeat(4001) }, 'body'],
    [{ rating: 4, body: 'Fine', title: 't'.repeat(121) }, 'title'],
    [{ rating: 4, body: 'Fine', product_id: 'abc' }, 'product_id'],
    [{ rating: 4, body: 'Fine', order_id: '' }, 'order_id'],
  ])('answers 400 naming the field (case %#)', async (fields, field) => {
    const orderId = await placeOrder(shopper, [products[1]!.id]);
    const answer = await write(shopper, { order_id: orderId, product_id: products[1]!.id, ...fields });
    expect(answer.status).toBe(400);
    const error = apiErrorBody.parse(answer.body);
    expect(error.field ?? error.errors?.[0]?.field).toBe(field);
  });

  it('answers 400 naming product_id for a product not in the order', async () => {
    const orderId = await placeOrder(shopper, [products[1]!.id]);
    const answer = await write(shopper, { order_id: orderId, product_id: products[2]!.id, rating: 4, body: 'Fine' });
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body).message).toContain(REVIEW_PRODUCT_NOT_IN_ORDER_MESSAGE);
  });
});

describe('staff deciding on reviews', () => {
  async function reviewOf(rating: number, productId: number, body = 'Nice fabric') {
    const orderId = await placeOrder(shopper, [productId]);
    const created = await write(shopper, { order_id: orderId, product_id: productId, rating, body });
    expect(created.status).toBe(201);
    return createReviewResponse.parse(created.body).review.id;
  }

  it('lists pending first, newest first, in keyset pages', async () => {
    const productId = products[2]!.id;
    const ids = [await reviewOf(5, productId), await reviewOf(3, productId), await reviewOf(4, productId)];
    await staffCall(publishReview, `/api/admin/reviews/${ids[0]}/publish/`);
    const first = await callRoute(listReviews, '/api/admin/reviews/?page_size=2', { headers: staff.headers });
    expect(first.status).toBe(200);
    const page = listReviewsResponse.parse(first.body);
    expect(page.data.map((review) => review.status)).toEqual(['pending', 'pending']);
    expect(page.data[0]!.id).toBeGreaterThan(page.data[1]!.id);
    expect(page.pending_count).toBeGreaterThanOrEqual(2);
    const seen = [...page.data];
    let cursor = page.next_cursor;
    while (cursor) {
      const next = listReviewsResponse.parse(
        (
          await callRoute(listReviews, `/api/admin/reviews/?page_size=2&cursor=${cursor}`, {
            headers: staff.headers,
          })
        ).body,
      );
      seen.push(...next.data);
      cursor = next.next_cursor;
    }
    const ranks = seen.map((review) => (review.status === 'pending' ? 0 : 1));
    expect(ranks).toEqual([...ranks].sort());
    expect(new Set(seen.map((review) => review.id)).size).toBe(seen.length);
    expect(seen.map((review) => review.id)).toEqual(expect.arrayContaining(ids));
    const bad = await callRoute(listReviews, '/api/admin/reviews/?cursor=zz', { headers: staff.headers });
    expect(bad.status).toBe(400);
    const badStatus = await callRoute(listReviews, '/api/admin/reviews/?status=spam', { headers: staff.headers });
    expect(badStatus.status).toBe(400);
  });

  it('publish and hide recompute the product rating and count from published reviews, audited', async () => {
    const productId = products[3]!.id;
    const five = await reviewOf(5, productId);
    const two = await reviewOf(2, productId);
    expect(await productNumbers(productId)).toEqual({ rating: 0, review_count: 0 });

    const published = await staffCall(publishReview, `/api/admin/reviews/${five}/publish/`);
    expect(published.status).toBe(200);
    const answer = reviewChangeResponse.parse(published.body);
    expect(answer).toMatchObject({ message: REVIEW_PUBLISHED_MESSAGE, changed: true });
    expect(answer.review.allowed_actions).toEqual(['hide', 'reply', 'feature']);
    expect(await productNumbers(productId)).toEqual({ rating: 5, review_count: 1 });

    await staffCall(publishReview, `/api/admin/reviews/${two}/publish/`);
    expect(await productNumbers(productId)).toEqual({ rating: 4, review_count: 2 }); // 3.5 rounds to 4

    const summary = productReviewsResponse.parse(
      (await callRoute(getProductReviews, `/api/product-reviews/?product_id=${productId}`)).body,
    );
    expect(summary.summary).toMatchObject({ average: 3.5, count: 2 });
    expect(summary.data.map((review) => [review.id, review.author])).toEqual([
      [two, 'Asha V.'],
      [five, 'Asha V.'],
    ]);

    const again = reviewChangeResponse.parse(
      (await staffCall(publishReview, `/api/admin/reviews/${five}/publish/`)).body,
    );
    expect(again).toMatchObject({ message: REVIEW_ALREADY_PUBLISHED_MESSAGE, changed: false });

    const hidden = reviewChangeResponse.parse((await staffCall(hideReview, `/api/admin/reviews/${five}/hide/`)).body);
    expect(hidden).toMatchObject({ message: REVIEW_HIDDEN_MESSAGE, changed: true });
    expect(await productNumbers(productId)).toEqual({ rating: 2, review_count: 1 });
    await staffCall(hideReview, `/api/admin/reviews/${two}/hide/`);
    // None published: the product shows none.
    expect(await productNumbers(productId)).toEqual({ rating: 0, review_count: 0 });
    const none = productReviewsResponse.parse(
      (await callRoute(getProductReviews, `/api/product-reviews/?product_id=${productId}`)).body,
    );
    expect(none).toMatchObject({ summary: { average: null, count: 0 }, data: [], total_pages: 0 });

    const audit = await auditOf(five);
    expect(audit.map((row) => row.action)).toEqual(['review.publish', 'review.hide']);
    expect(audit.every((row) => row.staff_id === staff.id)).toBe(true);
    expect(JSON.parse(audit[0]!.before_json ?? 'null')).toEqual({ status: 'pending', featured: false });
    expect(JSON.parse(audit[0]!.after_json ?? 'null')).toMatchObject({
      status: 'published',
      product_id: productId,
      rating: 5,
      review_count: 1,
    });
  });

  it('replies (plain text), picks only published reviews, answers 404 and 400, all audited', async () => {
    const productId = products[0]!.id;
    const id = await reviewOf(4, productId);
    const early = await staffCall(featureReview, `/api/admin/reviews/${id}/feature/`, { featured: true });
    expect(early.status).toBe(409);
    expect(apiErrorBody.parse(early.body).message).toBe(REVIEW_FEATURE_NEEDS_PUBLISHED_MESSAGE);

    const replied = await staffCall(replyToReview, `/api/admin/reviews/${id}/reply/`, {
      reply: 'Thank you, <a href="javascript:alert(1)">Asha</a>!',
    });
    expect(replied.status).toBe(200);
    const answer = reviewChangeResponse.parse(replied.body);
    expect(answer.message).toBe(REVIEW_REPLY_SAVED_MESSAGE);
    expect(answer.review).toMatchObject({ staff_reply: 'Thank you, Asha!', replied_by_name: staff.name });

    await staffCall(publishReview, `/api/admin/reviews/${id}/publish/`);
    const picked = reviewChangeResponse.parse(
      (await staffCall(featureReview, `/api/admin/reviews/${id}/feature/`, { featured: true })).body,
    );
    expect(picked.review).toMatchObject({ featured: true });
    expect(picked.review.allowed_actions).toContain('unfeature');
    // Hiding a picked review drops the pick.
    const hidden = reviewChangeResponse.parse((await staffCall(hideReview, `/api/admin/reviews/${id}/hide/`)).body);
    expect(hidden.review.featured).toBe(false);

    expect((await auditOf(id)).map((row) => row.action)).toEqual([
      'review.reply',
      'review.publish',
      'review.feature',
      'review.hide',
    ]);

    const missing = await staffCall(publishReview, '/api/admin/reviews/999999/publish/');
    expect(missing.status).toBe(404);
    expect(apiErrorBody.parse(missing.body).message).toBe(REVIEW_NOT_FOUND_MESSAGE);
    const badReply = await staffCall(replyToReview, `/api/admin/reviews/${id}/reply/`, { reply: 'x'.repeat(2001) });
    expect(badReply.status).toBe(400);
    expect(apiErrorBody.parse(badReply.body).field).toBe('reply');
    const badFlag = await staffCall(featureReview, `/api/admin/reviews/${id}/feature/`, { featured: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(apiErrorBody.parse(badFlag.body).field).toBe('featured');
  });
});
