import './zod-browser-config';
import { z } from 'zod';
import { idField } from './fields';
import { required } from './admin-fields';

/**
 * Categories run from the back office (issue 29, item 5): rename a category or subcategory, set its banner and
 * home tile pictures, add a subcategory to a category, order the categories and the subcategories of one. The
 * spec's ids never change; a renamed one's old URL answers a permanent redirect to its new one. Owners rename,
 * add and reorder (the site's navigation and URLs change); every member may set pictures.
 */
export const CATEGORY_ACTIONS = ['rename', 'set_pictures', 'add_subcategory', 'reorder'] as const;
export type CategoryActionName = (typeof CATEGORY_ACTIONS)[number];

export const CATEGORY_NAME_MESSAGE =
  "must be 1 to 50 letters, digits, spaces or & ' . , ( ) -, starting with a letter or digit";
export const PICTURE_PATH_MESSAGE = 'must be a picture of the shop: a path starting with /media/ or /images/';

/** A name as it shows in the navigation and makes the URL (/home%20&%20living): spaces collapsed, no / ? # or %. */
const nameField = z
  .string(required)
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'is required' })
      .max(50, { error: CATEGORY_NAME_MESSAGE })
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} &'.,()-]*$/u, { error: CATEGORY_NAME_MESSAGE }),
  );

/**
 * A picture the shop serves itself: the demo catalogue's /media/... or /images/..., or what the upload pipeline
 * answers (/media/...). Never another site's address, never a way out of the folder.
 */
const pictureField = z
  .string(required)
  .trim()
  .max(300, { error: PICTURE_PATH_MESSAGE })
  .regex(/^\/(media|images)\/[A-Za-z0-9_-][A-Za-z0-9._\/-]*$/, { error: PICTURE_PATH_MESSAGE })
  .refine((value) => !value.includes('..') && !value.includes('//'), { error: PICTURE_PATH_MESSAGE });

const idsField = z
  .array(z.number({ error: 'must be a list of ids' }).int().positive(), { error: 'must be a list of ids' })
  .max(500, { error: 'must be a list of ids' });

const countsShape = {
  /** Products filed under it, and how many of them shoppers see (active). */
  product_count: z.number().int().nonnegative(),
  active_product_count: z.number().int().nonnegative(),
};

export const adminSubcategory = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Its page in this category: /women/kurtis */
  path: z.string(),
  /** Its products in this category. */
  ...countsShape,
  /** The other categories that list it too: a rename shows in each. */
  also_in: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  /** Names it had before, whose URLs redirect to its page. */
  former_names: z.array(z.string()),
});

export const adminCategory = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  path: z.string(),
  banner_image: z.string(),
  tile_image: z.string(),
  /** The HSN code of its products unless one names its own (GST; migration 028); null: none set. */
  hsn_code: z.string().nullable(),
  ...countsShape,
  former_names: z.array(z.string()),
  /** In menu order. */
  subcategories: z.array(adminSubcategory),
  /** What the member asking may do to it now. */
  allowed_actions: z.array(z.enum(CATEGORY_ACTIONS)),
});

// GET /api/admin/categories/ — every category in menu order with its subcategories in order.
export const listAdminCategoriesQuery = z.object({});
export const listAdminCategoriesResponse = z.object({
  data: z.array(adminCategory),
  /** Whether the member asking may change the order of the categories (owners). */
  can_reorder: z.boolean(),
});
// GET /api/admin/categories/{category_id}/
export const getAdminCategoryQuery = z.object({ category_id: idField });
export const adminCategoryResponse = z.object({ category: adminCategory });
// POST /api/admin/categories/{category_id}/ — the fields sent change; a new name is owners' (403 for staff).
export const updateCategoryBody = z.object({
  category_id: idField,
  name: nameField.optional(),
  banner_image: pictureField.optional(),
  tile_image: pictureField.optional(),
});
export const categoryChangeResponse = z.object({ message: z.string(), changed: z.boolean(), category: adminCategory });
// POST /api/admin/categories/{category_id}/subcategories/ (owner) — 201; a subcategory of that name elsewhere is linked.
export const addSubcategoryBody = z.object({ category_id: idField, name: nameField });
// POST /api/admin/categories/{category_id}/subcategories/{subcategory_id}/ (owner)
export const updateSubcategoryBody = z.object({ category_id: idField, subcategory_id: idField, name: nameField });
// POST /api/admin/categories/order/ (owner) — every category's id, in the new order.
export const reorderCategoriesBody = z.object({ ids: idsField });
export const reorderCategoriesResponse = z.object({
  message: z.string(),
  changed: z.boolean(),
  data: z.array(adminCategory),
});
// POST /api/admin/categories/{category_id}/subcategories/order/ (owner) — every subcategory id of it, in order.
export const reorderSubcategoriesBody = z.object({ category_id: idField, ids: idsField });
