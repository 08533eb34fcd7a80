import Link from '@/components/ui/link';
import { listInWords, policies } from '@/lib/policies';
import { PolicyPage } from './policy-page';

export const REFUND_POLICY_TITLE = 'Refund Policy';

const { returns, refunds, cancellation } = policies;

/** Returns, refunds and cancellations, with the figures of spec section 9. */
export function RefundPolicy() {
  return (
    <PolicyPage
      title={REFUND_POLICY_TITLE}
      intro="Every piece is made and checked by hand. If something is not right with your order, here is how we put it right."
    >
      <h2>When you can return an item</h2>
      <p>We accept a return and refund an item when your order arrives with:</p>
      <ul>
        {returns.eligibleReasons.map((reason) => (
          <li key={reason}>{reason.charAt(0).toUpperCase() + reason.slice(1)}</li>
        ))}
      </ul>
      <p>
        Small irregularities in print, colour and weave are the mark of handmade cloth and are not defects. Items that
        were used, washed or altered cannot be returned.
      </p>

      <h2>How to request a return</h2>
      <ul>
        <li>
          Request the return within <strong>{returns.requestWindow} of delivery</strong>, with your order number and
          photographs of the item and its packaging.
        </li>
        <li>
          We review every request and update you on the status of your return within{' '}
          <strong>{returns.statusUpdate}</strong>.
        </li>
        <li>
          Once approved, we arrange a reverse pickup within <strong>{returns.reversePickup}</strong>. Please pack the
          item in its original packaging with its tags.
        </li>
        <li>
          The return takes <strong>{returns.reachWarehouse}</strong> to reach our warehouse, depending on where you are.
        </li>
        <li>
          We start your refund within <strong>{returns.refundStartsWithin} of receiving</strong> the returned item.
        </li>
      </ul>

      <h2>How refunds are paid</h2>
      <ul>
        <li>
          <strong>Online payments</strong> are refunded to the original payment method, processed within{' '}
          <strong>{refunds.onlineProcessing}</strong>. Your bank may then take {refunds.bankProcessing} to show the
          amount in your account.
        </li>
        <li>
          <strong>Store credit</strong>, if you prefer it, is issued within <strong>{refunds.storeCreditIssued}</strong>{' '}
          and never expires.
        </li>
      </ul>

      <h2>Cancelling an order</h2>
      <ul>
        <li>
          Cancel within <strong>{cancellation.fullRefundWindow}</strong> of placing your order for a full refund.
        </li>
        <li>
          Once an order has been shipped and is in transit, a cancellation fee of{' '}
          <strong>{cancellation.inTransitFeePercent}% of the order value</strong> applies.
        </li>
      </ul>
      <p>
        Delivery times and charges are explained in our <Link href="/shipping">Shipping Policy</Link>; the{' '}
        <Link href="/terms-and-conditions">Terms of Service</Link> apply to every order. Refund eligibility covers{' '}
        {listInWords(returns.eligibleReasons, 'or', true)}.
      </p>
    </PolicyPage>
  );
}
