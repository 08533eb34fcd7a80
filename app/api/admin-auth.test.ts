/**
 * The back office's sign-in and sessions through the route handlers, on a
 * real database: SMS code + TOTP (enrolment once, no replay), the session
 * cookie, idle and absolute expiry, sign-out, script tokens, roles, the
 * cross-site refusal, and no shopper token opening any admin call.
 */
import { ApiError, apiErrorBody } from '@/lib/contract';
import {
  adminEndpoints,
  adminEnrolmentResponse,
  adminSignedInResponse,
  adminSessionResponse,
  createStaffApiTokenResponse,
  listAuditLogResponse,
} from '@/lib/contract/admin';
import { PEER_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import { createRouteHandler } from '@/lib/server/http/route';
import { CROSS_SITE_MESSAGE } from '@/lib/server/http/same-site';
import {
  STAFF_LOGIN_REQUIRED_MESSAGE,
  TOTP_INVALID_MESSAGE,
  TOTP_REPLAYED_MESSAGE,
  staffCookieName,
} from '@/lib/server/services/staff/staff-auth';
import { OWNER_ONLY_MESSAGE } from '@/lib/server/services/staff/roles';
import { LOGIN_CODE_INVALID_MESSAGE, LOGIN_CODE_SENT_MESSAGE } from '@/lib/server/services/accounts/auth';
import { totpAt } from '@/lib/server/totp';
import { firstItem } from '@/lib/list';
import { setClock } from '@/lib/testing/clock';
import { codeOf, messagesWrittenBy, withTemporaryOutbox } from '@/lib/testing/outbox';
import { createTestCustomer } from '@/lib/testing/payments-harness';
import { createTestStaff, sameSiteHeaders, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as adminLogin } from './admin/login/route';
import { POST as adminVerifyLogin } from './admin/login/verify/route';
import { POST as adminLogout } from './admin/logout/route';
import { GET as getAdminSession } from './admin/session/route';
import { POST as createApiToken } from './admin/api-tokens/route';
import { GET as listAuditLog } from './admin/audit-log/route';
import { GET as listAdminOrders } from './admin/orders/route';
import { GET as getAdminOrder } from './admin/orders/[order_number]/route';
import { POST as confirmOrder } from './admin/orders/[order_number]/confirm/route';
import { POST as packOrder } from './admin/orders/[order_number]/pack/route';
import { POST as shipOrder } from './admin/orders/[order_number]/ship/route';
import { POST as deliverOrder } from './admin/orders/[order_number]/deliver/route';
import { POST as returnOrder } from './admin/orders/[order_number]/return/route';
import { POST as cancelOrder } from './admin/orders/[order_number]/cancel/route';
import { GET as exportOrders } from './admin/orders/export/route';
import { GET as listAdminCustomers } from './admin/customers/route';
import { GET as getAdminCustomer } from './admin/customers/[customer_id]/route';
import { GET as getAdminDashboard } from './admin/dashboard/route';
import { GET as getPackingSlip } from './admin/orders/[order_number]/packing-slip/route';
import { GET as getPackingSlips } from './admin/packing-slips/route';
import { GET as getAdminOrderTaxDocument } from './admin/order-tax-document/route';
import { POST as refundOrder } from './admin/orders/[order_number]/refund/route';
import { POST as retryRefund } from './admin/orders/[order_number]/refunds/[refund_request_id]/retry/route';
import { GET as listStaff, POST as addStaff } from './admin/staff/route';
import { POST as changeStaffRole } from './admin/staff/[staff_id]/role/route';
import { POST as deactivateStaff } from './admin/staff/[staff_id]/deactivate/route';
import { POST as reactivateStaff } from './admin/staff/[staff_id]/reactivate/route';
import { POST as resetStaffAuthenticator } from './admin/staff/[staff_id]/reset-authenticator/route';
import { POST as startAuthenticatorChange } from './admin/authenticator/route';
import { POST as confirmAuthenticatorChange } from './admin/authenticator/confirm/route';
import { GET as getSettings, POST as updateSettings } from './admin/settings/route';
import { GET as getTaxSettings, POST as updateTaxSettings } from './admin/tax-settings/route';
import { GET as getGstReturn } from './admin/gst-returns/route';
import { GET as getGstReturnCsv } from './admin/gst-returns/csv/route';
import { GET as listGstRates, POST as addGstRate } from './admin/gst-rates/route';
import { GET as listEnquiries } from './admin/enquiries/route';
import { GET as getEnquiry } from './admin/enquiries/[enquiry_id]/route';
import { POST as addEnquiryNote } from './admin/enquiries/[enquiry_id]/notes/route';
import { POST as replyToEnquiry } from './admin/enquiries/[enquiry_id]/reply/route';
import { POST as changeEnquiryStatus } from './admin/enquiries/[enquiry_id]/status/route';
import { GET as listPromos, POST as createPromo } from './admin/promos/route';
import { GET as getPromo, POST as updatePromo } from './admin/promos/[promo_id]/route';
import { POST as pausePromo } from './admin/promos/[promo_id]/pause/route';
import { POST as resumePromo } from './admin/promos/[promo_id]/resume/route';
import { GET as listReviews } from './admin/reviews/route';
import { POST as publishReview } from './admin/reviews/[review_id]/publish/route';
import { POST as hideReview } from './admin/reviews/[review_id]/hide/route';
import { POST as replyToReview } from './admin/reviews/[review_id]/reply/route';
import { POST as featureReview } from './admin/reviews/[review_id]/feature/route';
import { GET as listAdminProducts, POST as createProduct } from './admin/products/route';
import { GET as getAdminProduct, POST as updateProduct } from './admin/products/[product_id]/route';
import { POST as duplicateProduct } from './admin/products/[product_id]/duplicate/route';
import { POST as activateProduct } from './admin/products/[product_id]/activate/route';
import { POST as withdrawProduct } from './admin/products/[product_id]/withdraw/route';
import { GET as getProductStock, POST as adjustStock } from './admin/products/[product_id]/stock/route';
import { GET as listRestock } from './admin/stock/restock/route';
import { POST as uploadPicture } from './admin/pictures/route';
import { GET as exportProducts } from './admin/products/export/route';
import { POST as importProducts } from './admin/products/import/route';
import { GET as getImportJob } from './admin/products/import/[job_id]/route';
import { GET as listBlogPosts, POST as createBlogPost } from './admin/blog/route';
import { GET as getBlogPost, POST as updateBlogPost } from './admin/blog/[post_id]/route';
import { POST as publishBlogPost } from './admin/blog/[post_id]/publish/route';
import { POST as unpublishBlogPost } from './admin/blog/[post_id]/unpublish/route';
import { GET as listAdminCategories } from './admin/categories/route';
import { POST as reorderCategories } from './admin/categories/order/route';
import { GET as getAdminCategory, POST as updateCategory } from './admin/categories/[category_id]/route';
import { POST as addSubcategory } from './admin/categories/[category_id]/subcategories/route';
import { POST as reorderSubcategories } from './admin/categories/[category_id]/subcategories/order/route';
import { POST as updateSubcategory } from './admin/categories/[category_id]/subcategories/[subcategory_id]/route';

jest.setTimeout(60_000);
const database = withTestDatabase();
const outbox = withTemporaryOutbox();

afterEach(() => jest.useRealTimers());

let sequence = 0;
function freshAddress(): string {
  sequence += 1;
  return `10.30.${Math.floor(sequence / 250)}.${sequence % 250}`;
}

function phoneOf(staff: TestStaff) {
  return { country_code: staff.countryCode, mobile_number: staff.mobileNumber };
}

function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return postJson(body, { ...sameSiteHeaders(), [PEER_ADDRESS_HEADER]: freshAddress(), ...headers });
}

