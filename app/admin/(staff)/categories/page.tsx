import type { Metadata } from 'next';
import { AdminPageFrame, Muted, Panel } from '@/components/admin/admin-parts';
import { CategoryOrderList } from '@/components/admin/category-order-list';
import { categoryCountsText } from '@/components/admin/category-format';
import { loadAdminData } from '../../admin-data';

export const metadata: Metadata = { title: 'Categories' };

/** The categories in menu order, each opening its page; owners move them up and down (the navigation follows). */
export default async function CategoriesPage() {
  const { data: categories, can_reorder: canReorder } = await loadAdminData('/admin/categories', (api) =>
    api.listAdminCategories({}),
  );
  return (
    <AdminPageFrame>
      <h1>Categories</h1>
      <Panel aria-labelledby="categories-heading">
        <h2 id="categories-heading">In the navigation&apos;s order</h2>
        {canReorder ? (
          <Muted>
            Move a category up or down: the shop&apos;s navigation and home page show the new order at once.
          </Muted>
        ) : null}
        <CategoryOrderList
          label="Categories"
          canReorder={canReorder}
          items={categories.map((category) => ({
            id: category.id,
            name: category.name,
            href: `/admin/categories/${category.id}`,
            detail: categoryCountsText(category),
          }))}
        />
      </Panel>
    </AdminPageFrame>
  );
}
