import { pageMetadata } from '@/lib/seo';
import { ContentPage } from '@/components/content/content-page';
import { AddItemForm } from '@/components/add-item/add-item-form';
import { ADD_ITEM_TITLE } from '@/components/add-item/add-item-messages';

export const metadata = pageMetadata({
  title: ADD_ITEM_TITLE,
  description: 'Internal form for adding a new item to the catalogue.',
  path: '/add_items',
  noindex: true,
});

export default function AddItemsPage() {
  return (
    <ContentPage
      eyebrow="Catalogue"
      title={ADD_ITEM_TITLE}
      intro={<p>Fields marked with an asterisk (*) are required.</p>}
    >
      <AddItemForm />
    </ContentPage>
  );
}
