/**
 * The widths a product picture is stored in reach the storefront (issue 31, item 3; docs/decisions/052): a picture
 * uploaded in the back office is kept in WebP up to its own width (capped at 2048 px), and the product detail names
 * every stored width of each picture (picture_variants) beside the unchanged main_image to fifth_media, so the
 * zoom view can show the widest. Real pictures made by sharp, real storage on disk, on SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { productDetailResponse } from '@/lib/contract';
import { uploadPictureResponse } from '@/lib/contract/admin';
import { resetConfigForTests } from '@/lib/server/config';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as uploadPictureRoute } from './admin/pictures/route';
import { POST as createProduct } from './admin/products/route';
import { GET as getProductDetail } from './get-product-detail/route';
import { GET as getMedia } from '../media/[...key]/route';

jest.setTimeout(120_000);
const database = withTestDatabase({ seed: 'catalogue' });

const savedDir = process.env.PICTURES_DIR;
let picturesDir: string;
let staff: TestStaff;
let subcategory: { category_id: number; id: number };
beforeAll(async () => {
  picturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-picture-widths-'));
  process.env.PICTURES_DIR = picturesDir;
  resetConfigForTests();
  staff = await createTestStaff(database().db, 'staff');
  subcategory = await database()
    .db.selectFrom('category_subcategories')
    .select(['category_id', 'subcategory_id as id'])
    .orderBy('category_id')
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
});
afterAll(() => {
  if (savedDir === undefined) delete process.env.PICTURES_DIR;
  else process.env.PICTURES_DIR = savedDir;
  resetConfigForTests();
  fs.rmSync(picturesDir, { recursive: true, force: true });
});

async function photo(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(body: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(body)], 'photo.jpg', { type: 'image/jpeg' }));
  const answer = await callRoute(uploadPictureRoute, '/api/admin/pictures/', {
    method: 'POST',
    headers: staff.headers,
    body: form,
  });
  expect(answer.status).toBe(201);
  return uploadPictureResponse.parse(answer.body);
}

/** GET /media/... through the route: the served picture's width. */
async function servedWidth(url: string): Promise<number | undefined> {
  const segments = url.replace(/^\/media\//, '').split('/');
  const response = await getMedia(new Request(new URL(url, 'http://localhost:3000')), {
    params: Promise.resolve({ key: segments }),
  });
  expect(response.status).toBe(200);
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

const sizesOf = (variants: { width: number; height: number }[]) => variants.map(({ width, height }) => [width, height]);

describe('the widths of a product picture', () => {
  it('keeps an upload up to its own width, capped at 2048, and the product detail names the widest', async () => {
    const wide = (await upload(await photo(3000, 2000, '#23395d'))).picture;
    const full = (await upload(await photo(1600, 1200, '#a23b2a'))).picture;
    const between = (await upload(await photo(1800, 1200, '#2f6b3a'))).picture;
    expect(sizesOf(wide.variants)).toEqual([
      [480, 320],
      [960, 640],
      [1600, 1067],
      [2048, 1365],
    ]);
    expect(sizesOf(full.variants)).toEqual([
      [480, 360],
      [960, 720],
      [1600, 1200],
    ]);
    // Between 1600 and the cap: its own width is the widest.
    expect(sizesOf(between.variants)).toEqual([
      [480, 320],
      [960, 640],
      [1600, 1067],
      [1800, 1200],
    ]);
    // The page variant stays the picture's url.
    expect(wide.url).toMatch(/\/w960\.webp$/);

    const demoPicture = '/media/products/10101-2.webp';
    const answer = await callRoute(
      createProduct,
      '/api/admin/products/',
      postJson(
        {
          name: 'Indigo Dabu Wall Hanging',
          category_id: subcategory.category_id,
          sub_category_id: subcategory.id,
          description: 'Mud-resist printed and dyed in indigo.',
          offer_price: 30,
          mrp: 40,
          active: true,
          best_seller: false,
          new_arrival: false,
          sizes: [{ size: 'S', quantity: 2 }],
          pictures: [
            { url: wide.url, alt: 'The hanging, whole' },
            { url: demoPicture, alt: 'The hanging on a wall' },
            { url: full.url, alt: 'The print, close up' },
          ],
        },
        staff.headers,
      ),
    );
    expect(answer).toMatchObject({ status: 201 });
    const id = (answer.body as { product: { id: number } }).product.id;

    const detail = await callRoute(getProductDetail, `/api/get-product-detail/?product_pk=${id}`);
    expect(detail.status).toBe(200);
    const { data } = productDetailResponse.parse(detail.body);
    // The spec's fields as they were: the page variant's URL, the demo picture's path, blanks.
    expect([data.main_image, data.second_media, data.third_media, data.fourth_media, data.fifth_media]).toEqual([
      wide.url,
      demoPicture,
      full.url,
      '',
      '',
    ]);
    // Beside them, in their order: every stored width, narrowest first; none for the demo picture or a blank.
    expect(data.picture_variants).toEqual([wide.variants, [], full.variants, [], []]);
    const widest = data.picture_variants?.[0]?.at(-1);
    expect(widest).toEqual({ url: expect.stringMatching(/\/w2048\.webp$/), width: 2048, height: 1365 });
    expect(await servedWidth(widest?.url ?? '')).toBe(2048);
    expect(data.picture_variants?.[2]?.at(-1)?.width).toBe(1600);
  });

  it('gives a picture recorded before the 2048 width no file its record does not name when it is uploaded again', async () => {
    const body = await photo(2400, 1600, '#7a4e9c');
    const first = (await upload(body)).picture;
    const key = first.url.replace(/^\/media\//, '').replace(/\/w960\.webp$/, '');
    // As the pipeline recorded it before decision 052: up to 1600, no 2048 file.
    await database()
      .db.updateTable('pictures')
      .set({ variants: '480x320,960x640,1600x1067' })
      .where('key', '=', key)
      .execute();
    const widestFile = path.join(picturesDir, key, 'w2048.webp');
    expect(fs.existsSync(widestFile)).toBe(true);
    fs.rmSync(widestFile);

    const again = await upload(body);
    expect(again.created).toBe(false);
    expect(sizesOf(again.picture.variants)).toEqual([
      [480, 320],
      [960, 640],
      [1600, 1067],
    ]);
    expect(fs.existsSync(widestFile)).toBe(false);
  });
});
