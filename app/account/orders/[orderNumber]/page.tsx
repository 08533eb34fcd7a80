import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import Link from '@/components/ui/link';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { ORDERS_BACK_LINK, orderHeading, orderPath } from '../orders-messages';
import { OrderDetail } from './order-detail';

type Props = { params: Promise<{ orderNumber: string }> };

// One customer's order behind their token: rendered per request, never kept in a shared cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNumber } = await params;
  return pageMetadata({
    title: orderHeading(orderNumber),
    description: `Your order ${orderNumber} at ${site.name}: status, items, totals, delivery address and invoice.`,
    path: orderPath(orderNumber),
    noindex: true,
  });
}

const HEADING_ID = 'order-heading';

/** The order lives behind the browser's token: a server shell around the client view. */
export default async function OrderPage({ params }: Props) {
  const { orderNumber } = await params;
  return (
    <AccountPage
      wide
      heading={orderHeading(orderNumber)}
      headingId={HEADING_ID}
      back={<Link href="/account/orders">← {ORDERS_BACK_LINK}</Link>}
    >
      <OrderDetail orderNumber={orderNumber} labelledBy={HEADING_ID} />
    </AccountPage>
  );
}
