/**
 * Pictures from the back office (issue 29, item 2) through the route handlers, on a real database and
 * real storage: pictures made by sharp here, checked by content (a text file named .jpg is refused),
 * cleaned of every metadata (EXIF with GPS, ICC), made into the widths said and the 1200 x 630 preview,
 * stored on disk and in an S3-compatible bucket (s3rver, started by this file on a random port), served
 * by GET /media/... from either with a year of caching; 401 without a staff session; nothing left behind
 * when a request fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { apiErrorBody } from '@/lib/contract';
import { uploadPictureResponse } from '@/lib/contract/admin';
import { resetConfigForTests } from '@/lib/server/config';
import { MEDIA_CACHE_CONTROL } from '@/lib/server/http/media-route';
import {
  MAX_PICTURE_BYTES,
  PICTURE_FORMAT_MESSAGE,
  PICTURE_TOO_MANY_PIXELS_MESSAGE,
} from '@/lib/server/media/picture-processing';
import { PICTURE_ALREADY_UPLOADED_MESSAGE, PICTURE_UPLOADED_MESSAGE } from '@/lib/server/services/media/pictures';
import { STAFF_LOGIN_REQUIRED_MESSAGE } from '@/lib/server/services/staff/staff-auth';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as uploadPicture, GET as getPictures } from './admin/pictures/route';
import { GET as getMedia, HEAD as headMedia } from '../media/[...key]/route';

jest.setTimeout(120_000);
const database = withTestDatabase({ seed: false });

const SETTINGS = ['PICTURES_DIR', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
const savedEnv = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
function useSettings(settings: Record<string, string | undefined>): void {
  for (const name of SETTINGS) {
    const value = settings[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
}

let staff: TestStaff;
let picturesDir: string;
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
  picturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pictures-'));
  useSettings({ PICTURES_DIR: picturesDir });
});
afterAll(() => {
  useSettings(savedEnv);
  fs.rmSync(picturesDir, { recursive: true, force: true });
});

/** A photo as a phone takes it: JPEG, turned by EXIF (orientation 6: the camera was held upright), with GPS and a P3 profile. */
async function phonePhoto(width = 2000, height = 1500, colour = '#b0413e'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: await sharp({ create: { width: 200, height: 100, channels: 3, background: '#1d4e89' } })
          .png()
          .toBuffer(),
        top: 0,
        left: 0,
      },
    ])
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '26/1 55/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '75/1 49/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Whether an EXIF block carries the GPSInfo tag (0x8825) in its first IFD, either byte order. */
function hasGpsTag(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

function uploadInit(body: Buffer, name: string, type: string, headers: Record<string, string> = staff.headers) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(body)], name, { type }));
  return { method: 'POST', headers, body: form };
}

async function upload(body: Buffer, name = 'photo.jpg', type = 'image/jpeg', headers = staff.headers) {
  return callRoute(uploadPicture, '/api/admin/pictures/', uploadInit(body, name, type, headers));
}

/** GET /media/... through the route, answering the bytes. */
async function fetchMedia(url: string, headers: Record<string, string> = {}) {
  const request = new Request(new URL(url, 'http://localhost:3000'), { headers });
  const segments = new URL(request.url).pathname.replace(/^\/media\//, '').split('/');
  const response = await getMedia(request, { params: Promise.resolve({ key: segments }) });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** A small PNG whose header (IHDR, with its CRC) claims another size: a "decompression bomb" in a few bytes. */
function claimingSize(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC over type and data.
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  const length = bomb.readUInt32BE(8);
  bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 16 + length)), 16 + length);
  return bomb;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
}

async function pictureRows() {
  return database().db.selectFrom('pictures').selectAll().orderBy('id').execute();
}

