/**
 * Products as CSV both ways (issue 29, item 4) through the route handlers, on a real database: the export
 * in the shop's columns and in Shopify's product CSV, imported back unchanged (a round trip); a Shopify file
 * of 50 products with pictures served by a local HTTP server this file starts and allows explicitly; a
 * 5,000-row file with one bad row writes nothing and names the row and column; a host not allowed and a
 * name resolving inside the shop's network are refused; owners only import; one audit entry per import.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { apiErrorBody } from '@/lib/contract';
import { importJobResponse, importProductsResponse } from '@/lib/contract/admin';
import { resetConfigForTests } from '@/lib/server/config';
import { PICTURE_FORMAT_MESSAGE } from '@/lib/server/media/picture-processing';
import { SHOP_COLUMNS, SHOPIFY_COLUMNS } from '@/lib/server/services/catalogue/product-csv';
import {
  IMPORT_STARTED_MESSAGE,
  IMPORT_STOCK_NOTE,
  settleImportJobs,
} from '@/lib/server/services/catalogue/product-import';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { GET as exportProducts } from './admin/products/export/route';
import { POST as importProducts } from './admin/products/import/route';
import { GET as getImportJob } from './admin/products/import/[job_id]/route';

jest.setTimeout(180_000);
const database = withTestDatabase();

let owner: TestStaff;
let staff: TestStaff;
let server: http.Server;
let pictureHost: string;
let picturesDir: string;
const pictureRequests: string[] = [];
const savedEnv = { PICTURES_DIR: process.env.PICTURES_DIR, IMPORT_PICTURE_HOSTS: process.env.IMPORT_PICTURE_HOSTS };

function allowHosts(hosts: string): void {
  process.env.IMPORT_PICTURE_HOSTS = hosts;
  resetConfigForTests();
}

beforeAll(async () => {
  owner = await createTestStaff(database().db, 'owner');
  staff = await createTestStaff(database().db, 'staff');
  picturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-pictures-'));
  process.env.PICTURES_DIR = picturesDir;
  // A picture per path: /p/{n}.png is a PNG of its own colour, anything else 404.
  server = http.createServer((request, response) => {
    pictureRequests.push(request.url ?? '');
    if (request.url === '/moved.png') {
      response.writeHead(302, { location: '/p/1.png' }).end();
      return;
    }
    if (request.url === '/notes.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end('not a picture at all');
      return;
    }
    const match = /^\/p\/(\d+)\.png$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const n = Number(match[1]);
    void sharp({ create: { width: 64, height: 48, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 90 } } })
      .png()
      .toBuffer()
      .then((png) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pictureHost = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  allowHosts(pictureHost);
});
afterAll(async () => {
  await settleImportJobs();
  await new Promise((resolve) => server.close(resolve));
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
  fs.rmSync(picturesDir, { recursive: true, force: true });
});

async function exportCsv(format: 'shop' | 'shopify', headers = staff.headers) {
  const response = await exportProducts(
    new Request(`http://localhost:3000/api/admin/products/export/?format=${format}`, { headers }),
  );
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

function uploadInit(csv: string, headers: Record<string, string>, name = 'products.csv') {
  const form = new FormData();
  form.append('file', new File([csv], name, { type: 'text/csv' }));
  return { method: 'POST', headers, body: form };
}

async function importCsv(csv: string, headers = owner.headers) {
  return callRoute(importProducts, '/api/admin/products/import/', uploadInit(csv, headers));
}

/** Imports and waits for the job to end; answers the job as GET .../import/{id}/ tells it. */
async function importAndWait(csv: string) {
  const answer = await importCsv(csv);
  expect(answer.status).toBe(202);
  const started = importProductsResponse.parse(answer.body);
  expect(started.message).toBe(IMPORT_STARTED_MESSAGE);
  await settleImportJobs();
  const polled = await callRoute(getImportJob, `/api/admin/products/import/${started.job.id}/`, {
    headers: owner.headers,
  });
  expect(polled.status).toBe(200);
  return importJobResponse.parse(polled.body).job;
}

