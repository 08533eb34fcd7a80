import { CART_HEADING, CART_LOADING_ATTRIBUTE, CART_NO_SCRIPT } from '@/components/cart/cart-messages';
import { CartView } from '@/components/cart/cart-view';
import { NoScriptNotice } from '@/components/ui/no-script-notice';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Your Cart',
  description: `Your shopping cart at ${site.name}: review your handcrafted pieces, apply a promo code and check out.`,
  path: '/cart',
  noindex: true,
});

/** The cart lives in the browser (token and cart id in storage): a server shell around the client view. */
export default function CartPage() {
  return (
    <div className={styles.page}>
      <h1>{CART_HEADING}</h1>
      {/* Without script the cart (in browser storage) never loads: say so, and hide the loading line for good. */}
      <NoScriptNotice hide={`[${CART_LOADING_ATTRIBUTE}]`}>{CART_NO_SCRIPT}</NoScriptNotice>
      <CartView />
    </div>
  );
}
