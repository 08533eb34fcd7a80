/**
 * Shoppers' review photos and the delivery message (issue 29, item 9) through the route handlers, on a real
 * database and real disk storage, with pictures made by sharp here: the upload takes a real picture for the
 * signed-in shopper only and refuses anything else leaving nothing behind; create-review attaches at most 3 of
 * the shopper's own unattached photos in its transaction; the product page's answer lists photos of published
 * reviews only, staff see them before publishing; the housekeeping removes photos never attached after a day,
 * files and rows, and keeps what is used; marking an order delivered owes one thank-you with the review link.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { apiErrorBody } from '@/lib/contract';
import { listReviewsResponse, uploadPictureResponse } from '@/lib/contract/admin';
import {
  createReviewResponse,
  productReviewsResponse,
  REVIEW_PHOTOS_MAX,
  uploadReviewPhotoResponse,
} from '@/lib/contract/reviews';
import { resetConfigForTests } from '@/lib/server/config';
import { getSiteUrl } from '@/lib/server/site-url';
import { MAX_PICTURE_BYTES, PICTURE_FORMAT_MESSAGE } from '@/lib/server/media/picture-processing';
import { pruneExpiredRecords } from '@/lib/server/services/platform/housekeeping';
import { enforceRateLimit } from '@/lib/server/services/platform/rate-limits';
import {
  REVIEW_PHOTO_NOT_YOURS_MESSAGE,
  REVIEW_PHOTO_RATE_LIMIT,
  REVIEW_PHOTO_RATE_LIMIT_MESSAGE,
  REVIEW_PHOTO_UPLOADED_MESSAGE,
} from '@/lib/server/services/reviews/review-photos';
import { ORDER_DELIVERED_TEMPLATE, orderDeliveredKey } from '@/lib/server/services/fulfilment/delivery-notices';
import type { FulfilmentStatus } from '@/lib/server/db/schema';
import { readOutbox, withTemporaryOutbox } from '@/lib/testing/outbox';
import { insertOrderInState } from '@/lib/testing/orders';
import { createTestCustomer, type TestCustomer } from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as uploadReviewPhoto } from './review-photos/route';
import { POST as createReview } from './create-review/route';
import { GET as getProductReviews } from './product-reviews/route';
import { GET as listReviews } from './admin/reviews/route';
import { POST as publishReview } from './admin/reviews/[review_id]/publish/route';
import { POST as hideReview } from './admin/reviews/[review_id]/hide/route';
import { POST as uploadPicture } from './admin/pictures/route';
import { POST as deliverOrder } from './admin/orders/[order_number]/deliver/route';

jest.setTimeout(120_000);
// Reviews counted from none: the demo catalogue without its customers' delivered orders and reviews.
const database = withTestDatabase({ seed: 'catalogue' });
const outbox = withTemporaryOutbox();

const DAY_MS = 86_400_000;

let staff: TestStaff;
let shopper: TestCustomer;
let stranger: TestCustomer;
let products: { id: number; name: string }[];
let picturesDir: string;
const savedPicturesDir = process.env.PICTURES_DIR;
beforeAll(async () => {
  picturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-review-photos-'));
  process.env.PICTURES_DIR = picturesDir;
  delete process.env.S3_BUCKET;
  resetConfigForTests();
  const { db } = database();
  staff = await createTestStaff(db, 'staff');
  shopper = await createTestCustomer(db);
  stranger = await createTestCustomer(db);
  await db
    .updateTable('users')
    .set({ first_name: 'Priya', last_name: 'Sharma' })
    .where('id', '=', shopper.id)
    .execute();
  products = await db.selectFrom('products').select(['id', 'name']).orderBy('id').limit(6).execute();
});
afterAll(() => {
  if (savedPicturesDir === undefined) delete process.env.PICTURES_DIR;
  else process.env.PICTURES_DIR = savedPicturesDir;
  resetConfigForTests();
  fs.rmSync(picturesDir, { recursive: true, force: true });
});

let colourSequence = 0;
/** A real JPEG of its own colour (each call a new picture: pictures are content-addressed). */
async function photo(width = 1200, height = 900): Promise<Buffer> {
  colourSequence += 1;
  const shade = (colourSequence * 37) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r: shade, g: 120, b: 255 - shade } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function uploadInit(body: Buffer, headers: Record<string, string>, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(body)], name, { type }));
  return { method: 'POST', headers, body: form };
}