async function productCount(): Promise<number> {
  const row = await database()
    .db.selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function categoryNames() {
  const links = await database()
    .db.selectFrom('category_subcategories')
    .innerJoin('categories', 'categories.id', 'category_subcategories.category_id')
    .innerJoin('subcategories', 'subcategories.id', 'category_subcategories.subcategory_id')
    .select(['categories.name as category', 'subcategories.name as subcategory'])
    .orderBy('categories.sort_order')
    .execute();
  const first = links[0];
  if (!first) throw new Error('the demo catalogue has no subcategory');
  return first;
}

function readCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true });
}

function errorsOf(body: unknown) {
  return apiErrorBody.parse(body).errors ?? [];
}

describe('exporting products', () => {
  it('answers every product in the shop columns, as a CSV attachment, to any member; audited', async () => {
    const answer = await exportCsv('shop');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = readCsv(answer.text);
    expect(header).toEqual([...SHOP_COLUMNS]);
    expect(rows).toHaveLength(await productCount());
    const audit = await database()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'products.export')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ format: 'shop', products: rows.length });
  });

  it("answers Shopify's product CSV: one row per size, the first with the product's fields", async () => {
    const answer = await exportCsv('shopify');
    expect(answer.status).toBe(200);
    const [header, ...rows] = readCsv(answer.text);
    expect(header).toEqual([...SHOPIFY_COLUMNS]);
    const handles = new Set(rows.map((row) => row[0]));
    expect(handles.size).toBe(await productCount());
    const first = rows[0] ?? [];
    expect(first[1]).not.toBe('');
    expect(first[6]).toBe('Size');
    expect(['active', 'draft']).toContain(first[14]);
  });

  it('answers 401 without a staff session and 400 naming an unknown format', async () => {
    expect((await exportCsv('shop', {})).status).toBe(401);
    const bad = await exportProducts(
      new Request('http://localhost:3000/api/admin/products/export/?format=excel', { headers: staff.headers }),
    );
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(await bad.json()).field).toBe('format');
  });
});

