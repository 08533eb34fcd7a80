/**
 * The shop's tax identity and the GST rates (issue 30, items 1 and 2;
 * docs/decisions/039-gst.md) through the route handlers, on a real database:
 * owners only (403 for staff), 400 naming the field, 409 for a taken start
 * day, audited with before and after, and the seeded rates of migration 028.
 */
import { apiErrorBody } from '@/lib/contract';
import {
  gstRateChangeResponse,
  listAuditLogResponse,
  listGstRatesResponse,
  taxSettingsResponse,
} from '@/lib/contract/admin';
import { OWNER_ONLY_MESSAGE } from '@/lib/server/services/staff/roles';
import {
  GST_RATE_ADDED_MESSAGE,
  GST_RATE_PAST_MESSAGE,
  GST_RATE_TAKEN_MESSAGE,
} from '@/lib/server/services/tax/gst-rates';
import { TAX_SETTINGS_SAVED_MESSAGE } from '@/lib/server/services/tax/tax-settings';
import { getTaxSettingsInForce, listGstRateRules } from '@/lib/server/services/tax/tax-in-force';
import { resolveGstRateBp } from '@/lib/gst/rates';
import { setClock } from '@/lib/testing/clock';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as listAuditLog } from './admin/audit-log/route';
import { GET as listGstRates, POST as addGstRate } from './admin/gst-rates/route';
import { GET as getTaxSettings, POST as updateTaxSettings } from './admin/tax-settings/route';

jest.setTimeout(60_000);
const database = withTestDatabase({ seed: 'catalogue' });
afterEach(() => jest.useRealTimers());

let owner: TestStaff;
let packer: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(database().db, 'owner');
  packer = await createTestStaff(database().db, 'staff');
});

async function auditOf(entityType: string, entityId: string | number) {
  const answer = await callRoute(
    listAuditLog,
    `/api/admin/audit-log/?entity_type=${entityType}&entity_id=${entityId}`,
    { headers: owner.headers },
  );
  return listAuditLogResponse.parse(answer.body).data;
}

// 27AAPFU0939F1ZV is the GST portal's published sample; 08AAPFU0939F1Z + its check character is a Rajasthan one.
const RAJASTHAN_GSTIN = '08AAPFU0939F1ZV';
const identity = {
  legal_name: 'Jaipur Handcrafted Private Limited',
  address: '12 Johari Bazar, Jaipur 302003',
  state_code: '08',
  gstin: RAJASTHAN_GSTIN.toLowerCase(),
  lut_reference: 'AD080326000123X',
  lut_valid_from: '2026-04-01',
  lut_valid_until: '2027-03-31',
  invoice_prefix: 'jh',
  credit_note_prefix: 'JH-CN',
};

describe('tax settings', () => {
  it('answers Rajasthan defaults until saved, then the saved identity, audited with before and after', async () => {
    const first = await callRoute(getTaxSettings, '/api/admin/tax-settings/', { headers: owner.headers });
    expect(first.status).toBe(200);
    expect(taxSettingsResponse.parse(first.body)).toMatchObject({
      configured: false,
      tax: { state_code: '08', state_name: 'Rajasthan', gstin: null, invoice_prefix: 'INV', credit_note_prefix: 'CN' },
    });

    const saved = await callRoute(updateTaxSettings, '/api/admin/tax-settings/', postJson(identity, owner.headers));
    expect(saved.status).toBe(200);
    const answer = taxSettingsResponse.parse(saved.body);
    expect(answer).toMatchObject({
      configured: true,
      message: TAX_SETTINGS_SAVED_MESSAGE,
      updated_by: owner.name,
      tax: { gstin: RAJASTHAN_GSTIN, invoice_prefix: 'JH', state_name: 'Rajasthan', lut_valid_until: '2027-03-31' },
    });
    expect((await getTaxSettingsInForce()).gstin).toBe(RAJASTHAN_GSTIN);

    const moved = await callRoute(
      updateTaxSettings,
      '/api/admin/tax-settings/',
      postJson({ ...identity, lut_reference: '', lut_valid_from: '', lut_valid_until: null }, owner.headers),
    );
    expect(taxSettingsResponse.parse(moved.body).tax.lut_reference).toBeNull();
    const [latest, earliest] = await auditOf('settings', 'tax');
    expect(earliest).toMatchObject({ action: 'tax_settings.update', staff_id: owner.id, before: null });
    expect(latest!.before).toMatchObject({ lut_reference: 'AD080326000123X' });
    expect(latest!.after).toMatchObject({ lut_reference: null, gstin: RAJASTHAN_GSTIN });
  });

  it('refuses a bad identity with 400 naming the field', async () => {
    for (const [change, field] of [
      [{ gstin: '08AAPFU0939F1ZW' }, 'gstin'], // wrong check character
      [{ gstin: '27AAPFU0939F1ZV' }, 'gstin'], // valid, but Maharashtra's for a Rajasthan shop
      [{ gstin: '08AAPFU0939F1Z' }, 'gstin'],
      [{ state_code: '25' }, 'state_code'],
      [{ legal_name: '  ' }, 'legal_name'],
      [{ invoice_prefix: 'INV_2026' }, 'invoice_prefix'],
      [{ invoice_prefix: 'TOOLONG' }, 'invoice_prefix'],
      [{ credit_note_prefix: 'jh' }, 'credit_note_prefix'],
      [{ lut_valid_until: '2026-03-31' }, 'lut_valid_until'],
      [{ lut_valid_from: '' }, 'lut_valid_from'],
      [{ lut_valid_from: '2026-02-30' }, 'lut_valid_from'],
    ] as const) {
      const bad = await callRoute(
        updateTaxSettings,
        '/api/admin/tax-settings/',
        postJson({ ...identity, ...change }, owner.headers),
      );
      expect(bad.status).toBe(400);
      expect(apiErrorBody.parse(bad.body).field).toBe(field);
    }
  });

  it('is for owners only', async () => {
    for (const answer of [
      await callRoute(getTaxSettings, '/api/admin/tax-settings/', { headers: packer.headers }),
      await callRoute(updateTaxSettings, '/api/admin/tax-settings/', postJson(identity, packer.headers)),
      await callRoute(listGstRates, '/api/admin/gst-rates/', { headers: packer.headers }),
      await callRoute(addGstRate, '/api/admin/gst-rates/', postJson({}, packer.headers)),
    ]) {
      expect(answer.status).toBe(403);
      expect(apiErrorBody.parse(answer.body).message).toBe(OWNER_ONLY_MESSAGE);
    }
  });
});

