import styled from 'styled-components';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';
import { OrderHistory } from './order-history';
import { ORDERS_HEADING, ORDERS_INTRO } from './orders-messages';

export const metadata = pageMetadata({
  title: 'Your Orders',
  description: `Your orders at ${site.name}: status, items, totals and how you paid.`,
  path: '/account/orders',
  noindex: true,
});

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)} ${theme.space(12)};
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin-bottom: ${theme.space(2)};
  }
  > p {
    margin: 0 0 ${theme.space(6)};
    color: ${theme.colors.inkMuted};
  }
`;

/** The orders live behind the browser's token: a server shell around the client list. */
export default function OrdersPage() {
  return (
    <Page>
      <h1>{ORDERS_HEADING}</h1>
      <p>{ORDERS_INTRO}</p>
      <OrderHistory />
    </Page>
  );
}
