import Link from '@/components/ui/link';
import { listInWords, policies } from '@/lib/policies';
import { site } from '@/lib/site';
import { PolicyPage } from './policy-page';

export const PRIVACY_POLICY_TITLE = 'Privacy Policy';

/** What the shop collects, why, and the shopper's choices. */
export function PrivacyPolicy() {
  return (
    <PolicyPage
      title={PRIVACY_POLICY_TITLE}
      intro={`${site.name} respects your privacy. This policy explains what we collect when you use our shop, why, and what you can ask of us.`}
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account and order details:</strong> your name, e-mail address, country code and mobile number,
          delivery address, PIN code, city and state, and the items you order.
        </li>
        <li>
          <strong>Enquiries:</strong> what you write to us through the contact and wholesale enquiry form, with your
          name, e-mail and phone number.
        </li>
        <li>
          <strong>Your cart and session:</strong> a cart id and, when you log in, a session token, kept in your
          browser&apos;s storage so your cart survives a page reload.
        </li>
        <li>
          <strong>Approximate location:</strong> the country of your connection, or your browser&apos;s location if you
          allow it, used only to show prices in Indian rupees or US dollars.
        </li>
        <li>
          <strong>Usage:</strong> which pages are viewed and how fast they load, counted by the shop itself (no
          analytics company, no cookie, nothing that names you; not at all when your browser asks not to be tracked), to
          improve the shop.
        </li>
        <li>
          <strong>Shared links:</strong> when you arrive by a link someone shared from our pages, the site it was shared
          on (WhatsApp, Pinterest, Facebook, X, a copied link or a phone&apos;s share sheet) is counted, and a cookie
          keeps it for 7 days so that an order you place counts for that site too. It holds nothing else and is not set
          when your browser asks not to be tracked.
        </li>
      </ul>

      <h2>How we use it</h2>
      <p>
        To take and deliver your orders, to answer your questions, to send order updates and invoices by e-mail or
        WhatsApp, to prevent fraud, and to improve our shop. We never sell your personal information.
      </p>

      <h2>Payments</h2>
      <p>
        We accept {listInWords(policies.paymentMethods)}. Payments are processed by our payment providers over encrypted
        connections; we never see or store your full card details.
      </p>

      <h2>Who we share it with</h2>
      <p>
        Only with the partners who help us serve you, and only what they need: payment providers to take payment,
        courier partners to deliver your order, and the e-mail and WhatsApp services that carry our messages to you.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>Ask us for a copy of your information, or to correct or delete it.</li>
        <li>
          Log out at any time to remove your session token; clearing your browser&apos;s storage removes your cart id.
        </li>
        <li>Refuse location access: prices are then shown in Indian rupees.</li>
      </ul>
      <p>
        This policy is governed by the laws of {policies.governingLaw}. Our{' '}
        <Link href="/terms-and-conditions">Terms of Service</Link> also apply.
      </p>
    </PolicyPage>
  );
}