async function requestStaffCode(staff: TestStaff): Promise<string> {
  const { result, written } = await messagesWrittenBy(outbox(), () =>
    callRoute(adminLogin, '/api/admin/login/', post(phoneOf(staff))),
  );
  expect(result.status).toBe(200);
  expect(result.body).toEqual({ message: LOGIN_CODE_SENT_MESSAGE, code_required: true });
  expect(written).toHaveLength(1);
  return codeOf(firstItem(written));
}

function verify(staff: TestStaff, code: string, totp?: string) {
  return callRoute(
    adminVerifyLogin,
    '/api/admin/login/verify/',
    post({ ...phoneOf(staff), code, ...(totp === undefined ? {} : { totp }) }),
  );
}

/** The session cookie a Set-Cookie header carries, as a Cookie header. */
function cookieFrom(headers: Headers): string {
  const setCookie = headers.get('set-cookie') ?? '';
  const pair = setCookie.split(';')[0] ?? '';
  expect(pair.startsWith(`${staffCookieName()}=`)).toBe(true);
  return pair;
}

const T0 = new Date('2026-11-26T09:00:10.000Z');

describe('staff sign-in', () => {
  it('enrols the authenticator on the first sign-in (QR and secret once), then signs in with the same code and a TOTP', async () => {
    const { db } = database();
    const staff = await createTestStaff(db, 'owner', { enrolled: false, session: false });
    const code = await requestStaffCode(staff);

    const first = await verify(staff, code);
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBeNull();
    const enrolment = adminEnrolmentResponse.parse(first.body);
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+&issuer=/);
    expect(enrolment.otpauth_uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const stored = await db
      .selectFrom('staff')
      .select(['totp_secret', 'totp_enrolled'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_enrolled).toBe(0);
    expect(stored.totp_secret).not.toContain(enrolment.secret);

    const signedIn = await verify(staff, code, totpAt(enrolment.secret, new Date()));
    expect(signedIn.status).toBe(200);
    const answer = adminSignedInResponse.parse(signedIn.body);
    expect(answer.staff).toMatchObject({ id: staff.id, role: 'owner' });
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=43200/);
    expect(setCookie).not.toMatch(/Secure/); // SITE_URL is http://localhost:3000 in tests
    expect(
      (await db.selectFrom('staff').select('totp_enrolled').where('id', '=', staff.id).executeTakeFirstOrThrow())
        .totp_enrolled,
    ).toBe(1);

    const session = await callRoute(getAdminSession, '/api/admin/session/', {
      headers: { cookie: cookieFrom(signedIn.headers) },
    });
    expect(session.status).toBe(200);
    expect(adminSessionResponse.parse(session.body)).toMatchObject({ staff: { id: staff.id }, kind: 'cookie' });

    // Enrolled: the code alone no longer answers the secret.
    const later = await verify(staff, await requestStaffCode(staff));
    expect(later.status).toBe(400);
    expect(apiErrorBody.parse(later.body)).toMatchObject({ field: 'totp' });
  });

  it('refuses a wrong TOTP and a replayed one (401 naming totp), and a wrong SMS code (401 naming code)', async () => {
    const { db } = database();
    const staff = await createTestStaff(db, 'staff', { session: false });
    setClock(T0);
    const code = await requestStaffCode(staff);
    const wrongTotp = await verify(
      staff,
      code,
      String((Number(totpAt(staff.secret, T0)) + 1) % 1_000_000).padStart(6, '0'),
    );
    expect(wrongTotp.status).toBe(401);
    expect(apiErrorBody.parse(wrongTotp.body)).toMatchObject({ field: 'totp', message: TOTP_INVALID_MESSAGE });

    const wrongCode = await verify(
      staff,
      String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
      totpAt(staff.secret, T0),
    );
    expect(wrongCode.status).toBe(401);
    expect(apiErrorBody.parse(wrongCode.body)).toMatchObject({ field: 'code', message: LOGIN_CODE_INVALID_MESSAGE });

    const totp = totpAt(staff.secret, T0);
    const ok = await verify(staff, code, totp);
    expect(ok.status).toBe(200);

    // Same 30-second step, a new SMS code: the TOTP was used, so it is refused.
    const replay = await verify(staff, await requestStaffCode(staff), totp);
    expect(replay.status).toBe(401);
    expect(apiErrorBody.parse(replay.body)).toMatchObject({ field: 'totp', message: TOTP_REPLAYED_MESSAGE });
    // The previous step's code is older still: refused too.
    const older = await verify(
      staff,
      await requestStaffCode(staff),
      totpAt(staff.secret, new Date(T0.getTime() - 30_000)),
    );
    expect(older.status).toBe(401);
    // A later step works (after the number's 10-minute send window).
    const later = new Date(T0.getTime() + 11 * 60_000);
    setClock(later);
    const next = await verify(staff, await requestStaffCode(staff), totpAt(staff.secret, later));
    expect(next.status).toBe(200);
  });

  it('sends no code to a number that is not staff or is deactivated, with the same answer, and a shopper code signs no one in', async () => {
    const { db } = database();
    const { result, written } = await messagesWrittenBy(outbox(), () =>
      callRoute(adminLogin, '/api/admin/login/', post({ country_code: '+91', mobile_number: '7999999999' })),
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: LOGIN_CODE_SENT_MESSAGE, code_required: true });
    expect(written).toHaveLength(0);

    const staff = await createTestStaff(db, 'staff', { session: false });
    await db.updateTable('staff').set({ active: 0 }).where('id', '=', staff.id).execute();
    const silent = await messagesWrittenBy(outbox(), () =>
      callRoute(adminLogin, '/api/admin/login/', post(phoneOf(staff))),
    );
    expect(silent.written).toHaveLength(0);
  });

  it('refuses a missing or malformed field with 400 naming it', async () => {
    const { status, body } = await callRoute(
      adminVerifyLogin,
      '/api/admin/login/verify/',
      post({ country_code: '+91', mobile_number: '7000000001', code: '12ab' }),
    );
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body).field).toBe('code');
    const noPhone = await callRoute(adminLogin, '/api/admin/login/', post({ country_code: '+91' }));
    expect(noPhone.status).toBe(400);
    expect(apiErrorBody.parse(noPhone.body).field).toBe('mobile_number');
  });
});

