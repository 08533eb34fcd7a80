import type { Metadata } from 'next';
import { NoScriptNotice } from '@/components/ui/no-script-notice';
import { pageMetadata } from '@/lib/seo';
import {
  CONFIRMATION_DESCRIPTION,
  CONFIRMATION_NO_SCRIPT,
  CONFIRMATION_TITLE,
  confirmationPath,
} from './confirmation-messages';
import { OrderConfirmation } from './order-confirmation';
import styles from './order-confirmation.module.css';

type Props = { params: Promise<{ orderNumber: string }> };

// One buyer's order behind their token: rendered per request, never kept in a shared cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNumber } = await params;
  return pageMetadata({
    title: CONFIRMATION_TITLE,
    description: CONFIRMATION_DESCRIPTION,
    path: confirmationPath(orderNumber),
    noindex: true,
  });
}

/**
 * Where every payment path lands after success (issue 31, item 1; docs/DEVIATIONS.md 59). The order lives
 * behind the browser's token (spec section 3: localStorage, never a cookie), so the server sends the shell
 * and the client leaf reads GET /api/order-detail/; anyone but the buyer sees the shop's not-found answer.
 */
export default async function OrderConfirmationPage({ params }: Props) {
  const { orderNumber } = await params;
  return (
    <div className={styles.page}>
      <NoScriptNotice>{CONFIRMATION_NO_SCRIPT}</NoScriptNotice>
      <OrderConfirmation orderNumber={orderNumber} />
    </div>
  );
}
