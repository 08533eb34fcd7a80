import 'server-only';
import type { z } from 'zod';
import { ApiError, invalidFieldError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import type { CategoryActionName } from '../../../contract/admin-categories';
import { categoryPath } from '../../../category-path';
import { PAGE_SEGMENTS } from '../../../../proxy';
import { expireCategoryReads } from '../../cached-reads';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { requireOwner } from '../staff/roles';
import { actorOf } from '../staff/staff-auth';
import * as admin from './repositories/admin-categories';
import * as categories from './repositories/categories';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;
type AdminCategory = Output<'getAdminCategory'>['category'];

export const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found';
export const SUBCATEGORY_NOT_FOUND_MESSAGE = 'Subcategory not found in this category';
export const CATEGORY_SAVED_MESSAGE = 'Category saved: the navigation and its pages show it now.';
export const CATEGORY_UNCHANGED_MESSAGE = 'Nothing changed.';
export const SUBCATEGORY_ADDED_MESSAGE = 'Subcategory added: it shows in the navigation now.';
export const SUBCATEGORY_RENAMED_MESSAGE = 'Subcategory renamed: its old address leads to its new one.';
export const CATEGORIES_ORDERED_MESSAGE = 'Order saved: the navigation shows it now.';
export const ORDER_SET_MESSAGE = 'must list every id once, exactly the current ones';
export const RESERVED_NAME_MESSAGE = 'is the address of a page of the shop; choose another name';

export function categoryNameTakenMessage(name: string): string {
  return `A category named ${name} already exists.`;
}

export function subcategoryNameTakenMessage(name: string): string {
  return `A subcategory named ${name} already exists in this category.`;
}

export function subcategoryNameUsedElsewhereMessage(name: string, categoryNames: string[]): string {
  return `A subcategory named ${name} already exists${categoryNames.length > 0 ? ` (in ${categoryNames.join(', ')})` : ''}: add it to this category by that name instead.`;
}

/** First path segments served by pages or files of their own: a category of that name could not be reached. */
const RESERVED_SEGMENTS = new Set(
  [...PAGE_SEGMENTS, 'api', '_next', 'media', 'images', 'sitemap.xml', 'robots.txt', 'favicon.ico', 'icon.svg'].map(
    (segment) => segment.toLowerCase(),
  ),
);

function actionsOf(context: StaffRequestContext): CategoryActionName[] {
  return context.staff.role === 'owner' ? ['rename', 'set_pictures', 'add_subcategory', 'reorder'] : ['set_pictures'];
}

/** Every category with its subcategories, counts and former names, in menu order. */
async function readCategories(db: Executor, context: StaffRequestContext): Promise<AdminCategory[]> {
  const [rows, links, counts, former] = await Promise.all([
    categories.listCategories(db),
    categories.listCategorySubcategoryLinks(db),
    admin.countProductsByListing(db),
    admin.listFormerNames(db),
  ]);
  const formerOf = (kind: admin.FormerNameKind, id: number) => [
    ...new Set(former.filter((row) => row.kind === kind && row.entity_id === id).map((row) => row.name)),
  ];
  const nameOf = new Map(rows.map((row) => [row.id, row.name]));
  const zero = { total: 0, active: 0 };
  return rows.map((row) => {
    const own = counts.byCategory.get(row.id) ?? zero;
    return {
      id: row.id,
      name: row.name,
      path: categoryPath(row.name),
      banner_image: row.banner_image,
      tile_image: row.tile_image,
      hsn_code: row.hsn_code,
      product_count: own.total,
      active_product_count: own.active,
      former_names: formerOf('category', row.id),
      subcategories: links
        .filter((link) => link.category_id === row.id)
        .map((link) => {
          const sub = counts.bySubcategory.get(`${row.id}:${link.id}`) ?? zero;
          return {
            id: link.id,
            name: link.name,
            path: categoryPath(row.name, link.name),
            product_count: sub.total,
            active_product_count: sub.active,
            also_in: links
              .filter((other) => other.id === link.id && other.category_id !== row.id)
              .map((other) => ({ id: other.category_id, name: nameOf.get(other.category_id) ?? '' })),
            former_names: formerOf('subcategory', link.id),
          };
        }),
      allowed_actions: actionsOf(context),
    };
  });
}

async function readCategory(db: Executor, id: number, context: StaffRequestContext): Promise<AdminCategory> {
  const found = (await readCategories(db, context)).find((category) => category.id === id);
  if (!found) throw new ApiError('not_found', CATEGORY_NOT_FOUND_MESSAGE, { field: 'category_id' });
  return found;
}

async function findCategoryOr404(db: Executor, id: number): Promise<categories.CategoryRow> {
  const row = await categories.findCategory(db, id);
  if (!row) throw new ApiError('not_found', CATEGORY_NOT_FOUND_MESSAGE, { field: 'category_id' });
  return row;
}

async function refuseTakenCategoryName(db: Executor, name: string, exceptId: number): Promise<void> {
  if (RESERVED_SEGMENTS.has(name.toLowerCase())) throw invalidFieldError('name', RESERVED_NAME_MESSAGE);
  const existing = await admin.findCategoryByName(db, name);
  if (existing && existing.id !== exceptId)
    throw new ApiError('conflict', categoryNameTakenMessage(name), { field: 'name' });
}

/** A subcategory's name is unique among all subcategories (one row, listed by several categories). */
async function refuseTakenSubcategoryName(
  db: Executor,
  name: string,
  categoryId: number,
  exceptId?: number,
): Promise<void> {
  const existing = await admin.findSubcategoryByName(db, name);
  if (!existing || existing.id === exceptId) return;
  const links = await categories.listCategorySubcategoryLinks(db);
  const listing = links.filter((link) => link.id === existing.id).map((link) => link.category_id);
  if (listing.includes(categoryId))
    throw new ApiError('conflict', subcategoryNameTakenMessage(name), { field: 'name' });
  const names = await Promise.all(listing.map(async (id) => (await categories.findCategory(db, id))?.name ?? ''));
  throw new ApiError('conflict', subcategoryNameUsedElsewhereMessage(existing.name, names), { field: 'name' });
}

/**
 * Runs a change that writes a name; two owners saving one name at once: the unique index refuses the second,
 * answered as 409 by the same check run again after the failure.
 */
async function withNameRace<T>(recheck: () => Promise<void>, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof ApiError)) await recheck();
    throw error;
  }
}

