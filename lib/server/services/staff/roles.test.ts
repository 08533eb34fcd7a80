/**
 * The owners-only services refuse a member who is not an owner on their own
 * (requireOwner), whoever calls them: here straight, without the request
 * pipeline, whose own check of the route's role is tested alone in
 * app/api/admin-auth.test.ts. Real database (SQLite, or PostgreSQL with
 * TEST_DATABASE=postgres).
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { ApiError } from '@/lib/contract';
import { adminEndpoints } from '@/lib/contract/admin';
import type { Database, StaffRole } from '@/lib/server/db/schema';
import { createTestStaff } from '@/lib/testing/staff';
import { withTestDatabase } from '@/lib/testing/test-database';
import type { StaffRequestContext } from '../request-context';
import { listAuditLog } from './audit';
import { OWNER_ONLY_MESSAGE } from './roles';
import { getSettings, updateSettings } from './settings';
import { addGstRate, listGstRates } from '../tax/gst-rates';
import { getTaxSettings, updateTaxSettings } from '../tax/tax-settings';
import { getGstReturn, getGstReturnCsv } from '../tax/gst-returns';
import { createStaffApiToken } from './staff-auth';
import { createPromo, updatePromo } from '../cart/admin-promos';
import { getImportJob, importProducts, settleImportJobs } from '../catalogue/product-import';
import {
  addSubcategory,
  reorderCategories,
  reorderSubcategories,
  updateSubcategory,
} from '../catalogue/admin-categories';
import {
  addStaff,
  changeStaffRole,
  deactivateStaff,
  listStaff,
  reactivateStaff,
  resetStaffAuthenticator,
} from './staff';

jest.setTimeout(60_000);
const database = withTestDatabase();

/** A member of `role`, signed in, as the context a back-office service receives. */
async function contextOf(db: Kysely<Database>, role: StaffRole): Promise<StaffRequestContext> {
  const member = await createTestStaff(db, role);
  const row = await db.selectFrom('staff').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
  const session = await db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('staff_id', '=', member.id)
    .executeTakeFirstOrThrow();
  return {
    token: null,
    clientAddress: '203.0.113.9',
    staff: {
      id: row.id,
      name: row.name,
      role: row.role,
      country_code: row.country_code,
      mobile_number: row.mobile_number,
      session: { id: session.id, kind: 'cookie', expiresAt: session.expires_at },
    },
  };
}

/**
 * Everything an owners-only call could change: the members, their sessions, the settings, the promo codes, the
 * categories and subcategories with their order, the audit log.
 */
