import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPageFrame, Muted, Panel } from '@/components/admin/admin-parts';
import { CategoryForm } from '@/components/admin/category-form';
import { categoryCountsText } from '@/components/admin/category-format';
import { CategoryOrderList } from '@/components/admin/category-order-list';
import { SubcategoryNameForm } from '@/components/admin/subcategory-name-form';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/link';
import { loadAdminData } from '../../../admin-data';

type Props = { params: Promise<{ categoryId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Category ${(await params).categoryId}` };
}

/** One category: its address and counts, its name and pictures, its subcategories (rename, order, add). */
export default async function CategoryPage({ params }: Props) {
  const { categoryId } = await params;
  if (!/^\d{1,10}$/.test(categoryId)) notFound();
  const { category } = await loadAdminData(`/admin/categories/${categoryId}`, (api) =>
    api.getAdminCategory({ category_id: Number(categoryId) }),
  );
  const owner = category.allowed_actions.includes('rename');
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/categories">← All categories</Link>
      </p>
      <h1>{category.name}</h1>
      <FactList>
        <div>
          <dt>Address</dt>
          <dd>
            <Link href={category.path}>{decodeURI(category.path)}</Link>
          </dd>
        </div>
        <div>
          <dt>Contents</dt>
          <dd>{categoryCountsText(category)}</dd>
        </div>
        {category.former_names.length > 0 ? (
          <div>
            <dt>Former names (their addresses lead here)</dt>
            <dd>{category.former_names.join(', ')}</dd>
          </div>
        ) : null}
      </FactList>
      <Panel>
        <CategoryForm category={category} />
      </Panel>
      <Panel aria-labelledby="subcategories-heading">
        <h2 id="subcategories-heading">Subcategories</h2>
        {category.subcategories.length === 0 ? (
          <Muted>No subcategory yet: the navigation lists only categories with subcategories.</Muted>
        ) : (
          <CategoryOrderList
            label={`Subcategories of ${category.name}`}
            canReorder={category.allowed_actions.includes('reorder')}
            categoryId={category.id}
            items={category.subcategories.map((subcategory) => ({
              id: subcategory.id,
              name: subcategory.name,
              detail: [
                categoryCountsText(subcategory),
                subcategory.also_in.length > 0
                  ? `also in ${subcategory.also_in.map((other) => other.name).join(', ')}`
                  : '',
              ]
                .filter(Boolean)
                .join(' · '),
            }))}
          />
        )}
      </Panel>
      {owner && category.subcategories.length > 0 ? (
        <Panel aria-labelledby="rename-heading">
          <h2 id="rename-heading">Rename a subcategory</h2>
          <Muted>
            A subcategory listed by several categories is renamed in each; its old address keeps leading to it.
          </Muted>
          {category.subcategories.map((subcategory) => (
            <SubcategoryNameForm
              key={subcategory.id}
              categoryId={category.id}
              subcategory={{ id: subcategory.id, name: subcategory.name }}
            />
          ))}
        </Panel>
      ) : null}
      {category.allowed_actions.includes('add_subcategory') ? (
        <Panel aria-labelledby="add-heading">
          <h2 id="add-heading">Add a subcategory</h2>
          <SubcategoryNameForm categoryId={category.id} />
        </Panel>
      ) : null}
    </AdminPageFrame>
  );
}