function upload(customer: TestCustomer | null, body: Buffer, name?: string, type?: string) {
  return callRoute(uploadReviewPhoto, '/api/review-photos/', uploadInit(body, customer?.auth ?? {}, name, type));
}

async function uploadOk(customer: TestCustomer, body?: Buffer) {
  const answer = await upload(customer, body ?? (await photo()));
  expect(answer.status).toBe(201);
  return uploadReviewPhotoResponse.parse(answer.body).photo;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

const fileOf = (url: string) => path.join(picturesDir, url.replace(/^\/media\//, ''));

async function photoRows() {
  return database().db.selectFrom('review_photos').selectAll().orderBy('id').execute();
}

async function pictureCount() {
  const row = await database()
    .db.selectFrom('pictures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A paid order of the customer's, one line per product, in the fulfilment state asked. */
async function placeOrder(
  customer: TestCustomer,
  productIds: number[],
  fulfilment: FulfilmentStatus = 'delivered',
): Promise<string> {
  const bought = productIds.map((id) => ({ id, name: products.find((product) => product.id === id)?.name ?? 'Kurta' }));
  return (await insertOrderInState(database().db, customer.id, bought, { fulfilment })).publicId;
}

function write(customer: TestCustomer, body: Record<string, unknown>) {
  return callRoute(createReview, '/api/create-review/', postJson(body, customer.auth));
}

function staffPost(handler: (request: Request) => Promise<Response>, url: string) {
  return callRoute(handler, url, postJson({}, staff.headers));
}

async function productReviews(productId: number) {
  const answer = await callRoute(getProductReviews, `/api/product-reviews/?product_id=${productId}`);
  expect(answer.status).toBe(200);
  return productReviewsResponse.parse(answer.body);
}

describe('POST /api/review-photos/', () => {
  it('answers 401 without a token, reading nothing and writing nothing', async () => {
    const before = { files: filesUnder(picturesDir).length, rows: (await photoRows()).length };
    const answer = await upload(null, await photo());
    expect(answer.status).toBe(401);
    expect(filesUnder(picturesDir)).toHaveLength(before.files);
    expect(await photoRows()).toHaveLength(before.rows);
  });

  it("takes a real picture through the picture pipeline, recorded as the shopper's and attached to nothing", async () => {
    const answer = await upload(shopper, await photo(2000, 1500));
    expect(answer.status).toBe(201);
    const { message, photo: uploaded } = uploadReviewPhotoResponse.parse(answer.body);
    expect(message).toBe(REVIEW_PHOTO_UPLOADED_MESSAGE);
    expect(uploaded.url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/w960\.webp$/);
    expect(uploaded.thumbnail_url).toMatch(/\/w480\.webp$/);
    expect({ width: uploaded.width, height: uploaded.height }).toEqual({ width: 2000, height: 1500 });
    // The same processing as staff pictures: WebP variants on storage, no metadata kept.
    const stored = await sharp(fs.readFileSync(fileOf(uploaded.url))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 960 });
    expect(stored.exif).toBeUndefined();
    const row = (await photoRows()).find((candidate) => candidate.id === uploaded.id);
    expect(row).toMatchObject({ user_id: shopper.id, review_id: null });
  });

  it('refuses what is not a picture (400 file) and a file over 15 MB (413 file), leaving nothing behind', async () => {
    const before = {
      files: filesUnder(picturesDir).length,
      rows: (await photoRows()).length,
      pictures: await pictureCount(),
    };
    const text = await upload(shopper, Buffer.from('not a picture at all, only words'), 'holiday.jpg', 'image/jpeg');
    expect(text.status).toBe(400);
    expect(apiErrorBody.parse(text.body)).toMatchObject({ field: 'file', message: `file: ${PICTURE_FORMAT_MESSAGE}` });
    const tooLarge = await upload(shopper, Buffer.alloc(MAX_PICTURE_BYTES + 1, 0xff));
    expect(tooLarge.status).toBe(413);
    expect(apiErrorBody.parse(tooLarge.body).field).toBe('file');
    expect(filesUnder(picturesDir)).toHaveLength(before.files);
    expect(await photoRows()).toHaveLength(before.rows);
    expect(await pictureCount()).toBe(before.pictures);
  });

  it('is rate-limited per shopper (429 naming file), not for other shoppers', async () => {
    const { db } = database();
    const busy = await createTestCustomer(db);
    for (let hit = 0; hit < REVIEW_PHOTO_RATE_LIMIT.limit; hit += 1)
      await enforceRateLimit(`review-photo:user:${busy.id}`, REVIEW_PHOTO_RATE_LIMIT, 'filling the window');
    const refused = await upload(busy, await photo());
    expect(refused.status).toBe(429);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({ field: 'file', message: REVIEW_PHOTO_RATE_LIMIT_MESSAGE });
    await uploadOk(stranger);
  });
});

describe('POST /api/create-review/ with photos', () => {
  it('attaches up to 3 of the shopper’s own photos in order; staff see them; the public only once published', async () => {
    const product = products[0]?.id ?? 0;
    const order = await placeOrder(shopper, [product]);
    const first = await uploadOk(shopper);
    const second = await uploadOk(shopper);
    const answer = await write(shopper, {
      order_id: order,
      product_id: product,
      rating: 5,
      body: 'Lovely block print.',
      photos: [second.id, first.id],
    });
    expect(answer.status).toBe(201);
    const { review } = createReviewResponse.parse(answer.body);
    expect(review.photos.map((item) => item.id)).toEqual([second.id, first.id]);
    const rows = (await photoRows()).filter((row) => row.review_id === review.id);
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      [first.id, 1],
      [second.id, 0],
    ]);

    // Pending: staff judge the photos, the public sees neither the review nor its photos.
    const staffList = listReviewsResponse.parse(
      (await callRoute(listReviews, '/api/admin/reviews/?status=pending', { headers: staff.headers })).body,
    );
    expect(staffList.data.find((item) => item.id === review.id)?.photos.map((item) => item.url)).toEqual([
      second.url,
      first.url,
    ]);
    expect((await productReviews(product)).data.find((item) => item.id === review.id)).toBeUndefined();

    expect((await staffPost(publishReview, `/api/admin/reviews/${review.id}/publish/`)).status).toBe(200);
    const published = (await productReviews(product)).data.find((item) => item.id === review.id);
    expect(published?.photos).toEqual([
      { ...second, alt: "Photo 1 of 2 from Priya S.'s review" },
      { ...first, alt: "Photo 2 of 2 from Priya S.'s review" },
    ]);

    expect((await staffPost(hideReview, `/api/admin/reviews/${review.id}/hide/`)).status).toBe(200);
    const afterHide = await productReviews(product);
    expect(afterHide.data.find((item) => item.id === review.id)).toBeUndefined();
    expect(afterHide.data.flatMap((item) => item.photos).map((item) => item.id)).not.toContain(first.id);
  });

  it("refuses another shopper's photo, one already on a review, a 4th photo and a photo twice (400 photos), writing no review", async () => {
    const [productA = 0, productB = 0, productC = 0] = products.slice(1, 4).map((product) => product.id);
    const order = await placeOrder(shopper, [productA, productB, productC]);
    const theirs = await uploadOk(stranger);
    const mine = await Promise.all([uploadOk(shopper), uploadOk(shopper), uploadOk(shopper), uploadOk(shopper)]);
    const attempt = (productId: number, photos: number[]) =>
      write(shopper, { order_id: order, product_id: productId, rating: 4, body: 'Fits well.', photos });
    const expectRefused = async (productId: number, photos: number[], message?: string) => {
      const answer = await attempt(productId, photos);
      expect(answer.status).toBe(400);
      const error = apiErrorBody.parse(answer.body);
      expect(error.field ?? error.errors?.[0]?.field).toBe('photos');
      if (message) expect(error.message).toBe(`photos: ${message}`);
    };

    await expectRefused(productA, [mine[0]?.id ?? 0, theirs.id], REVIEW_PHOTO_NOT_YOURS_MESSAGE);
    await expectRefused(
      productA,
      mine.map((item) => item.id),
    );
    expect(mine).toHaveLength(REVIEW_PHOTOS_MAX + 1);
    await expectRefused(productA, [mine[0]?.id ?? 0, mine[0]?.id ?? 0]);
    await expectRefused(productA, [999_999], REVIEW_PHOTO_NOT_YOURS_MESSAGE);
    // None of these wrote the review, nor attached the shopper's own first photo.
    const { db } = database();
    const written = await db.selectFrom('reviews').select('id').where('product_id', '=', productA).execute();
    expect(written).toHaveLength(0);
    expect((await photoRows()).find((row) => row.id === mine[0]?.id)?.review_id).toBeNull();

    expect((await attempt(productA, [mine[0]?.id ?? 0])).status).toBe(201);
    await expectRefused(productB, [mine[0]?.id ?? 0], REVIEW_PHOTO_NOT_YOURS_MESSAGE);
    const withoutPhotos = await write(shopper, { order_id: order, product_id: productC, rating: 3, body: 'Fine.' });
    expect(withoutPhotos.status).toBe(201);
    expect(createReviewResponse.parse(withoutPhotos.body).review.photos).toEqual([]);
  });
});

describe('housekeeping of review photos', () => {
  it('removes photos never attached after a day, with their files and pictures, and keeps the rest', async () => {
    const { db } = database();
    const product = products[4]?.id ?? 0;
    const order = await placeOrder(shopper, [product]);
    const stale = await uploadOk(shopper);
    const fresh = await uploadOk(shopper);
    const attached = await uploadOk(shopper);
    const sharedPhoto = await photo();
    const claimedByStaff = await uploadOk(shopper, sharedPhoto);
    // Staff upload the same picture: it becomes theirs, so its files stay whatever happens to the shopper's photo.
    const staffUpload = await callRoute(uploadPicture, '/api/admin/pictures/', uploadInit(sharedPhoto, staff.headers));
    const claimed = uploadPictureResponse.parse(staffUpload.body);
    expect(claimed.created).toBe(false);
    const claim = await db
      .selectFrom('audit_log')
      .select(['before_json', 'staff_id'])
      .where('action', '=', 'picture.upload')
      .where('entity_id', '=', String(claimed.picture.id))
      .executeTakeFirstOrThrow();
    expect({ staff_id: claim.staff_id, before: JSON.parse(claim.before_json ?? 'null') }).toEqual({
      staff_id: staff.id,
      before: { staff_id: null },
    });
    expect(
      (await write(shopper, { order_id: order, product_id: product, rating: 5, body: 'Great.', photos: [attached.id] }))
        .status,
    ).toBe(201);

    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString();
    for (const id of [stale.id, attached.id, claimedByStaff.id])
      await db.updateTable('review_photos').set({ created_at: twoDaysAgo }).where('id', '=', id).execute();
    await db.updateTable('pictures').set({ created_at: twoDaysAgo }).execute();
    expect(fs.existsSync(fileOf(stale.url))).toBe(true);

    const removed = await pruneExpiredRecords();
    expect(removed.review_photos).toBeGreaterThanOrEqual(2);
    expect(removed.pictures).toBeGreaterThanOrEqual(1);
    const left = (await photoRows()).map((row) => row.id);
    expect(left).not.toContain(stale.id);
    expect(left).not.toContain(claimedByStaff.id);
    expect(left).toEqual(expect.arrayContaining([fresh.id, attached.id]));
    // The stale photo's picture is gone, files and row; the others' files stand.
    expect(fs.existsSync(fileOf(stale.url))).toBe(false);
    expect(fs.existsSync(fileOf(stale.thumbnail_url))).toBe(false);
    const staleKey = stale.url.replace(/^\/media\//, '').replace(/\/w\d+\.webp$/, '');
    expect(await db.selectFrom('pictures').select('id').where('key', '=', staleKey).executeTakeFirst()).toBeUndefined();
    for (const kept of [fresh, attached, claimedByStaff]) expect(fs.existsSync(fileOf(kept.url))).toBe(true);

    // A second pass finds nothing more to remove.
    expect(await pruneExpiredRecords()).toMatchObject({ review_photos: 0, pictures: 0 });
  });
});

describe('the delivery message', () => {
  it('thanks the shopper once per order, however often "deliver" is pressed, with the link to review', async () => {
    const { db } = database();
    const order = await placeOrder(shopper, [products[5]?.id ?? 0], 'shipped');
    const deliver = () => staffPost(deliverOrder, `/api/admin/orders/${order}/deliver/`);
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);

    const messages = readOutbox(outbox(), order).filter((message) => message.template === ORDER_DELIVERED_TEMPLATE);
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'whatsapp']);
    const link = `${getSiteUrl()}/account/orders/${order}#reviews`;
    expect(link).toMatch(/^https?:\/\//);
    for (const message of messages) expect(message.body).toContain(link);
    const email = messages.find((message) => message.channel === 'email');
    expect(email?.to).toBe(shopper.email);
    expect(email?.body).toContain(`Your order ${order} has been delivered.`);
    const rows = await db
      .selectFrom('notifications')
      .select(['channel', 'sent_at'])
      .where('dedupe_key', '=', orderDeliveredKey(order))
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  });
});
