import Link from '@/components/ui/link';
import { listInWords, policies } from '@/lib/policies';
import { PolicyPage } from './policy-page';

export const SHIPPING_POLICY_TITLE = 'Shipping Policy';

const { shippingIndia, shippingInternational } = policies;

/** Delivery times and charges in India and abroad, with the figures of spec section 9. */
export function ShippingPolicy() {
  return (
    <PolicyPage
      title={SHIPPING_POLICY_TITLE}
      intro="We ship from our workshop in Jaipur to customers across India and around the world. Times are counted in business days from dispatch."
    >
      <h2>Shipping within India</h2>
      <ul>
        <li>
          <strong>Normal delivery:</strong> {shippingIndia.normal.time} by {shippingIndia.normal.method}.
        </li>
        <li>
          <strong>Express delivery:</strong> {shippingIndia.express.time} by {shippingIndia.express.method}.
        </li>
      </ul>

      <h2>International shipping</h2>
      <ul>
        <li>
          <strong>Standard delivery:</strong> {shippingInternational.standard}.
        </li>
        <li>
          <strong>Express delivery:</strong> {shippingInternational.express}.
        </li>
        <li>
          <strong>Duties and taxes</strong> of the destination country are not included in our prices: they are extra
          and paid by the buyer on delivery.
        </li>
        <li>
          <strong>Extra handling charges</strong> apply to {listInWords(shippingInternational.extraHandlingItems)},
          because of their size and the care they need in transit.
        </li>
      </ul>

      <h2>Delivery attempts</h2>
      <p>
        Our courier makes {deliveryAttemptsText(shippingInternational.deliveryAttempts)}. If a package is missed and
        returned to us, re-shipping is paid by the customer. Please make sure your address and phone number are correct
        and that someone can receive the parcel.
      </p>

      <h2>Tracking</h2>
      <p>
        Once your order is dispatched we send the tracking details by e-mail or WhatsApp. For returns and refunds, see
        our <Link href="/refund">Refund Policy</Link>.
      </p>
    </PolicyPage>
  );
}

/** The policy figure in words: written for any number, though the policy says one. */
function deliveryAttemptsText(attempts: number): string {
  return attempts === 1 ? 'one delivery attempt' : `${attempts} delivery attempts`;
}
