import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import {
  PROMO_CREATED_MESSAGE,
  PROMO_SAVED_MESSAGE,
  type createPromoBody,
  type PromoActionName,
} from '../../../contract/admin-promos';
import { startOfNextUtcDay, startOfUtcDay } from '../../../contract/calendar-date';
import { CART_CURRENCIES } from '../../../contract/cart';
import { amountToMinor, centsToAmount } from '../../../money';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { requireOwner } from '../staff/roles';
import { actorOf } from '../staff/staff-auth';
import * as promos from './repositories/promos';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;
type AdminPromo = Output<'getPromo'>['promo'];

export const PROMO_NOT_FOUND_MESSAGE = 'Promo code not found';
export const PROMO_PAUSED_MESSAGE = 'Promo code paused: shoppers cannot use it until it is resumed.';
export const PROMO_RESUMED_MESSAGE = 'Promo code resumed.';
export const PROMO_ALREADY_PAUSED_MESSAGE = 'This promo code was already paused.';
export const PROMO_ALREADY_ACTIVE_MESSAGE = 'This promo code was already active.';

export function promoCodeTakenMessage(code: string): string {
  return `A promo code ${code} already exists.`;
}

const DAY_MS = 86_400_000;

/** What a shopper meets now (the same order of checks as checkPromoCode: switched off, window, uses). */
function stateOf(row: promos.PromoCodeRow, uses: number, now: string): AdminPromo['state'] {
  if (row.is_active !== 1) return 'paused';
  if (row.starts_at && now < row.starts_at) return 'scheduled';
  if (row.ends_at && now >= row.ends_at) return 'ended';
  if (row.max_uses !== null && uses >= row.max_uses) return 'used_up';
  return 'active';
}

function actionsOf(row: promos.PromoCodeRow, context: StaffRequestContext): PromoActionName[] {
  const switchAction: PromoActionName = row.is_active === 1 ? 'pause' : 'resume';
  return context.staff.role === 'owner' ? ['edit', switchAction] : [switchAction];
}

function promoOf(
  row: promos.PromoCodeRow,
  usage: promos.PromoUsage | undefined,
  context: StaffRequestContext,
  now: string,
): AdminPromo {
  const uses = usage?.uses ?? 0;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent_off: row.kind === 'percent' ? row.value / 100 : null,
    amount_off_usd: row.kind === 'fixed' ? centsToAmount(row.value) : null,
    amount_off_inr: row.kind === 'fixed' && row.value_inr_paise !== null ? centsToAmount(row.value_inr_paise) : null,
    min_order_usd: centsToAmount(row.min_order_cents),
    starts_on: row.starts_at ? row.starts_at.slice(0, 10) : null,
    // Stored as the instant it stops (the next day's start); shown as the last day it works.
    ends_on: row.ends_at ? new Date(Date.parse(row.ends_at) - DAY_MS).toISOString().slice(0, 10) : null,
    max_uses: row.max_uses,
    max_uses_per_customer: row.max_uses_per_customer,
    first_order_only: row.first_order_only === 1,
    active: row.is_active === 1,
    state: stateOf(row, uses, now),
    created_at: row.created_at,
    updated_at: row.updated_at,
    usage: {
      uses,
      currencies: (usage?.currencies ?? []).flatMap((entry) => {
        const currency = CART_CURRENCIES.find((known) => known === entry.currency);
        return currency
          ? [
              {
                currency,
                orders: entry.orders,
                discount: centsToAmount(entry.discountMinor),
                revenue: centsToAmount(entry.revenueMinor),
              },
            ]
          : [];
      }),
    },
    allowed_actions: actionsOf(row, context),
  };
}

/** The row a form's fields make (amounts in minor units, days as the instants they start and stop). */
function rowOf(fields: z.output<typeof createPromoBody>) {
  const fixed = fields.kind === 'fixed';
  return {
    code: fields.code,
    kind: fields.kind,
    value: fixed ? amountToMinor(fields.amount_off_usd ?? 0) : Math.round((fields.percent_off ?? 0) * 100),
    value_inr_paise: fixed && fields.amount_off_inr ? amountToMinor(fields.amount_off_inr) : null,
    min_order_cents: amountToMinor(fields.min_order_usd ?? 0),
    starts_at: fields.starts_on ? startOfUtcDay(fields.starts_on).toISOString() : null,
    ends_at: fields.ends_on ? startOfNextUtcDay(fields.ends_on).toISOString() : null,
    max_uses: fields.max_uses ?? null,
    max_uses_per_customer: fields.max_uses_per_customer ?? null,
    first_order_only: fields.first_order_only ? (1 as const) : (0 as const),
    is_active: fields.active === false ? (0 as const) : (1 as const),
  };
}

async function findOr404(db: Executor, id: number): Promise<promos.PromoCodeRow> {
  const row = await promos.findPromoCodeById(db, id);
  if (!row) throw new ApiError('not_found', PROMO_NOT_FOUND_MESSAGE, { field: 'promo_id' });
  return row;
}

async function refuseTakenCode(db: Executor, code: string, exceptId?: number): Promise<void> {
  const existing = await promos.findPromoCode(db, code);
  if (existing && existing.id !== exceptId)
    throw new ApiError('conflict', promoCodeTakenMessage(code), { field: 'code' });
}