describe('uploading a picture', () => {
  it('answers 401 without a staff session, reading nothing and writing nothing', async () => {
    const before = filesUnder(picturesDir).length;
    for (const headers of [{}, { ...staff.headers, cookie: 'shop_staff=forged' }]) {
      const answer = await upload(await phonePhoto(400, 300), 'photo.jpg', 'image/jpeg', headers);
      expect(answer.status).toBe(401);
      expect(apiErrorBody.parse(answer.body).message).toBe(STAFF_LOGIN_REQUIRED_MESSAGE);
    }
    expect(filesUnder(picturesDir)).toHaveLength(before);
    expect(await pictureRows()).toHaveLength(0);
  });

  it('turns a phone photo upright, strips every metadata and makes the widths and the preview said', async () => {
    const original = await phonePhoto();
    const input = await sharp(original).metadata();
    expect(input).toMatchObject({ orientation: 6, width: 2000, height: 1500 });
    expect(input.exif && hasGpsTag(input.exif)).toBe(true);
    expect(input.icc).toBeDefined();

    const answer = await upload(original);
    expect(answer.status).toBe(201);
    const { message, created, picture } = uploadPictureResponse.parse(answer.body);
    expect({ message, created }).toEqual({ message: PICTURE_UPLOADED_MESSAGE, created: true });
    // Upright: the 2000 x 1500 sensor picture held sideways is 1500 wide and 2000 high.
    expect(picture).toMatchObject({ width: 1500, height: 2000, bytes: original.byteLength });
    expect(picture.variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 640],
      [960, 1280],
      // Its own width, below 1600: the widest variant, never upscaled.
      [1500, 2000],
    ]);
    expect(picture.url).toBe(picture.variants[1]?.url);
    expect(picture.url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/w960\.webp$/);
    expect(picture.srcset).toBe(picture.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '));

    for (const variant of picture.variants) {
      const { response, body } = await fetchMedia(variant.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const output = await sharp(body).metadata();
      expect(output).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      expect(output.exif).toBeUndefined();
      expect(output.icc).toBeUndefined();
      expect(output.xmp).toBeUndefined();
      expect(output.orientation).toBeUndefined();
    }
    const { response, body } = await fetchMedia(picture.preview_url);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const preview = await sharp(body).metadata();
    expect(preview).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(preview.exif).toBeUndefined();
    expect(preview.icc).toBeUndefined();
    // The upright picture: the blue corner of the sensor's top left is now at the top right of the page variant.
    const { body: page } = await fetchMedia(picture.url);
    const { data, info } = await sharp(page).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(info.width - 5, 5)[2]).toBeGreaterThan(100);
    expect(pixel(5, 5)[0]).toBeGreaterThan(120);

    const rows = await pictureRows();
    expect(rows).toEqual([
      expect.objectContaining({
        id: picture.id,
        width: 1500,
        height: 2000,
        bytes: original.byteLength,
        staff_id: staff.id,
      }),
    ]);
    const audit = await database()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'picture')
      .where('entity_id', '=', String(picture.id))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'picture.upload', staff_id: staff.id, before_json: null }),
    ]);
  });

  it('makes 480, 960, 1600 and its own width (up to 2048) of a large picture, and never upscales a small one', async () => {
    const large = uploadPictureResponse.parse((await upload(await phonePhoto(3000, 2000, '#123456'))).body).picture;
    // Orientation 6: 2000 x 3000 upright; 2000 is under the 2048 cap, so it is kept whole.
    expect(large.variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 720],
      [960, 1440],
      [1600, 2400],
      [2000, 3000],
    ]);
    const small = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const answer = await upload(small, 'banner.png', 'image/png');
    const { picture } = uploadPictureResponse.parse(answer.body);
    expect(picture.variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 343],
      [700, 500],
    ]);
    // The page variant is the widest one made up to 960.
    expect(picture.url).toMatch(/\/w700\.webp$/);
    const preview = await sharp((await fetchMedia(picture.preview_url)).body).metadata();
    expect([preview.width, preview.height]).toEqual([1200, 630]);
  });

  it('takes PNG, WebP and AVIF by their content, whatever their name and type header say', async () => {
    const base = () => sharp({ create: { width: 600, height: 400, channels: 3, background: '#884422' } });
    for (const [body, name] of [
      [await base().png().toBuffer(), 'a.bin'],
      [await base().webp().toBuffer(), 'b.jpg'],
      [await base().avif().toBuffer(), 'c'],
    ] as const) {
      const answer = await upload(body, name, 'application/octet-stream');
      expect(answer.status).toBe(201);
    }
  });

  it('refuses what is not a picture of the formats taken, named .jpg with type image/jpeg or not (400 file)', async () => {
    const before = { files: filesUnder(picturesDir).length, rows: (await pictureRows()).length };
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const [body, name, type] of [
      [Buffer.from('This is a text file, not a picture.\n'.repeat(50)), 'holiday.jpg', 'image/jpeg'],
      [gif, 'moving.jpg', 'image/jpeg'],
      [svg, 'logo.png', 'image/png'],
      [(await phonePhoto(400, 300)).subarray(0, 200), 'cut.jpg', 'image/jpeg'],
    ] as const) {
      const answer = await upload(body, name, type);
      expect(answer.status).toBe(400);
      const error = apiErrorBody.parse(answer.body);
      expect(error.field).toBe('file');
      expect(error.message).toBe(`file: ${PICTURE_FORMAT_MESSAGE}`);
    }
    expect(filesUnder(picturesDir)).toHaveLength(before.files);
    expect(await pictureRows()).toHaveLength(before.rows);
  });

  it('refuses a file over 15 MB (413 file) and a picture over the pixel limit (400 file)', async () => {
    const tooLarge = Buffer.alloc(MAX_PICTURE_BYTES + 1, 0xff);
    const answer = await upload(tooLarge, 'huge.jpg', 'image/jpeg');
    expect(answer.status).toBe(413);
    expect(apiErrorBody.parse(answer.body)).toMatchObject({ field: 'file', message: 'file: must be at most 15 MB' });

    // A PNG whose header claims 10,000 x 10,000 pixels (100 megapixels): refused before any pixel is decoded.
    const bomb = claimingSize(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      10_000,
      10_000,
    );
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    const refused = await upload(bomb, 'bomb.png', 'image/png');
    expect(refused.status).toBe(400);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({
      field: 'file',
      message: `file: ${PICTURE_TOO_MANY_PIXELS_MESSAGE}`,
    });
  });

  it('refuses a body that is not multipart, no file, and two files in one request (400, one error shape)', async () => {
    const json = await callRoute(uploadPicture, '/api/admin/pictures/', postJson({ file: 'x' }, staff.headers));
    expect(json.status).toBe(415);
    expect(apiErrorBody.parse(json.body).field).toBe('body');

    const empty = new FormData();
    empty.append('alt', 'no file here');
    const none = await callRoute(uploadPicture, '/api/admin/pictures/', {
      method: 'POST',
      headers: staff.headers,
      body: empty,
    });
    expect(none.status).toBe(400);
    expect(apiErrorBody.parse(none.body).field).toBe('file');

    const two = new FormData();
    const photo = new Uint8Array(await phonePhoto(300, 200));
    two.append('file', new File([photo], 'a.jpg', { type: 'image/jpeg' }));
    two.append('file', new File([photo], 'b.jpg', { type: 'image/jpeg' }));
    const both = await callRoute(uploadPicture, '/api/admin/pictures/', {
      method: 'POST',
      headers: staff.headers,
      body: two,
    });
    expect(both.status).toBe(400);
    expect(apiErrorBody.parse(both.body)).toMatchObject({ field: 'file', message: 'file: send one per request' });

    const get = await callRoute(getPictures, '/api/admin/pictures/');
    expect(get.status).toBe(405);
  });

  it('answers the first record for the same picture uploaded again (content-addressed), writing nothing new', async () => {
    const photo = await phonePhoto(1200, 900, '#445566');
    const first = uploadPictureResponse.parse((await upload(photo)).body);
    const files = filesUnder(picturesDir).length;
    const again = await upload(photo, 'another-name.jpeg');
    expect(again.status).toBe(201);
    const second = uploadPictureResponse.parse(again.body);
    expect(second).toEqual({ message: PICTURE_ALREADY_UPLOADED_MESSAGE, created: false, picture: first.picture });
    expect(filesUnder(picturesDir)).toHaveLength(files);
  });

  it('leaves no file and no row behind when recording the picture fails after its files were written (its audit, here)', async () => {
    const { db } = database();
    const files = filesUnder(picturesDir).length;
    const rows = (await pictureRows()).length;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    try {
      const answer = await upload(await phonePhoto(900, 700, '#ff8800'));
      expect(answer.status).toBe(500);
    } finally {
      await db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
      logged.mockRestore();
    }
    expect(filesUnder(picturesDir)).toHaveLength(files);
    expect(await pictureRows()).toHaveLength(rows);
  });
});