describe('staff sessions', () => {
  it('end after 30 idle minutes, and at 12 hours however busy', async () => {
    const { db } = database();
    const staff = await createTestStaff(db, 'staff', { session: false });
    setClock(T0);
    const signedIn = await verify(staff, await requestStaffCode(staff), totpAt(staff.secret, T0));
    expect(signedIn.status).toBe(200);
    const cookie = { headers: { cookie: cookieFrom(signedIn.headers) } };

    // Busy every 25 minutes: still signed in after 11 h 40 min.
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      setClock(T0.getTime() + minutes * 60_000);
      expect((await callRoute(getAdminSession, '/api/admin/session/', cookie)).status).toBe(200);
    }
    setClock(T0.getTime() + 12 * 60 * 60_000 + 1000);
    const expired = await callRoute(getAdminSession, '/api/admin/session/', cookie);
    expect(expired.status).toBe(401);
    expect(apiErrorBody.parse(expired.body).message).toBe(STAFF_LOGIN_REQUIRED_MESSAGE);

    const again = await verify(staff, await requestStaffCode(staff), totpAt(staff.secret, new Date()));
    const idleCookie = { headers: { cookie: cookieFrom(again.headers) } };
    setClock(Date.now() + 31 * 60_000);
    expect((await callRoute(getAdminSession, '/api/admin/session/', idleCookie)).status).toBe(401);
  });

  it('sign-out ends the session and clears the cookie', async () => {
    const { db } = database();
    const staff = await createTestStaff(db, 'staff');
    const out = await callRoute(adminLogout, '/api/admin/logout/', post({}, staff.headers));
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await callRoute(getAdminSession, '/api/admin/session/', { headers: staff.headers })).status).toBe(401);
  });

  it('end when the member is switched off, though their sessions and script tokens were never revoked', async () => {
    const { db } = database();
    const member = await createTestStaff(db, 'staff');
    const owner = await createTestStaff(db, 'owner');
    const created = await callRoute(createApiToken, '/api/admin/api-tokens/', post({ label: 'sync' }, owner.headers));
    const script = { authorization: `Token ${createStaffApiTokenResponse.parse(created.body).token}` };
    for (const headers of [member.headers, owner.headers, script])
      expect((await callRoute(getAdminSession, '/api/admin/session/', { headers })).status).toBe(200);

    // Switched off in the database directly: no sign-out, no revocation.
    await db.updateTable('staff').set({ active: 0 }).where('id', 'in', [member.id, owner.id]).execute();
    const sessionsBefore = await db
      .selectFrom('staff_sessions')
      .select(['id', 'revoked_at', 'last_seen_at'])
      .where('staff_id', 'in', [member.id, owner.id])
      .orderBy('id')
      .execute();
    expect(sessionsBefore.map((session) => session.revoked_at)).toEqual([null, null, null]);
    const auditEntries = async () =>
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const auditBefore = await auditEntries();
    for (const [handler, path, headers, body] of [
      [getAdminSession, '/api/admin/session/', member.headers],
      [listAdminOrders, '/api/admin/orders/', member.headers],
      [getAdminSession, '/api/admin/session/', owner.headers],
      [listStaff, '/api/admin/staff/', script],
      [createApiToken, '/api/admin/api-tokens/', script, { label: 'another' }],
    ] as const) {
      const init = body === undefined ? { headers } : post(body, headers);
      const refused = await callRoute(handler, path, init);
      expect({ path, status: refused.status }).toEqual({ path, status: 401 });
      expect(apiErrorBody.parse(refused.body).message).toBe(STAFF_LOGIN_REQUIRED_MESSAGE);
    }
    // Nothing was done for them: no token made, no audit entry, no session seen again.
    expect(
      await db
        .selectFrom('staff_sessions')
        .select(['id', 'revoked_at', 'last_seen_at'])
        .where('staff_id', 'in', [member.id, owner.id])
        .orderBy('id')
        .execute(),
    ).toEqual(sessionsBefore);
    expect(await auditEntries()).toBe(auditBefore);
  });

  it('lets an owner create a script token (hashed, shown once) that works in Authorization: Token; staff get 403', async () => {
    const { db } = database();
    const owner = await createTestStaff(db, 'owner');
    const created = await callRoute(
      createApiToken,
      '/api/admin/api-tokens/',
      post({ label: 'stock sync', expires_in_days: 30 }, owner.headers),
    );
    expect(created.status).toBe(201);
    const { token, id } = createStaffApiTokenResponse.parse(created.body);
    const row = await db.selectFrom('staff_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.kind).toBe('api');
    expect(row.token_hash).not.toContain(token);

    const byScript = await callRoute(getAdminSession, '/api/admin/session/', {
      headers: { authorization: `Token ${token}` },
    });
    expect(byScript.status).toBe(200);
    expect(adminSessionResponse.parse(byScript.body)).toMatchObject({ staff: { id: owner.id }, kind: 'api' });

    const member = await createTestStaff(db, 'staff');
    const refused = await callRoute(createApiToken, '/api/admin/api-tokens/', post({ label: 'mine' }, member.headers));
    expect(refused.status).toBe(403);
    expect(apiErrorBody.parse(refused.body).message).toBe(OWNER_ONLY_MESSAGE);
    const badDays = await callRoute(
      createApiToken,
      '/api/admin/api-tokens/',
      post({ label: 'x', expires_in_days: 0 }, owner.headers),
    );
    expect(badDays.status).toBe(400);
    expect(apiErrorBody.parse(badDays.body).field).toBe('expires_in_days');
  });
});