/** Runs a change that writes `code`; two owners saving one code at once: the unique index refuses the second, answered as 409. */
async function withCodeRace<T>(
  db: Executor,
  code: string,
  exceptId: number | undefined,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof ApiError)) await refuseTakenCode(db, code, exceptId);
    throw error;
  }
}

async function answerFor(db: Executor, row: promos.PromoCodeRow, context: StaffRequestContext): Promise<AdminPromo> {
  const usage = await promos.promoUsageOf(db, [row.id]);
  return promoOf(row, usage.get(row.id), context, new Date().toISOString());
}

/** GET /api/admin/promos/ */
export async function listPromos(
  _input: Input<'listPromos'>,
  context: StaffRequestContext,
): Promise<Output<'listPromos'>> {
  const { db } = await getDatabase();
  const rows = await promos.listPromoCodes(db);
  const usage = await promos.promoUsageOf(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date().toISOString();
  return {
    data: rows.map((row) => promoOf(row, usage.get(row.id), context, now)),
    can_create: context.staff.role === 'owner',
  };
}

/** GET /api/admin/promos/{promo_id}/ */
export async function getPromo(input: Input<'getPromo'>, context: StaffRequestContext): Promise<Output<'getPromo'>> {
  const { db } = await getDatabase();
  return { promo: await answerFor(db, await findOr404(db, input.promo_id), context) };
}

/** POST /api/admin/promos/ (owner): 409 when the code exists in any case; audited. */
export async function createPromo(
  input: Input<'createPromo'>,
  context: StaffRequestContext,
): Promise<Output<'createPromo'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const row = await withCodeRace(db, input.code, undefined, () =>
    db.transaction().execute(async (trx) => {
      await refuseTakenCode(trx, input.code);
      const now = new Date().toISOString();
      const created = await promos.insertPromoCode(trx, { ...rowOf(input), created_at: now, updated_at: null });
      await recordAudit(trx, actorOf(context), {
        action: 'promo.create',
        entityType: 'promo',
        entityId: created.id,
        before: null,
        after: created,
        at: now,
      });
      return created;
    }),
  );
  return { message: PROMO_CREATED_MESSAGE, changed: true, promo: await answerFor(db, row, context) };
}

/** POST /api/admin/promos/{promo_id}/ (owner): every field as the form shows it; audited with before and after. */
export async function updatePromo(
  input: Input<'updatePromo'>,
  context: StaffRequestContext,
): Promise<Output<'updatePromo'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const row = await withCodeRace(db, input.code, input.promo_id, () =>
    db.transaction().execute(async (trx) => {
      const before = await findOr404(trx, input.promo_id);
      await refuseTakenCode(trx, input.code, before.id);
      const now = new Date().toISOString();
      const after = await promos.updatePromoCode(trx, before.id, { ...rowOf(input), updated_at: now });
      if (!after) throw new ApiError('not_found', PROMO_NOT_FOUND_MESSAGE, { field: 'promo_id' });
      await recordAudit(trx, actorOf(context), {
        action: 'promo.update',
        entityType: 'promo',
        entityId: before.id,
        before,
        after,
        at: now,
      });
      return after;
    }),
  );
  return { message: PROMO_SAVED_MESSAGE, changed: true, promo: await answerFor(db, row, context) };
}

async function switchPromo(id: number, active: boolean, context: StaffRequestContext): Promise<Output<'pausePromo'>> {
  const { db } = await getDatabase();
  const { row, changed } = await db.transaction().execute(async (trx) => {
    const before = await findOr404(trx, id);
    if ((before.is_active === 1) === active) return { row: before, changed: false };
    const now = new Date().toISOString();
    const after = await promos.updatePromoCode(trx, id, { is_active: active ? 1 : 0, updated_at: now });
    if (!after) throw new ApiError('not_found', PROMO_NOT_FOUND_MESSAGE, { field: 'promo_id' });
    await recordAudit(trx, actorOf(context), {
      action: active ? 'promo.resume' : 'promo.pause',
      entityType: 'promo',
      entityId: id,
      before: { active: !active },
      after: { active },
      at: now,
    });
    return { row: after, changed: true };
  });
  const message = active
    ? changed
      ? PROMO_RESUMED_MESSAGE
      : PROMO_ALREADY_ACTIVE_MESSAGE
    : changed
      ? PROMO_PAUSED_MESSAGE
      : PROMO_ALREADY_PAUSED_MESSAGE;
  return { message, changed, promo: await answerFor(db, row, context) };
}

/** POST /api/admin/promos/{promo_id}/pause/ (staff): shoppers cannot use it from now on; audited. */
export function pausePromo(input: Input<'pausePromo'>, context: StaffRequestContext): Promise<Output<'pausePromo'>> {
  return switchPromo(input.promo_id, false, context);
}

/** POST /api/admin/promos/{promo_id}/resume/ (staff) */
export function resumePromo(input: Input<'resumePromo'>, context: StaffRequestContext): Promise<Output<'resumePromo'>> {
  return switchPromo(input.promo_id, true, context);
}