describe('serving pictures', () => {
  let picture: ReturnType<typeof uploadPictureResponse.parse>['picture'];
  beforeAll(async () => {
    picture = uploadPictureResponse.parse((await upload(await phonePhoto(1000, 800, '#0a7d3c'))).body).picture;
  });

  it('answers with its type, an ETag and a year of immutable caching; 304 for the ETag; HEAD without a body', async () => {
    const { response, body } = await fetchMedia(picture.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchMedia(picture.url, { 'if-none-match': etag ?? '' });
    expect(again.response.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    const head = await headMedia(new Request(new URL(picture.url, 'http://localhost:3000'), { method: 'HEAD' }), {
      params: Promise.resolve({ key: picture.url.replace(/^\/media\//, '').split('/') }),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 for unknown keys and for any path outside the pictures, traversal included', async () => {
    fs.writeFileSync(path.join(picturesDir, 'secret.txt'), 'not for the web');
    const unknown = picture.url.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    for (const key of [
      unknown.replace(/^\/media\//, '').split('/'),
      ['secret.txt'],
      ['pictures', '..', 'secret.txt'],
      ['pictures', '..', '..', 'package.json'],
      ['..', '..', 'package.json'],
      [picture.url.split('/')[3] ?? '', picture.url.split('/')[4] ?? '', 'w960.webp', '..', '..', '..', 'secret.txt'],
      ['pictures', picture.url.split('/')[3] ?? '', 'w960.png'],
    ]) {
      const response = await getMedia(new Request('http://localhost:3000/media/x'), {
        params: Promise.resolve({ key }),
      });
      expect({ key, status: response.status }).toEqual({ key, status: 404 });
      expect(apiErrorBody.parse(await response.json()).code).toBe('not_found');
    }
  });
});

describe('pictures in an S3-compatible bucket', () => {
  let server: S3rver;
  let bucketDir: string;
  let endpoint: string;
  const bucket = 'shop-pictures';
  beforeAll(async () => {
    bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: bucketDir });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    useSettings({
      PICTURES_DIR: picturesDir,
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    useSettings({ PICTURES_DIR: picturesDir });
    await server.close();
    fs.rmSync(bucketDir, { recursive: true, force: true });
  });

  it('stores every variant in the bucket (not on disk) and serves them from it', async () => {
    const diskFiles = filesUnder(picturesDir).length;
    const answer = await upload(await phonePhoto(1800, 1200, '#5b2a86'));
    expect(answer.status).toBe(201);
    const { picture } = uploadPictureResponse.parse(answer.body);
    expect(filesUnder(picturesDir)).toHaveLength(diskFiles);
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    for (const url of [...picture.variants.map((variant) => variant.url), picture.preview_url]) {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: url.replace(/^\/media\//, '') }));
      expect(head.ContentType).toBe(url.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      const { response, body } = await fetchMedia(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      const served = await sharp(body).metadata();
      expect(served.exif).toBeUndefined();
    }
    const { body } = await fetchMedia(picture.url);
    expect((await sharp(body).metadata()).width).toBe(960);
    const missing = await fetchMedia(picture.url.replace(/[0-9a-f]{32}/, 'f'.repeat(32)));
    expect(missing.response.status).toBe(404);
  });

  it('removes what it wrote to the bucket when recording fails (its audit, here)', async () => {
    const { db } = database();
    const before = filesUnder(bucketDir).length;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    try {
      expect((await upload(await phonePhoto(800, 600, '#e0c040'))).status).toBe(500);
    } finally {
      await db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
      logged.mockRestore();
    }
    expect(filesUnder(bucketDir)).toHaveLength(before);
  });
});
