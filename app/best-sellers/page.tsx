import { PageBody, PageHeading } from '@/components/layout/page-heading';
import { pageMetadata } from '@/lib/seo';
import { BestSellersList } from './best-sellers-list';

// The s-maxage a shared cache (nginx) keeps this page: SHARED_CACHE_SECONDS of
// lib/server/cached-reads.ts (a literal, as Next requires). Its data stays cached
// longer and expires on a change in every instance (docs/decisions/023).
export const revalidate = 10;

const BEST_SELLERS_PAGE_TITLE = 'Best Sellers';

export const metadata = pageMetadata({
  title: BEST_SELLERS_PAGE_TITLE,
  description:
    'Our most loved hand block-printed dresses, kaftans, cushion covers, table linen and bags, made by artisan families in Jaipur.',
  path: '/best-sellers',
});

export default function BestSellersPage() {
  return (
    <>
      <PageHeading
        title={BEST_SELLERS_PAGE_TITLE}
        intro="The pieces our customers come back for: printed by hand, dyed in small batches and stitched in Jaipur."
      />
      <PageBody>
        <BestSellersList />
      </PageBody>
    </>
  );
}
