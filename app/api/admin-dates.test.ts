/**
 * One rule for a date on every back-office call that takes one (issue 28):
 * a day written YYYY-MM-DD that exists on the calendar, or 400 naming the
 * field (lib/contract/calendar-date.ts). Before, `to=2026-13-01` on the
 * orders list answered 500 and `from=2026-13-01` an empty list. On SQLite,
 * and PostgreSQL with TEST_DATABASE=postgres.
 */
import { apiErrorBody } from '@/lib/contract';
import { CALENDAR_DATE_MESSAGE } from '@/lib/contract/calendar-date';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { GET as listAdminOrders } from './admin/orders/route';
import { GET as exportOrders } from './admin/orders/export/route';

const database = withTestDatabase();

let staff: TestStaff;
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
});

type Handler = (request: Request) => Promise<Response>;

/** Every admin call that takes a date, and where the date goes: `{day}` is the date under test. */
const CALLS_WITH_A_DATE: [string, Handler, string, string][] = [
  ['the orders list', listAdminOrders, '/api/admin/orders/?from={day}', 'from'],
  ['the orders list', listAdminOrders, '/api/admin/orders/?to={day}', 'to'],
  ['the orders list with a from', listAdminOrders, '/api/admin/orders/?from=2026-01-01&to={day}', 'to'],
  ['the CSV export', exportOrders, '/api/admin/orders/export/?from={day}&to=2026-11-30', 'from'],
  ['the CSV export', exportOrders, '/api/admin/orders/export/?from=2026-11-01&to={day}', 'to'],
];

/** Shaped like a date, or nearly, but not a day of the calendar. */
const NOT_DAYS = ['2026-13-01', '2026-02-30', '2025-02-29', '2026-04-31', '2026-00-10', '2026-01-00', '0000-01-01'];
/** Not even shaped like one. */
const NOT_DATES = ['yesterday', '2026-1-01', '01-11-2026', '2026-11-01T00:00:00Z', '20261101'];

const cases = CALLS_WITH_A_DATE.flatMap(([call, handler, template, field]) =>
  [...NOT_DAYS, ...NOT_DATES].map((day) => [call, field, day, handler, template] as const),
);

describe('a date on a back-office call', () => {
  it.each(cases)('%s refuses %s=%s with 400 naming the field', async (_call, field, day, handler, template) => {
    const answer = await callRoute(handler, template.replace('{day}', encodeURIComponent(day)), {
      headers: staff.headers,
    });
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body)).toMatchObject({
      code: 'invalid_request',
      field,
      message: `${field}: ${CALENDAR_DATE_MESSAGE}`,
    });
  });

  it.each([
    ['the orders list', '/api/admin/orders/?from=2028-02-29', listAdminOrders],
    ['the orders list', '/api/admin/orders/?to=2000-02-29', listAdminOrders],
    ['the orders list', '/api/admin/orders/?from=2028-02-29&to=2028-02-29', listAdminOrders],
    ['the CSV export', '/api/admin/orders/export/?from=2028-02-28&to=2028-02-29', exportOrders],
  ] as const)('%s takes days that exist, leap days included: %s', async (_call, url, handler) => {
    const answer = await callRoute(handler, url, { headers: staff.headers });
    expect(answer.status).toBe(200);
  });
});