/**
 * The storefront follows at once: navigation, category pages, home tiles and sitemap read the categories
 * tag; a renamed category's (subcategory's) products show its name on their pages (docs/decisions/038).
 */
async function afterChange(scope: { categoryId?: number; subcategoryId?: number } = {}): Promise<void> {
  await expireCategoryReads(scope);
}

/** Whether `wanted` orders `current` anew: 400 naming `ids` unless it holds exactly the same ids, once each. */
function isNewOrder(current: readonly number[], wanted: readonly number[]): boolean {
  const same =
    wanted.length === current.length &&
    new Set(wanted).size === wanted.length &&
    wanted.every((id) => current.includes(id));
  if (!same) throw invalidFieldError('ids', ORDER_SET_MESSAGE);
  return current.some((id, index) => wanted[index] !== id);
}

/** GET /api/admin/categories/ */
export async function listAdminCategories(
  _input: Input<'listAdminCategories'>,
  context: StaffRequestContext,
): Promise<Output<'listAdminCategories'>> {
  const { db } = await getDatabase();
  return { data: await readCategories(db, context), can_reorder: context.staff.role === 'owner' };
}

/** GET /api/admin/categories/{category_id}/ */
export async function getAdminCategory(
  input: Input<'getAdminCategory'>,
  context: StaffRequestContext,
): Promise<Output<'getAdminCategory'>> {
  const { db } = await getDatabase();
  return { category: await readCategory(db, input.category_id, context) };
}

/**
 * POST /api/admin/categories/{category_id}/: pictures by every member, a new name by owners only (it changes the
 * navigation and the category's URLs; the old name is kept so its URLs redirect). Audited with before and after.
 */
export async function updateCategory(
  input: Input<'updateCategory'>,
  context: StaffRequestContext,
): Promise<Output<'updateCategory'>> {
  const { db } = await getDatabase();
  const { category_id: id, ...fields } = input;
  const changed = await withNameRace(
    async () => {
      if (fields.name !== undefined) await refuseTakenCategoryName(db, fields.name, id);
    },
    () =>
      db.transaction().execute(async (trx) => {
        const before = await findCategoryOr404(trx, id);
        const renamed = fields.name !== undefined && fields.name !== before.name;
        if (renamed) requireOwner(context);
        const changes = {
          ...(renamed ? { name: fields.name } : {}),
          ...(fields.banner_image !== undefined && fields.banner_image !== before.banner_image
            ? { banner_image: fields.banner_image }
            : {}),
          ...(fields.tile_image !== undefined && fields.tile_image !== before.tile_image
            ? { tile_image: fields.tile_image }
            : {}),
        };
        if (Object.keys(changes).length === 0) return false;
        if (changes.name !== undefined) await refuseTakenCategoryName(trx, changes.name, id);
        const now = new Date().toISOString();
        const after = await admin.updateCategoryRow(trx, id, changes);
        if (!after) throw new ApiError('not_found', CATEGORY_NOT_FOUND_MESSAGE, { field: 'category_id' });
        if (renamed)
          await admin.insertFormerName(trx, { kind: 'category', entity_id: id, name: before.name, renamed_at: now });
        await recordAudit(trx, actorOf(context), {
          action: renamed ? 'category.rename' : 'category.pictures',
          entityType: 'category',
          entityId: id,
          before,
          after,
          at: now,
        });
        return true;
      }),
  );
  if (changed) await afterChange({ categoryId: id });
  return {
    message: changed ? CATEGORY_SAVED_MESSAGE : CATEGORY_UNCHANGED_MESSAGE,
    changed,
    category: await readCategory(db, id, context),
  };
}

