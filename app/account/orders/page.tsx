import { AccountPage } from '@/components/account/account-page';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { OrderHistory } from './order-history';
import { ORDERS_HEADING, ORDERS_INTRO } from './orders-messages';

export const metadata = pageMetadata({
  title: 'Your Orders',
  description: `Your orders at ${site.name}: status, items, totals and how you paid.`,
  path: '/account/orders',
  noindex: true,
});

/** The orders live behind the browser's token: a server shell around the client list. */
export default function OrdersPage() {
  return (
    <AccountPage heading={ORDERS_HEADING} intro={ORDERS_INTRO} wide>
      <OrderHistory />
    </AccountPage>
  );
}