async function traces(db: Kysely<Database>) {
  return {
    staff: await db.selectFrom('staff').select(['id', 'role', 'active', 'totp_enrolled']).orderBy('id').execute(),
    sessions: await db.selectFrom('staff_sessions').select(['id', 'revoked_at']).orderBy('id').execute(),
    settings: await db.selectFrom('shop_settings').selectAll().execute(),
    taxSettings: await db.selectFrom('tax_settings').selectAll().execute(),
    gstRates: await db.selectFrom('gst_rates').select('id').orderBy('id').execute(),
    promos: await db.selectFrom('promo_codes').selectAll().orderBy('id').execute(),
    categories: await db.selectFrom('categories').selectAll().orderBy('id').execute(),
    subcategories: await db.selectFrom('subcategories').selectAll().orderBy('id').execute(),
    categoryLinks: await db
      .selectFrom('category_subcategories')
      .selectAll()
      .orderBy('category_id')
      .orderBy('subcategory_id')
      .execute(),
    audit: Number(
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}

/** Each owners-only service with an input an owner's call is accepted with; `target` is another member. */
const OWNER_SERVICES: Record<string, (context: StaffRequestContext, target: number) => Promise<unknown>> = {
  listStaff: (context) => listStaff(adminEndpoints.listStaff.input.parse({}), context),
  addStaff: (context) =>
    addStaff(
      adminEndpoints.addStaff.input.parse({
        country_code: '+91',
        mobile_number: `9${crypto.randomInt(100_000_000, 999_999_999)}`,
        name: 'New Owner',
        role: 'owner',
      }),
      context,
    ),
  changeStaffRole: (context, target) =>
    changeStaffRole(adminEndpoints.changeStaffRole.input.parse({ staff_id: target, role: 'owner' }), context),
  deactivateStaff: (context, target) =>
    deactivateStaff(adminEndpoints.deactivateStaff.input.parse({ staff_id: target }), context),
  reactivateStaff: (context, target) =>
    reactivateStaff(adminEndpoints.reactivateStaff.input.parse({ staff_id: target }), context),
  resetStaffAuthenticator: (context, target) =>
    resetStaffAuthenticator(adminEndpoints.resetStaffAuthenticator.input.parse({ staff_id: target }), context),
  createStaffApiToken: (context) =>
    createStaffApiToken(adminEndpoints.createStaffApiToken.input.parse({ label: 'nightly sync' }), context),
  listAuditLog: (context) => listAuditLog(adminEndpoints.listAuditLog.input.parse({}), context),
  getSettings: (context) => getSettings(adminEndpoints.getSettings.input.parse({}), context),
  updateSettings: (context) =>
    updateSettings(adminEndpoints.updateSettings.input.parse({ low_stock_threshold: 3 }), context),
  getTaxSettings: (context) => getTaxSettings(adminEndpoints.getTaxSettings.input.parse({}), context),
  updateTaxSettings: (context) =>
    updateTaxSettings(
      adminEndpoints.updateTaxSettings.input.parse({
        legal_name: 'Jaipur Handcrafted Private Limited',
        address: 'Jaipur',
        state_code: '08',
        invoice_prefix: 'INV',
        credit_note_prefix: 'CN',
      }),
      context,
    ),
  listGstRates: (context) => listGstRates(adminEndpoints.listGstRates.input.parse({}), context),
  getGstReturn: (context) => getGstReturn(adminEndpoints.getGstReturn.input.parse({ month: '2026-10' }), context),
  getGstReturnCsv: (context) =>
    getGstReturnCsv(adminEndpoints.getGstReturnCsv.input.parse({ month: '2026-10', section: 'b2cs' }), context),
  addGstRate: (context) =>
    addGstRate(
      adminEndpoints.addGstRate.input.parse({
        hsn_prefix: String(crypto.randomInt(10_000_000, 99_999_999)),
        effective_from: '2099-04-01',
        rate_percent: 5,
      }),
      context,
    ),
  createPromo: (context) =>
    createPromo(
      adminEndpoints.createPromo.input.parse({
        code: `ROLE${crypto.randomInt(1000, 9999)}`,
        kind: 'percent',
        percent_off: 5,
      }),
      context,
    ),
  updatePromo: async (context) => {
    const promo = await database()
      .db.selectFrom('promo_codes')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    return updatePromo(
      adminEndpoints.updatePromo.input.parse({
        promo_id: promo.id,
        code: `EDIT${crypto.randomInt(1000, 9999)}`,
        kind: 'fixed',
        amount_off_usd: 4,
      }),
      context,
    );
  },
  addSubcategory: (context) =>
    addSubcategory(
      adminEndpoints.addSubcategory.input.parse({ category_id: 5, name: `Weave ${crypto.randomInt(1000, 9999)}` }),
      context,
    ),
  updateSubcategory: (context) =>
    updateSubcategory(
      adminEndpoints.updateSubcategory.input.parse({
        category_id: 1,
        subcategory_id: 26,
        name: `Kurtis ${crypto.randomInt(1000, 9999)}`,
      }),
      context,
    ),
  reorderCategories: async (context) => {
    const rows = await database().db.selectFrom('categories').select('id').orderBy('sort_order').execute();
    const ids = rows.map((row) => row.id).reverse();
    return reorderCategories(adminEndpoints.reorderCategories.input.parse({ ids }), context);
  },
  reorderSubcategories: async (context) => {
    const rows = await database()
      .db.selectFrom('category_subcategories')
      .select('subcategory_id')
      .where('category_id', '=', 1)
      .orderBy('sort_order')
      .execute();
    const ids = rows.map((row) => row.subcategory_id).reverse();
    return reorderSubcategories(adminEndpoints.reorderSubcategories.input.parse({ category_id: 1, ids }), context);
  },
  importProducts: async (context) => {
    const category = await database()
      .db.selectFrom('categories')
      .select('name')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const csv = `name,category,description,offer_price,mrp,active,sizes\nRole test cushion,"${category.name}",A cushion.,10.00,12.00,false,M:1\n`;
    const answer = await importProducts(
      adminEndpoints.importProducts.input.parse({ file: new File([csv], 'products.csv', { type: 'text/csv' }) }),
      context,
    );
    await settleImportJobs();
    return answer;
  },
  getImportJob: async (context) => {
    const { db } = database();
    const job =
      (await db.selectFrom('product_import_jobs').select('id').orderBy('id').executeTakeFirst()) ??
      (await db
        .insertInto('product_import_jobs')
        .values({
          status: 'done',
          format: 'shop',
          file_name: 'products.csv',
          total_rows: 0,
          total_products: 0,
          created_by: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    return getImportJob(adminEndpoints.getImportJob.input.parse({ job_id: job.id }), context);
  },
};

const READS = new Set([
  'listStaff',
  'listAuditLog',
  'getSettings',
  'getImportJob',
  'getTaxSettings',
  'listGstRates',
  'getGstReturn',
  'getGstReturnCsv',
]);

it('covers every owners-only call of the contract', () => {
  const marked = Object.entries(adminEndpoints).flatMap(([name, definition]) =>
    definition.staff === 'owner' ? [name] : [],
  );
  expect(Object.keys(OWNER_SERVICES).sort()).toEqual(marked.sort());
});

it.each(Object.keys(OWNER_SERVICES))(
  '%s refuses a member who is not an owner (403) and changes nothing; an owner is served',
  async (name) => {
    const { db } = database();
    const service = OWNER_SERVICES[name];
    if (!service) throw new Error(`No service ${name}`);
    const member = await contextOf(db, 'staff');
    const owner = await contextOf(db, 'owner');
    // Another member, switched off (so reactivating them changes something too).
    const target = (await contextOf(db, 'staff')).staff.id;
    if (name === 'reactivateStaff') await db.updateTable('staff').set({ active: 0 }).where('id', '=', target).execute();

    const before = await traces(db);
    const refused = await service(member, target).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'forbidden', status: 403, message: OWNER_ONLY_MESSAGE });
    expect(await traces(db)).toEqual(before);

    // The same call by an owner goes through (and, but for the reads, changes something): only the role refused it.
    await expect(service(owner, target)).resolves.toBeDefined();
    if (!READS.has(name)) expect(await traces(db)).not.toEqual(before);
  },
);
