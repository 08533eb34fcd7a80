import { PageBody, PageHeading } from '@/components/layout/page-heading';
import { pageMetadata } from '@/lib/seo';
import { CollectionsList } from './collections-list';

// The s-maxage a shared cache (nginx) keeps this page: SHARED_CACHE_SECONDS of
// lib/server/cached-reads.ts (a literal, as Next requires). Its data stays cached
// longer and expires on a change in every instance (docs/decisions/023).
export const revalidate = 10;

const TITLE = 'Collections';

export const metadata = pageMetadata({
  title: TITLE,
  description:
    'Shop by collection: women, men and kids clothing, home & living linen, fabric by the metre and accessories, all hand block-printed in Jaipur.',
  path: '/collections',
});

export default function CollectionsPage() {
  return (
    <>
      <PageHeading
        title={TITLE}
        intro="Clothing, home linen, fabric and accessories, block-printed and dyed by hand in Sanganer and Bagru. Pick a collection or go straight to what you need."
      />
      <PageBody flush>
        <CollectionsList />
      </PageBody>
    </>
  );
}