/**
 * POST /api/admin/categories/{category_id}/subcategories/ (owner): a new subcategory at the end of the category's
 * menu, with the next id. 409 when the category lists that name already, or another category lists it (a
 * subcategory is one row several categories may list, its name unique among all).
 */
export async function addSubcategory(
  input: Input<'addSubcategory'>,
  context: StaffRequestContext,
): Promise<Output<'addSubcategory'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  await withNameRace(
    () => refuseTakenSubcategoryName(db, input.name, input.category_id),
    () =>
      db.transaction().execute(async (trx) => {
        await findCategoryOr404(trx, input.category_id);
        await refuseTakenSubcategoryName(trx, input.name, input.category_id);
        const before = await admin.listSubcategoryIdsOf(trx, input.category_id);
        const created = await admin.insertSubcategory(trx, input.name);
        await admin.linkSubcategoryLast(trx, input.category_id, created.id);
        await recordAudit(trx, actorOf(context), {
          action: 'category.add_subcategory',
          entityType: 'category',
          entityId: input.category_id,
          before: { subcategory_ids: before },
          after: { subcategory_ids: [...before, created.id], added: created },
          at: new Date().toISOString(),
        });
      }),
  );
  await afterChange();
  return {
    message: SUBCATEGORY_ADDED_MESSAGE,
    changed: true,
    category: await readCategory(db, input.category_id, context),
  };
}

/**
 * POST /api/admin/categories/{category_id}/subcategories/{subcategory_id}/ (owner): renames the subcategory (in
 * every category that lists it); its old name is kept so its URLs redirect.
 */
export async function updateSubcategory(
  input: Input<'updateSubcategory'>,
  context: StaffRequestContext,
): Promise<Output<'updateSubcategory'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const changed = await withNameRace(
    () => refuseTakenSubcategoryName(db, input.name, input.category_id, input.subcategory_id),
    () =>
      db.transaction().execute(async (trx) => {
        await findCategoryOr404(trx, input.category_id);
        const before = await categories.findSubcategory(trx, input.subcategory_id);
        if (!before || !(await categories.isSubcategoryOfCategory(trx, input.category_id, before.id)))
          throw new ApiError('not_found', SUBCATEGORY_NOT_FOUND_MESSAGE, { field: 'subcategory_id' });
        if (before.name === input.name) return false;
        await refuseTakenSubcategoryName(trx, input.name, input.category_id, before.id);
        const now = new Date().toISOString();
        await admin.renameSubcategoryRow(trx, before.id, input.name);
        await admin.insertFormerName(trx, {
          kind: 'subcategory',
          entity_id: before.id,
          name: before.name,
          renamed_at: now,
        });
        await recordAudit(trx, actorOf(context), {
          action: 'subcategory.rename',
          entityType: 'subcategory',
          entityId: before.id,
          before,
          after: { ...before, name: input.name },
          at: now,
        });
        return true;
      }),
  );
  if (changed) await afterChange({ subcategoryId: input.subcategory_id });
  return {
    message: changed ? SUBCATEGORY_RENAMED_MESSAGE : CATEGORY_UNCHANGED_MESSAGE,
    changed,
    category: await readCategory(db, input.category_id, context),
  };
}

/** POST /api/admin/categories/order/ (owner): every category's id once, in the new menu order; 400 otherwise. */
export async function reorderCategories(
  input: Input<'reorderCategories'>,
  context: StaffRequestContext,
): Promise<Output<'reorderCategories'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    const before = (await categories.listCategories(trx)).map((row) => row.id);
    if (!isNewOrder(before, input.ids)) return false;
    await admin.setCategoryOrder(trx, input.ids);
    await recordAudit(trx, actorOf(context), {
      action: 'category.reorder',
      entityType: 'category_order',
      entityId: 'categories',
      before: { ids: before },
      after: { ids: input.ids },
      at: new Date().toISOString(),
    });
    return true;
  });
  if (changed) await afterChange();
  return {
    message: changed ? CATEGORIES_ORDERED_MESSAGE : CATEGORY_UNCHANGED_MESSAGE,
    changed,
    data: await readCategories(db, context),
  };
}

/** POST /api/admin/categories/{category_id}/subcategories/order/ (owner): every subcategory id of it once, in order. */
export async function reorderSubcategories(
  input: Input<'reorderSubcategories'>,
  context: StaffRequestContext,
): Promise<Output<'reorderSubcategories'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    await findCategoryOr404(trx, input.category_id);
    const before = await admin.listSubcategoryIdsOf(trx, input.category_id);
    if (!isNewOrder(before, input.ids)) return false;
    await admin.setSubcategoryOrder(trx, input.category_id, input.ids);
    await recordAudit(trx, actorOf(context), {
      action: 'category.reorder_subcategories',
      entityType: 'category',
      entityId: input.category_id,
      before: { subcategory_ids: before },
      after: { subcategory_ids: input.ids },
      at: new Date().toISOString(),
    });
    return true;
  });
  if (changed) await afterChange();
  return {
    message: changed ? CATEGORIES_ORDERED_MESSAGE : CATEGORY_UNCHANGED_MESSAGE,
    changed,
    category: await readCategory(db, input.category_id, context),
  };
}
