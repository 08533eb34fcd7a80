import Link from '@/components/ui/link';
import { listInWords, policies } from '@/lib/policies';
import { site } from '@/lib/site';
import { PolicyPage } from './policy-page';

export const TERMS_TITLE = 'Terms of Service';

const { cancellation } = policies;

/** The terms every order is placed under. */
export function TermsOfService() {
  return (
    <PolicyPage
      title={TERMS_TITLE}
      intro={`These terms apply when you browse or buy from ${site.name}. By placing an order you agree to them.`}
    >
      <h2>Our products</h2>
      <p>
        Our products are made by hand. Colours, prints and sizes may vary slightly from the photographs and from one
        piece to the next; this is the nature of handmade textiles and is not a defect. Screens also show colours
        differently.
      </p>

      <h2>Prices and payment</h2>
      <ul>
        <li>Prices are shown in Indian rupees or US dollars depending on where you are shopping from.</li>
        <li>
          We accept {listInWords(policies.paymentMethods)}. An order paid online is confirmed once its payment has been
          verified; a cash-on-delivery order is confirmed when it is placed and paid to the courier on delivery.
        </li>
        <li>We may correct obvious pricing errors before an order is dispatched; if so, we will contact you first.</li>
      </ul>

      <h2>Cancellations</h2>
      <ul>
        <li>You can cancel within {cancellation.fullRefundWindow} of ordering for a full refund.</li>
        <li>
          Cancelling an order that is already in transit costs {cancellation.inTransitFeePercent}% of the order value.
        </li>
      </ul>

      <h2>Shipping, returns and refunds</h2>
      <p>
        Delivery times, duties and handling charges are set out in our <Link href="/shipping">Shipping Policy</Link>.
        Returns and refunds follow our <Link href="/refund">Refund Policy</Link>, and your personal information is
        handled as described in our <Link href="/privacy">Privacy Policy</Link>.
      </p>

      <h2>Your account</h2>
      <p>
        You are responsible for the details you give us and for keeping access to your mobile number and account secure.
        Please tell us at once if you think someone else has used your account.
      </p>

      <h2>Content</h2>
      <p>
        The designs, photographs and texts on this site belong to {site.name} or its artisans and may not be copied for
        commercial use without our written permission.
      </p>

      <h2>Governing law</h2>
      <p>These terms are governed by the laws of {policies.governingLaw}.</p>
    </PolicyPage>
  );
}
