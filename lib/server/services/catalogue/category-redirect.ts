import 'server-only';
import { ApiError, type EndpointOutput, type EndpointParsedInput } from '../../../contract';
import { categoryPath } from '../../../category-path';
import { normalizePathSegment } from '../../../catalogue-paths';
import { getDatabase, type Executor } from '../../db/connection';
import * as admin from './repositories/admin-categories';
import * as categories from './repositories/categories';

export const NO_FORMER_NAME_MESSAGE = 'No category had this name';

/** The category a segment names now, or named before its latest rename of that name. */
async function categoryOf(db: Executor, key: string): Promise<{ row: categories.CategoryRow; former: boolean } | null> {
  const current = await admin.findCategoryByName(db, key);
  if (current) return { row: current, former: false };
  for (const id of await admin.findFormerNameOwners(db, 'category', key)) {
    const row = await categories.findCategory(db, id);
    if (row) return { row, former: true };
  }
  return null;
}

async function subcategoryOf(
  db: Executor,
  categoryId: number,
  key: string,
): Promise<{ row: categories.SubcategoryRow; former: boolean } | null> {
  const current = await admin.findSubcategoryByName(db, key);
  if (current && (await categories.isSubcategoryOfCategory(db, categoryId, current.id)))
    return { row: current, former: false };
  for (const id of await admin.findFormerNameOwners(db, 'subcategory', key)) {
    if (!(await categories.isSubcategoryOfCategory(db, categoryId, id))) continue;
    const row = await categories.findSubcategory(db, id);
    if (row) return { row, former: true };
  }
  return null;
}

/**
 * GET /api/category-redirect/?category=&sub_category= (issue 29, item 5): a category URL is made from names, so a
 * rename changes it; the page of a path naming a former name asks here where it lives now and answers a permanent
 * redirect. 404 when the path names no former name (a current path, or an unknown one).
 */
export async function getCategoryRedirect(
  input: EndpointParsedInput<'getCategoryRedirect'>,
): Promise<EndpointOutput<'getCategoryRedirect'>> {
  const { db } = await getDatabase();
  const category = await categoryOf(db, normalizePathSegment(input.category));
  const noFormerName = () => new ApiError('not_found', NO_FORMER_NAME_MESSAGE, { field: 'category' });
  if (!category) throw noFormerName();
  if (input.sub_category === undefined) {
    if (!category.former) throw noFormerName();
    return { path: categoryPath(category.row.name) };
  }
  const subcategory = await subcategoryOf(db, category.row.id, normalizePathSegment(input.sub_category));
  if (!subcategory || (!category.former && !subcategory.former))
    throw new ApiError('not_found', NO_FORMER_NAME_MESSAGE, { field: 'sub_category' });
  return { path: categoryPath(category.row.name, subcategory.row.name) };
}
