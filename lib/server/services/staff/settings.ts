import 'server-only';
import type { z } from 'zod';
import type { adminEndpoints } from '../../../contract/admin';
import { SETTING_KEYS, settingValues, type SettingKey } from '../../../contract/admin';
import { getConfig, getPaymentSettings } from '../../config';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { logError } from '../../log';
import { deleteShopSetting, findShopSettingValue, listShopSettings, upsertShopSetting } from './repositories/settings';
import { recordAudit } from './audit';
import { actorOf, requireOwner } from './staff-auth';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

/** A size with this many pieces free or fewer is low on stock, unless an owner set another number. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;

/** What a setting is without an owner's value: the environment's (decision 019 keeps it the default) or the code's. */
function defaultOf(key: SettingKey): number {
  const config = getConfig();
  switch (key) {
    case 'staff_refund_limit_inr':
      return config.STAFF_REFUND_LIMIT_INR;
    case 'staff_refund_limit_usd':
      return config.STAFF_REFUND_LIMIT_USD;
    case 'low_stock_threshold':
      return DEFAULT_LOW_STOCK_THRESHOLD;
  }
}

/** A stored value checked with the same schema as a written one; a row that no longer passes falls back to the default (logged). */
function parseStored(key: SettingKey, json: string | undefined): number | null {
  if (json === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  const parsed = settingValues.shape[key].safeParse(value);
  if (parsed.success && typeof parsed.data === 'number') return parsed.data;
  logError(`shop setting ${key} holds an invalid value; its default applies`, new Error(json));
  return null;
}

/** The value in force of one setting (one indexed read). */
export async function getSettingValue(key: SettingKey, db?: Executor): Promise<number> {
  const executor = db ?? (await getDatabase()).db;
  return parseStored(key, await findShopSettingValue(executor, key)) ?? defaultOf(key);
}

/** The largest refund a `staff` member may issue in a currency, in its major unit (whole rupees or dollars). */
export async function getStaffRefundLimit(currency: string): Promise<number> {
  return getSettingValue(currency === 'INR' ? 'staff_refund_limit_inr' : 'staff_refund_limit_usd');
}

export async function getLowStockThreshold(): Promise<number> {
  return getSettingValue('low_stock_threshold');
}

async function settingsAnswer(db: Executor): Promise<Output<'getSettings'>> {
  const config = getConfig();
  const rows = new Map((await listShopSettings(db)).map((row) => [row.key, row]));
  const stateOf = (key: SettingKey) => {
    const row = rows.get(key);
    const stored = parseStored(key, row?.value_json);
    return {
      value: stored ?? defaultOf(key),
      default: defaultOf(key),
      overridden: stored !== null,
      updated_at: stored !== null ? (row?.updated_at ?? null) : null,
      updated_by: stored !== null ? (row?.updated_by ?? null) : null,
    };
  };
  const payments = getPaymentSettings(config);
  const sender = config.SMS_PROVIDER === 'http' && config.SMS_API_URL && config.SMS_API_KEY ? 'http' : 'outbox';
  return {
    settings: {
      staff_refund_limit_inr: stateOf('staff_refund_limit_inr'),
      staff_refund_limit_usd: stateOf('staff_refund_limit_usd'),
      low_stock_threshold: stateOf('low_stock_threshold'),
    },
    shop: {
      payments: [
        { provider: 'razorpay', enabled: payments.razorpay.available, sandbox: payments.razorpay.sandbox },
        { provider: 'paypal', enabled: payments.paypal.available, sandbox: payments.paypal.sandbox },
        { provider: 'cod', enabled: true, sandbox: false },
      ],
      messaging: { sms: sender, whatsapp: sender, email: config.SMTP_URL ? 'smtp' : 'outbox' },
      site_url: config.SITE_URL,
      staff_session_hours: config.STAFF_SESSION_HOURS,
      staff_session_idle_minutes: config.STAFF_SESSION_IDLE_MINUTES,
    },
  };
}

/** GET /api/admin/settings/ (owner): the settings in force and the shop's configuration, without secrets. */
export async function getSettings(
  _input: Input<'getSettings'>,
  context: StaffRequestContext,
): Promise<Output<'getSettings'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  return settingsAnswer(db);
}

/**
 * POST /api/admin/settings/ (owner): each key given is set (null: its row
 * goes and the default applies again), audited with the values in force
 * before and after, in one transaction.
 */
export async function updateSettings(
  input: Input<'updateSettings'>,
  context: StaffRequestContext,
): Promise<Output<'updateSettings'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    for (const key of SETTING_KEYS) {
      const value = input[key];
      if (value === undefined) continue;
      before[key] = await getSettingValue(key, trx);
      if (value === null) await deleteShopSetting(trx, key);
      else
        await upsertShopSetting(trx, {
          key,
          value_json: JSON.stringify(value),
          updated_at: now,
          updated_by_staff_id: context.staff.id,
        });
      after[key] = value ?? defaultOf(key);
    }
    await recordAudit(trx, actorOf(context), {
      action: 'settings.update',
      entityType: 'settings',
      entityId: 'shop',
      before,
      after,
      at: now,
    });
    return settingsAnswer(trx);
  });
}