describe('GST rates', () => {
  it("lists the seeded rates: today's garment band 5% up to Rs 2,500 per piece, 18% above, in force", async () => {
    setClock(new Date('2026-11-29T10:00:00Z'));
    const answer = listGstRatesResponse.parse(
      (await callRoute(listGstRates, '/api/admin/gst-rates/', { headers: owner.headers })).body,
    );
    expect(answer.today).toBe('2026-11-29');
    const garments = answer.rates.filter((rate) => rate.hsn_prefix === '62');
    expect(
      garments.map(({ effective_from, threshold, rate_above_percent, in_force }) => ({
        effective_from,
        threshold,
        rate_above_percent,
        in_force,
      })),
    ).toEqual([
      { effective_from: '2017-07-01', threshold: 1000, rate_above_percent: 12, in_force: false },
      { effective_from: '2025-09-22', threshold: 2500, rate_above_percent: 18, in_force: true },
    ]);
    const rules = await listGstRateRules();
    expect(resolveGstRateBp(rules, { hsnCode: '6204', goodsPaise: 262_500, quantity: 1 }, '2026-11-29')).toBe(500);
    expect(resolveGstRateBp(rules, { hsnCode: '6304', goodsPaise: 300_000, quantity: 1 }, '2026-11-29')).toBe(1800);
    expect(resolveGstRateBp(rules, { hsnCode: '5208', goodsPaise: 900_000, quantity: 1 }, '2026-11-29')).toBe(500);
  });

  it('adds a rate from today or later, audited; refuses a past start (400), a taken day (409) and a half band', async () => {
    setClock(new Date('2026-11-29T20:00:00Z')); // 30 November in India
    owner = await createTestStaff(database().db, 'owner'); // a session live at the clock's time
    const body = { hsn_prefix: '6217', effective_from: '2026-11-30', rate_percent: '5', threshold: '', note: 'Lace' };
    const added = await callRoute(addGstRate, '/api/admin/gst-rates/', postJson(body, owner.headers));
    expect(added.status).toBe(200);
    const { message, rate } = gstRateChangeResponse.parse(added.body);
    expect(message).toBe(GST_RATE_ADDED_MESSAGE);
    expect(rate).toMatchObject({
      hsn_prefix: '6217',
      rate_percent: 5,
      threshold: null,
      in_force: true,
      created_by: owner.name,
    });
    const rules = await listGstRateRules();
    // The longer prefix wins over chapter 62's band.
    expect(resolveGstRateBp(rules, { hsnCode: '62171010', goodsPaise: 900_000, quantity: 1 }, '2026-11-30')).toBe(500);
    const [entry] = await auditOf('gst_rate', rate.id);
    expect(entry).toMatchObject({ action: 'gst_rate.add', before: null, after: { rate_bp: 500, hsn_prefix: '6217' } });

    const taken = await callRoute(addGstRate, '/api/admin/gst-rates/', postJson(body, owner.headers));
    expect(taken.status).toBe(409);
    expect(apiErrorBody.parse(taken.body)).toMatchObject({ field: 'effective_from', message: GST_RATE_TAKEN_MESSAGE });

    const past = await callRoute(
      addGstRate,
      '/api/admin/gst-rates/',
      postJson({ ...body, effective_from: '2026-11-29' }, owner.headers),
    );
    expect(past.status).toBe(400);
    expect(apiErrorBody.parse(past.body)).toMatchObject({ field: 'effective_from', message: GST_RATE_PAST_MESSAGE });

    for (const [change, field] of [
      [{ hsn_prefix: '6' }, 'hsn_prefix'],
      [{ hsn_prefix: '620412345' }, 'hsn_prefix'],
      [{ rate_percent: '101' }, 'rate_percent'],
      [{ rate_percent: 5.125 }, 'rate_percent'],
      [{ threshold: 2500 }, 'rate_above_percent'],
      [{ rate_above_percent: 18 }, 'threshold'],
      [{ effective_from: '30-11-2026' }, 'effective_from'],
    ] as const) {
      const bad = await callRoute(addGstRate, '/api/admin/gst-rates/', postJson({ ...body, ...change }, owner.headers));
      expect(bad.status).toBe(400);
      expect(apiErrorBody.parse(bad.body).field).toBe(field);
    }
    expect(
      await database().db.selectFrom('gst_rates').where('hsn_prefix', '=', '6217').selectAll().execute(),
    ).toHaveLength(1);
  });
});
