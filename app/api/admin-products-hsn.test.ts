/**
 * The HSN code of a product (issue 30, item 2; docs/decisions/039-gst.md) through the route handlers, on a
 * real database: optional (null: the category's, which the answer shows as the hint), 4, 6 or 8 digits,
 * 400 naming hsn_code, audited with the rest of a save, and carried by the shop's CSV both ways.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { apiErrorBody } from '@/lib/contract';
import { importJobResponse, importProductsResponse, productChangeResponse } from '@/lib/contract/admin';
import { HSN_CODE_MESSAGE } from '@/lib/contract/admin-products';
import { settleImportJobs } from '@/lib/server/services/catalogue/product-import';
import { SHOP_COLUMNS } from '@/lib/server/services/catalogue/product-csv';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as createProduct } from './admin/products/route';
import { POST as updateProduct } from './admin/products/[product_id]/route';
import { GET as exportProducts } from './admin/products/export/route';
import { POST as importProducts } from './admin/products/import/route';
import { GET as getImportJob } from './admin/products/import/[job_id]/route';

jest.setTimeout(120_000);
const database = withTestDatabase({ seed: 'catalogue' });

let staff: TestStaff;
let owner: TestStaff;
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
  owner = await createTestStaff(database().db, 'owner');
});

/** Women (category 1): its default HSN code is 6204 (migration 028 and the seed). */
function dress(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Block Print Wrap Dress',
    category_id: 1,
    description: 'Hand-block printed cotton.',
    offer_price: '40.00',
    mrp: 50,
    active: false,
    best_seller: false,
    new_arrival: false,
    sizes: [{ size: 'M', quantity: 1 }],
    pictures: [],
    ...overrides,
  };
}

async function create(body: Record<string, unknown>) {
  return callRoute(createProduct, '/api/admin/products/', postJson(body, staff.headers));
}

async function exportShopCsv(): Promise<string[][]> {
  const response = await exportProducts(
    new Request('http://localhost:3000/api/admin/products/export/?format=shop', { headers: staff.headers }),
  );
  return parse(await response.text(), { bom: true, relax_column_count: true });
}

describe('the HSN code of a product', () => {
  it("is the category's until one is given; a given one is kept, cleared with empty, and audited", async () => {
    const plain = productChangeResponse.parse((await create(dress())).body).product;
    expect(plain).toMatchObject({ hsn_code: null, category_hsn_code: '6204' });

    const own = productChangeResponse.parse((await create(dress({ hsn_code: ' 62044290 ' }))).body).product;
    expect(own).toMatchObject({ hsn_code: '62044290', category_hsn_code: '6204' });
    const row = await database()
      .db.selectFrom('products')
      .select('hsn_code')
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(row.hsn_code).toBe('62044290');

    const cleared = await callRoute(
      updateProduct,
      `/api/admin/products/${own.id}/`,
      postJson(dress({ hsn_code: '', version: own.version }), staff.headers),
    );
    expect(cleared.status).toBe(200);
    expect(productChangeResponse.parse(cleared.body).product.hsn_code).toBeNull();
    const audit = await database()
      .db.selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', String(own.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? '{}')).toMatchObject({ hsn_code: '62044290' });
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ hsn_code: null });
  });

  it.each(['620', '62044', '6204429', '620442901', '62O4', 6204])(
    'refuses %p with 400 naming hsn_code',
    async (hsn) => {
      const answer = await create(dress({ hsn_code: hsn }));
      expect(answer.status).toBe(400);
      expect(apiErrorBody.parse(answer.body)).toMatchObject({ field: 'hsn_code' });
      expect(JSON.stringify(answer.body)).toContain(HSN_CODE_MESSAGE.slice(0, 20));
    },
  );

  it("travels in the shop's CSV: exported in hsn_code, imported from it, kept when a file has no such column", async () => {
    const own = productChangeResponse.parse(
      (await create(dress({ name: 'Kaftan HSN', hsn_code: '621142' }))).body,
    ).product;
    const [header, ...rows] = await exportShopCsv();
    const at = header!.indexOf('hsn_code');
    expect(at).toBeGreaterThan(-1);
    const mine = rows.find((row) => row[0] === String(own.id))!;
    expect(mine[at]).toBe('621142');

    const importAndWait = async (csv: string) => {
      const form = new FormData();
      form.append('file', new File([csv], 'products.csv', { type: 'text/csv' }));
      const answer = await callRoute(importProducts, '/api/admin/products/import/', {
        method: 'POST',
        headers: owner.headers,
        body: form,
      });
      expect(answer.status).toBe(202);
      const started = importProductsResponse.parse(answer.body);
      await settleImportJobs();
      const polled = await callRoute(getImportJob, `/api/admin/products/import/${started.job.id}/`, {
        headers: owner.headers,
      });
      return importJobResponse.parse(polled.body).job;
    };
    const hsnOf = async () =>
      (await database().db.selectFrom('products').select('hsn_code').where('id', '=', own.id).executeTakeFirstOrThrow())
        .hsn_code;

    const changed = [...mine];
    changed[at] = '62114290';
    expect((await importAndWait(stringify([header!, changed]))).status).toBe('done');
    expect(await hsnOf()).toBe('62114290');

    // A file of the columns before migration 028 (no hsn_code) leaves the code as it is.
    const without = SHOP_COLUMNS.filter((column) => column !== 'hsn_code');
    const old = without.map((column) => changed[header!.indexOf(column)] ?? '');
    expect((await importAndWait(stringify([without, old]))).status).toBe('done');
    expect(await hsnOf()).toBe('62114290');

    const bad = [...changed];
    bad[at] = '621';
    const refused = await callRoute(importProducts, '/api/admin/products/import/', {
      method: 'POST',
      headers: owner.headers,
      body: (() => {
        const form = new FormData();
        form.append('file', new File([stringify([header!, bad])], 'products.csv', { type: 'text/csv' }));
        return form;
      })(),
    });
    expect(refused.status).toBe(400);
    expect(apiErrorBody.parse(refused.body).errors?.[0]?.field).toBe('row 2: hsn_code');
  });
});
