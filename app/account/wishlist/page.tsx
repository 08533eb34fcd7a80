import { AccountPage } from '@/components/account/account-page';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { WishlistView } from './wishlist-view';
import { WISHLIST_HEADING, WISHLIST_INTRO } from './wishlist-messages';

export const metadata = pageMetadata({
  title: 'Your Wish List',
  description: `The products you keep for later at ${site.name}.`,
  path: '/account/wishlist',
  noindex: true,
});

/** The wish list lives behind the browser's token (issue 31, item 11): a server shell around the client list. */
export default function WishlistPage() {
  return (
    <AccountPage heading={WISHLIST_HEADING} intro={WISHLIST_INTRO} headingId="wishlist-heading" wide>
      <WishlistView />
    </AccountPage>
  );
}
