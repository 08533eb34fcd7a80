import styled from 'styled-components';
import { CART_HEADING } from '@/components/cart/cart-messages';
import { CartView } from '@/components/cart/cart-view';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';

export const metadata = pageMetadata({
  title: 'Your Cart',
  description: `Your shopping cart at ${site.name}: review your handcrafted pieces, apply a promo code and check out.`,
  path: '/cart',
  noindex: true,
});

const Page = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)} ${theme.space(12)};
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin-bottom: ${theme.space(6)};
  }
`;

/** The cart lives in the browser (token and cart id in storage): a server shell around the client view. */
export default function CartPage() {
  return (
    <Page>
      <h1>{CART_HEADING}</h1>
      <CartView />
    </Page>
  );
}
