import { pageMetadata } from '@/lib/seo';
import { ContentPage } from '@/components/content/content-page';
import { AddItemForm, type AddItemStaff } from '@/components/add-item/add-item-form';
import { ADD_ITEM_TITLE, ITEM_CATEGORIES } from '@/components/add-item/add-item-messages';
import { getAdminServerApi } from '@/lib/api/admin-server';
import { getServerApi } from '@/lib/api/server';
import { isApiError } from '@/lib/contract/api-error';

export const metadata = pageMetadata({
  title: ADD_ITEM_TITLE,
  description: 'Internal form for adding a new item to the catalogue.',
  path: '/add_items',
  noindex: true,
});

/** The signed-in staff member of this request, with the shop's ids of the form's categories; null for anyone else. */
async function staffOfRequest(): Promise<AddItemStaff | null> {
  try {
    const [{ staff }, { categories }] = await Promise.all([
      (await getAdminServerApi()).getAdminSession({}),
      getServerApi().getCategoryList({}),
    ]);
    const categoryIds: AddItemStaff['categoryIds'] = {};
    for (const name of ITEM_CATEGORIES) {
      const category = categories.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
      if (category) categoryIds[name] = category.id;
    }
    return { name: staff.name, categoryIds };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export default async function AddItemsPage() {
  const staff = await staffOfRequest();
  return (
    <ContentPage
      eyebrow="Catalogue"
      title={ADD_ITEM_TITLE}
      intro={<p>Fields marked with an asterisk (*) are required.</p>}
    >
      <AddItemForm staff={staff} />
    </ContentPage>
  );
}