describe('guards of every admin call', () => {
  const staffCalls: [string, (request: Request) => Promise<Response>, string][] = [
    ['adminLogout', adminLogout, '/api/admin/logout/'],
    ['getAdminSession', getAdminSession, '/api/admin/session/'],
    ['createStaffApiToken', createApiToken, '/api/admin/api-tokens/'],
    ['listAuditLog', listAuditLog, '/api/admin/audit-log/'],
    ['listAdminOrders', listAdminOrders, '/api/admin/orders/'],
    ['getAdminOrder', getAdminOrder, '/api/admin/orders/JH-261126-AAAA0000/'],
    ['confirmOrder', confirmOrder, '/api/admin/orders/JH-261126-AAAA0000/confirm/'],
    ['packOrder', packOrder, '/api/admin/orders/JH-261126-AAAA0000/pack/'],
    ['shipOrder', shipOrder, '/api/admin/orders/JH-261126-AAAA0000/ship/'],
    ['deliverOrder', deliverOrder, '/api/admin/orders/JH-261126-AAAA0000/deliver/'],
    ['returnOrder', returnOrder, '/api/admin/orders/JH-261126-AAAA0000/return/'],
    ['cancelOrder', cancelOrder, '/api/admin/orders/JH-261126-AAAA0000/cancel/'],
    ['exportOrders', exportOrders, '/api/admin/orders/export/?from=2026-11-01&to=2026-11-02'],
    ['listAdminCustomers', listAdminCustomers, '/api/admin/customers/'],
    ['getAdminCustomer', getAdminCustomer, '/api/admin/customers/1/'],
    ['getAdminDashboard', getAdminDashboard, '/api/admin/dashboard/'],
    ['getPackingSlip', getPackingSlip, '/api/admin/orders/JH-261126-AAAA0000/packing-slip/'],
    ['getPackingSlips', getPackingSlips, '/api/admin/packing-slips/?order_numbers=JH-261126-AAAA0000'],
    ['getAdminOrderTaxDocument', getAdminOrderTaxDocument, '/api/admin/order-tax-document/?number=INV2627%2F00001'],
    ['refundOrder', refundOrder, '/api/admin/orders/JH-261126-AAAA0000/refund/'],
    ['retryRefund', retryRefund, '/api/admin/orders/JH-261126-AAAA0000/refunds/1/retry/'],
    ['listStaff', listStaff, '/api/admin/staff/'],
    ['addStaff', addStaff, '/api/admin/staff/'],
    ['changeStaffRole', changeStaffRole, '/api/admin/staff/1/role/'],
    ['deactivateStaff', deactivateStaff, '/api/admin/staff/1/deactivate/'],
    ['reactivateStaff', reactivateStaff, '/api/admin/staff/1/reactivate/'],
    ['resetStaffAuthenticator', resetStaffAuthenticator, '/api/admin/staff/1/reset-authenticator/'],
    ['startAuthenticatorChange', startAuthenticatorChange, '/api/admin/authenticator/'],
    ['confirmAuthenticatorChange', confirmAuthenticatorChange, '/api/admin/authenticator/confirm/'],
    ['getSettings', getSettings, '/api/admin/settings/'],
    ['updateSettings', updateSettings, '/api/admin/settings/'],
    ['getTaxSettings', getTaxSettings, '/api/admin/tax-settings/'],
    ['updateTaxSettings', updateTaxSettings, '/api/admin/tax-settings/'],
    ['listGstRates', listGstRates, '/api/admin/gst-rates/'],
    ['addGstRate', addGstRate, '/api/admin/gst-rates/'],
    ['getGstReturn', getGstReturn, '/api/admin/gst-returns/?month=2026-11'],
    ['getGstReturnCsv', getGstReturnCsv, '/api/admin/gst-returns/csv/?month=2026-11&section=b2b'],
    ['listEnquiries', listEnquiries, '/api/admin/enquiries/'],
    ['getEnquiry', getEnquiry, '/api/admin/enquiries/1/'],
    ['addEnquiryNote', addEnquiryNote, '/api/admin/enquiries/1/notes/'],
    ['replyToEnquiry', replyToEnquiry, '/api/admin/enquiries/1/reply/'],
    ['changeEnquiryStatus', changeEnquiryStatus, '/api/admin/enquiries/1/status/'],
    ['listPromos', listPromos, '/api/admin/promos/'],
    ['createPromo', createPromo, '/api/admin/promos/'],
    ['getPromo', getPromo, '/api/admin/promos/1/'],
    ['updatePromo', updatePromo, '/api/admin/promos/1/'],
    ['pausePromo', pausePromo, '/api/admin/promos/1/pause/'],
    ['resumePromo', resumePromo, '/api/admin/promos/1/resume/'],
    ['listAdminProducts', listAdminProducts, '/api/admin/products/'],
    ['createProduct', createProduct, '/api/admin/products/'],
    ['getAdminProduct', getAdminProduct, '/api/admin/products/1/'],
    ['updateProduct', updateProduct, '/api/admin/products/1/'],
    ['duplicateProduct', duplicateProduct, '/api/admin/products/1/duplicate/'],
    ['activateProduct', activateProduct, '/api/admin/products/1/activate/'],
    ['withdrawProduct', withdrawProduct, '/api/admin/products/1/withdraw/'],
    ['getProductStock', getProductStock, '/api/admin/products/1/stock/'],
    ['adjustStock', adjustStock, '/api/admin/products/1/stock/'],
    ['listRestock', listRestock, '/api/admin/stock/restock/'],
    ['uploadPicture', uploadPicture, '/api/admin/pictures/'],
    ['exportProducts', exportProducts, '/api/admin/products/export/?format=shopify'],
    ['importProducts', importProducts, '/api/admin/products/import/'],
    ['getImportJob', getImportJob, '/api/admin/products/import/1/'],
    ['listAdminCategories', listAdminCategories, '/api/admin/categories/'],
    ['reorderCategories', reorderCategories, '/api/admin/categories/order/'],
    ['getAdminCategory', getAdminCategory, '/api/admin/categories/1/'],
    ['updateCategory', updateCategory, '/api/admin/categories/1/'],
    ['addSubcategory', addSubcategory, '/api/admin/categories/1/subcategories/'],
    ['reorderSubcategories', reorderSubcategories, '/api/admin/categories/1/subcategories/order/'],
    ['updateSubcategory', updateSubcategory, '/api/admin/categories/1/subcategories/1/'],
    ['listReviews', listReviews, '/api/admin/reviews/'],
    ['publishReview', publishReview, '/api/admin/reviews/1/publish/'],
    ['hideReview', hideReview, '/api/admin/reviews/1/hide/'],
    ['replyToReview', replyToReview, '/api/admin/reviews/1/reply/'],
    ['featureReview', featureReview, '/api/admin/reviews/1/feature/'],
    ['listBlogPosts', listBlogPosts, '/api/admin/blog/'],
    ['createBlogPost', createBlogPost, '/api/admin/blog/'],
    ['getBlogPost', getBlogPost, '/api/admin/blog/1/'],
    ['updateBlogPost', updateBlogPost, '/api/admin/blog/1/'],
    ['publishBlogPost', publishBlogPost, '/api/admin/blog/1/publish/'],
    ['unpublishBlogPost', unpublishBlogPost, '/api/admin/blog/1/unpublish/'],
  ];

  it('covers every staff call of the contract', () => {
    const marked = Object.entries(adminEndpoints).flatMap(([name, definition]) =>
      definition.staff === 'sign-in' ? [] : [name],
    );
    expect(staffCalls.map(([name]) => name).sort()).toEqual(marked.sort());
  });

  it.each(staffCalls)(
    '%s answers 401 to a shopper token, to no session and to a forged cookie',
    async (name, handler, path) => {
      const { db } = database();
      const shopper = await createTestCustomer(db);
      const definition = adminEndpoints[name as keyof typeof adminEndpoints];
      const init = (headers: Record<string, string>): RequestInit =>
        definition.method === 'POST' ? post({}, headers) : { headers };
      for (const headers of [shopper.auth, {}, { cookie: `${staffCookieName()}=${shopper.token}` }]) {
        const { status, body } = await callRoute(handler, path, init(headers));
        expect(status).toBe(401);
        expect(apiErrorBody.parse(body).message).toBe(STAFF_LOGIN_REQUIRED_MESSAGE);
      }
    },
  );

  const ownerCalls = Object.entries(adminEndpoints).flatMap(([name, definition]) =>
    definition.staff === 'owner' ? [name] : [],
  );

  /** Owners-only calls with an input each refuses (400): the role is checked before the input is even read. */
  const ownerCallsWithBadInput: [string, (request: Request) => Promise<Response>, string, unknown][] = [
    ['createStaffApiToken', createApiToken, '/api/admin/api-tokens/', { label: '', expires_in_days: 0 }],
    ['listAuditLog', listAuditLog, '/api/admin/audit-log/?staff_id=abc', undefined],
    ['addStaff', addStaff, '/api/admin/staff/', { role: 'king' }],
    ['changeStaffRole', changeStaffRole, '/api/admin/staff/abc/role/', { role: 'king' }],
    ['deactivateStaff', deactivateStaff, '/api/admin/staff/abc/deactivate/', {}],
    ['reactivateStaff', reactivateStaff, '/api/admin/staff/abc/reactivate/', {}],
    ['resetStaffAuthenticator', resetStaffAuthenticator, '/api/admin/staff/abc/reset-authenticator/', {}],
    ['updateSettings', updateSettings, '/api/admin/settings/', { staff_refund_limit_usd: 'lots' }],
    ['updateTaxSettings', updateTaxSettings, '/api/admin/tax-settings/', { gstin: 'not a gstin' }],
    ['addGstRate', addGstRate, '/api/admin/gst-rates/', { hsn_prefix: 'x' }],
    ['getGstReturn', getGstReturn, '/api/admin/gst-returns/?month=2026-13', undefined],
    ['getGstReturnCsv', getGstReturnCsv, '/api/admin/gst-returns/csv/?month=2026-11&section=zip', undefined],
    ['createPromo', createPromo, '/api/admin/promos/', { code: '', kind: 'bogo' }],
    ['updatePromo', updatePromo, '/api/admin/promos/abc/', { code: '' }],
    ['addSubcategory', addSubcategory, '/api/admin/categories/1/subcategories/', { name: 'a/b' }],
    ['reorderCategories', reorderCategories, '/api/admin/categories/order/', { ids: [1] }],
    ['reorderSubcategories', reorderSubcategories, '/api/admin/categories/1/subcategories/order/', { ids: 'all' }],
    ['updateSubcategory', updateSubcategory, '/api/admin/categories/1/subcategories/abc/', { name: '' }],
    ['getImportJob', getImportJob, '/api/admin/products/import/abc/', undefined],
  ];

  it('marks the owners-only calls as such in the contract', () => {
    expect([...ownerCalls].sort()).toEqual(
      [
        'addGstRate',
        'addStaff',
        'addSubcategory',
        'changeStaffRole',
        'createPromo',
        'createStaffApiToken',
        'deactivateStaff',
        'getGstReturn',
        'getGstReturnCsv',
        'getImportJob',
        'getSettings',
        'getTaxSettings',
        'importProducts',
        'listAuditLog',
        'listGstRates',
        'listStaff',
        'reactivateStaff',
        'reorderCategories',
        'reorderSubcategories',
        'resetStaffAuthenticator',
        'updatePromo',
        'updateSettings',
        'updateSubcategory',
        'updateTaxSettings',
      ].sort(),
    );
    // Every one with an input is tried with a bad one below; listStaff, getSettings, getTaxSettings and
    // listGstRates take none, and importProducts takes a multipart file (its bad files:
    // app/api/admin-products-import.test.ts).
    expect(
      [
        ...ownerCallsWithBadInput.map(([name]) => name),
        'getSettings',
        'getTaxSettings',
        'importProducts',
        'listGstRates',
        'listStaff',
      ].sort(),
    ).toEqual([...ownerCalls].sort());
  });

  it.each(ownerCalls)(
    '%s: the request pipeline refuses a member who is not an owner (403) without its service',
    async (name) => {
      // The call's contract entry with a service of the test's own, which never checks a role itself.
      const definition = adminEndpoints[name as keyof typeof adminEndpoints];
      const reached: unknown[] = [];
      const handler = createRouteHandler(definition, async (input: unknown) => {
        reached.push(input);
        throw new ApiError('conflict', 'The service was reached.');
      });
      const member = await createTestStaff(database().db, 'staff');
      const path = definition.path.replace('{staff_id}', String(member.id));
      const refused = await callRoute(
        handler,
        path,
        definition.method === 'POST' ? post({}, member.headers) : { headers: member.headers },
      );
      expect(refused.status).toBe(403);
      expect(apiErrorBody.parse(refused.body)).toMatchObject({ code: 'forbidden', message: OWNER_ONLY_MESSAGE });
      expect(reached).toEqual([]);
    },
  );

  it.each(ownerCallsWithBadInput)(
    '%s answers a member who is not an owner 403, not the 400 its input earns an owner',
    async (_name, handler, path, body) => {
      const { db } = database();
      const owner = await createTestStaff(db, 'owner');
      const member = await createTestStaff(db, 'staff');
      const init = (headers: Record<string, string>) => (body === undefined ? { headers } : post(body, headers));
      expect((await callRoute(handler, path, init(owner.headers))).status).toBe(400);
      const refused = await callRoute(handler, path, init(member.headers));
      expect(refused.status).toBe(403);
      expect(apiErrorBody.parse(refused.body)).toMatchObject({ code: 'forbidden', message: OWNER_ONLY_MESSAGE });
    },
  );

  it('refuses a cross-site POST with 403 before anything else, by Origin or by Sec-Fetch-Site', async () => {
    const { db } = database();
    const staff = await createTestStaff(db, 'owner');
    const foreignHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const foreign of foreignHeaders) {
      for (const [handler, path] of [
        [adminLogout, '/api/admin/logout/'],
        [adminLogin, '/api/admin/login/'],
      ] as const) {
        const { status, body } = await callRoute(
          handler,
          path,
          postJson({ country_code: '+91', mobile_number: staff.mobileNumber }, { ...staff.headers, ...foreign }),
        );
        expect(status).toBe(403);
        expect(apiErrorBody.parse(body).message).toBe(CROSS_SITE_MESSAGE);
      }
    }
    // The session survived: nothing was done.
    expect((await callRoute(getAdminSession, '/api/admin/session/', { headers: staff.headers })).status).toBe(200);
  });

  it('takes a POST from the address the shop was opened at, though SITE_URL names another (issue 28)', async () => {
    const { db } = database();
    const staff = await createTestStaff(db, 'owner');
    // A browser on plain http at a LAN address sends Origin but no Sec-Fetch-Site; SITE_URL is the default localhost:3000.
    const openedAt = 'http://192.168.1.20:3300';
    const lanBrowser = (body: unknown, origin = openedAt) =>
      postJson(body, {
        host: '192.168.1.20:3300',
        origin,
        cookie: staff.headers.cookie ?? '',
        [PEER_ADDRESS_HEADER]: freshAddress(),
      });
    expect((await callRoute(adminLogin, `${openedAt}/api/admin/login/`, lanBrowser(phoneOf(staff)))).status).toBe(200);
    // Another site's page is still refused, and changes nothing.
    const foreign = await callRoute(
      adminLogout,
      `${openedAt}/api/admin/logout/`,
      lanBrowser({}, 'http://192.168.1.21:3300'),
    );
    expect(foreign.status).toBe(403);
    expect((await callRoute(getAdminSession, '/api/admin/session/', { headers: staff.headers })).status).toBe(200);
    expect((await callRoute(adminLogout, `${openedAt}/api/admin/logout/`, lanBrowser({}))).status).toBe(200);
    expect((await callRoute(getAdminSession, '/api/admin/session/', { headers: staff.headers })).status).toBe(401);
  });

  it('keeps the audit log for owners (403 for staff), newest first, filtered and paged', async () => {
    const { db } = database();
    const owner = await createTestStaff(db, 'owner');
    const member = await createTestStaff(db, 'staff');
    expect((await callRoute(listAuditLog, '/api/admin/audit-log/', { headers: member.headers })).status).toBe(403);
    for (const label of ['one', 'two', 'three']) {
      expect((await callRoute(createApiToken, '/api/admin/api-tokens/', post({ label }, owner.headers))).status).toBe(
        201,
      );
    }
    const first = await callRoute(listAuditLog, `/api/admin/audit-log/?staff_id=${owner.id}&page_size=2`, {
      headers: owner.headers,
    });
    expect(first.status).toBe(200);
    const page = listAuditLogResponse.parse(first.body);
    expect(page.data.map((entry) => entry.after)).toEqual([
      expect.objectContaining({ label: 'three' }),
      expect.objectContaining({ label: 'two' }),
    ]);
    expect(page.data[0]).toMatchObject({
      staff_id: owner.id,
      action: 'staff.api_token_created',
      entity_type: 'staff_session',
    });
    expect(page.next_cursor).not.toBeNull();
    const second = listAuditLogResponse.parse(
      (
        await callRoute(
          listAuditLog,
          `/api/admin/audit-log/?staff_id=${owner.id}&page_size=2&cursor=${page.next_cursor ?? ''}`,
          { headers: owner.headers },
        )
      ).body,
    );
    expect(second.data.map((entry) => entry.after)).toEqual([expect.objectContaining({ label: 'one' })]);
    const bad = await callRoute(listAuditLog, '/api/admin/audit-log/?cursor=abc', { headers: owner.headers });
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body).field).toBe('cursor');
  });
});