describe('importing products', () => {
  it('is for owners: 403 for staff, 401 without a session, and the job is an owner read too', async () => {
    const csv = (await exportCsv('shop')).text;
    expect((await importCsv(csv, staff.headers)).status).toBe(403);
    expect((await importCsv(csv, {})).status).toBe(401);
    expect((await callRoute(getImportJob, '/api/admin/products/import/1/', { headers: staff.headers })).status).toBe(
      403,
    );
  });

  it('takes its own export back unchanged (both formats), and a changed stock becomes a correction', async () => {
    const before = await productCount();
    const shopJob = await importAndWait((await exportCsv('shop')).text);
    expect(shopJob).toMatchObject({ status: 'done', created: 0, updated: before, done_products: before, errors: [] });
    const shopifyJob = await importAndWait((await exportCsv('shopify')).text);
    expect(shopifyJob).toMatchObject({ status: 'done', created: 0, updated: before, errors: [] });
    expect(await productCount()).toBe(before);

    const [header = [], first = [], ...rest] = readCsv((await exportCsv('shop')).text);
    const id = Number(first[0]);
    const sizesAt = header.indexOf('sizes');
    const [size] = (first[sizesAt] ?? '').split(':');
    first[sizesAt] = `${size}:77`;
    first[header.indexOf('name')] = 'Renamed by a CSV import';
    const job = await importAndWait(stringify([header, first, ...rest]));
    expect(job).toMatchObject({ status: 'done', created: 0, updated: before });
    const product = await database()
      .db.selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(product.name).toBe('Renamed by a CSV import');
    const shelf = await database()
      .db.selectFrom('product_stock')
      .selectAll()
      .where('product_id', '=', id)
      .where('size', '=', size ?? '')
      .executeTakeFirstOrThrow();
    expect(shelf.quantity).toBe(77);
    const adjustment = await database()
      .db.selectFrom('stock_adjustments')
      .selectAll()
      .where('product_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(adjustment).toMatchObject({ reason: 'correction', note: IMPORT_STOCK_NOTE, quantity_after: 77 });
  });

  it('adds 50 products from a Shopify file, their pictures fetched from the allowed host; again updates them', async () => {
    const { category, subcategory } = await categoryNames();
    const rows: string[][] = [[...SHOPIFY_COLUMNS]];
    for (let n = 1; n <= 50; n += 1) {
      const handle = `imported-kurta-${n}`;
      const base = `http://${pictureHost}/p/${n}.png`;
      rows.push([
        handle,
        `Imported kurta ${n}`,
        `<p>Block <b>printed</b> &amp; hand sewn, number ${n}.</p>`,
        'Elsewhere',
        category,
        `${subcategory}, best seller`,
        'Size',
        'S',
        `K${n}-S`,
        '3',
        '25.00',
        '30.00',
        base,
        n % 2 === 0 ? '' : `Kurta ${n} from the front`,
        'active',
      ]);
      rows.push([
        handle,
        '',
        '',
        '',
        '',
        '',
        '',
        'M',
        `K${n}-M`,
        '4',
        '25.00',
        '30.00',
        `http://${pictureHost}/p/${n + 1000}.png`,
        '',
        '',
      ]);
    }
    const before = await productCount();
    const job = await importAndWait(stringify(rows));
    expect(job).toMatchObject({
      status: 'done',
      created: 50,
      updated: 0,
      total_rows: 100,
      total_products: 50,
      pictures: 100,
    });
    expect(await productCount()).toBe(before + 50);
    const product = await database()
      .db.selectFrom('products')
      .selectAll()
      .where('name', '=', 'Imported kurta 2')
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({
      description: 'Block printed & hand sewn, number 2.',
      offer_price_cents: 2500,
      mrp_cents: 3000,
      is_active: 1,
      top_selling: 1,
      main_image_alt: 'Imported kurta 2',
    });
    expect(product.main_image).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/w\d+\.webp$/);
    expect(product.second_media).toMatch(/^\/media\/pictures\//);
    const odd = await database()
      .db.selectFrom('products')
      .select('main_image_alt')
      .where('name', '=', 'Imported kurta 1')
      .executeTakeFirstOrThrow();
    expect(odd.main_image_alt).toBe('Kurta 1 from the front');
    const again = await importAndWait(stringify(rows));
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 50 });
    expect(await productCount()).toBe(before + 50);
    const audit = await database()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'products.import')
      .where('entity_id', '=', String(job.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      created: 50,
      updated: 0,
      rows: 100,
      pictures: 100,
    });
  });

  it('refuses a 5,000-row file with one bad row, naming the row and column, and writes nothing', async () => {
    const { category } = await categoryNames();
    const rows: string[][] = [[...SHOP_COLUMNS]];
    for (let n = 1; n <= 5000; n += 1)
      rows.push(
        SHOP_COLUMNS.map((column) => {
          if (column === 'name') return `Bulk cushion ${n}`;
          if (column === 'category') return category;
          if (column === 'description') return 'A cushion cover.';
          if (column === 'offer_price') return n === 4000 ? '12.345' : '12.00';
          if (column === 'mrp') return '15.00';
          if (column === 'active') return 'false';
          if (column === 'sizes') return 'M:2';
          return '';
        }),
      );
    const before = await productCount();
    const jobsBefore = await database().db.selectFrom('product_import_jobs').selectAll().execute();
    const answer = await importCsv(stringify(rows));
    expect(answer.status).toBe(400);
    const errors = errorsOf(answer.body);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.field).toBe('row 4001: offer_price');
    expect(apiErrorBody.parse(answer.body).field).toBe('row 4001: offer_price');
    expect(await productCount()).toBe(before);
    expect(await database().db.selectFrom('product_import_jobs').selectAll().execute()).toHaveLength(jobsBefore.length);
  });

  it('refuses pictures from a host not allowed, and from a name resolving inside the shop network', async () => {
    const { category } = await categoryNames();
    const file = (src: string) =>
      stringify([
        [...SHOPIFY_COLUMNS],
        [
          'refused-1',
          'Refused shawl',
          'Wool.',
          '',
          category,
          '',
          'Size',
          'M',
          '',
          '1',
          '9.00',
          '',
          src,
          'A shawl',
          'active',
        ],
      ]);
    const before = await productCount();
    const requestsBefore = pictureRequests.length;
    const foreign = await importCsv(file('http://pictures.example.test/p/1.png'));
    expect(foreign.status).toBe(400);
    expect(errorsOf(foreign.body)[0]).toMatchObject({ field: 'row 2: Image Src' });
    expect(errorsOf(foreign.body)[0]?.message).toMatch(/not among the hosts/);

    const port = pictureHost.split(':')[1];
    allowHosts(`localhost:${port}`);
    try {
      const inside = await importCsv(file(`http://localhost:${port}/p/1.png`));
      expect(inside.status).toBe(400);
      expect(errorsOf(inside.body)[0]).toMatchObject({ field: 'row 2: Image Src' });
      expect(errorsOf(inside.body)[0]?.message).toMatch(/private network/);
    } finally {
      allowHosts(pictureHost);
    }
    expect(pictureRequests.length).toBe(requestsBefore);
    expect(await productCount()).toBe(before);
  });

  it('refuses a picture that redirects, is missing or is not a picture, by row, writing no product', async () => {
    const { category } = await categoryNames();
    const before = await productCount();
    const answer = await importCsv(
      stringify([
        [...SHOPIFY_COLUMNS],
        [
          'odd-1',
          'Odd shawl',
          'Wool.',
          '',
          category,
          '',
          'Size',
          'M',
          '',
          '1',
          '9.00',
          '',
          `http://${pictureHost}/moved.png`,
          'A shawl',
          'active',
        ],
        ['odd-1', '', '', '', '', '', '', '', '', '', '', '', `http://${pictureHost}/missing.png`, 'Its back', ''],
        ['odd-1', '', '', '', '', '', '', '', '', '', '', '', `http://${pictureHost}/notes.png`, 'Its border', ''],
      ]),
    );
    expect(answer.status).toBe(400);
    const errors = errorsOf(answer.body);
    expect(errors.map((error) => error.field)).toEqual(['row 2: Image Src', 'row 3: Image Src', 'row 4: Image Src']);
    expect(errors[0]?.message).toMatch(/redirect/);
    expect(errors[1]?.message).toMatch(/answered 404/);
    expect(errors[2]?.message).toBe(PICTURE_FORMAT_MESSAGE);
    expect(await productCount()).toBe(before);
  });

  it('names each bad cell: an unknown category, a size twice, a missing handle, a file of neither layout', async () => {
    const rows = [
      [...SHOPIFY_COLUMNS],
      ['bad-1', 'Bad one', 'Text', '', 'No such category', '', 'Size', 'M', '', '1', '9.00', '', '', '', 'active'],
      [
        'bad-2',
        'Bad two',
        'Text',
        '',
        (await categoryNames()).category,
        '',
        'Size',
        'M',
        '',
        '1',
        '9.00',
        '',
        '',
        '',
        'draft',
      ],
      ['bad-2', '', '', '', '', '', '', 'M', '', '2', '9.00', '', '', '', ''],
      ['', 'No handle', '', '', '', '', '', '', '', '', '', '', '', '', ''],
    ];
    const answer = await importCsv(stringify(rows));
    expect(answer.status).toBe(400);
    const fields = errorsOf(answer.body).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['row 2: Type', 'row 4: Option1 Value', 'row 5: Handle']));
    const neither = await importCsv('a,b\n1,2\n');
    expect(neither.status).toBe(400);
    expect(apiErrorBody.parse(neither.body).field).toBe('file');
  });
});
