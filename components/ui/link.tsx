import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The shop's internal link: next/link without prefetching each link that
 * scrolls into view (a product grid would fetch every product page while the
 * page is still loading, on the shopper's mobile data). Pages are prefetched
 * when the shopper shows intent instead: IntentPrefetch (in the root layout)
 * prefetches a link on pointer hover, touch start or keyboard focus.
 * docs/decisions/006-page-weight.md.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
