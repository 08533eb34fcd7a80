import type { Metadata } from 'next';
import styled from 'styled-components';
import Link from '@/components/ui/link';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';
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

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)} ${theme.space(12)};
  h1 {
    font-size: clamp(1.5rem, 4vw, 2.25rem);
    margin: ${theme.space(2)} 0 ${theme.space(6)};
    word-break: break-word;
  }
`;

const HEADING_ID = 'order-heading';

/** The order lives behind the browser's token: a server shell around the client view. */
export default async function OrderPage({ params }: Props) {
  const { orderNumber } = await params;
  return (
    <Page>
      <Link href="/account/orders">← {ORDERS_BACK_LINK}</Link>
      <h1 id={HEADING_ID}>{orderHeading(orderNumber)}</h1>
      <OrderDetail orderNumber={orderNumber} labelledBy={HEADING_ID} />
    </Page>
  );
}
