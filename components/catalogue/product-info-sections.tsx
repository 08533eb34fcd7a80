import Link from '@/components/ui/link';
import { site } from '@/lib/site';
import styles from './product-info-sections.module.css';

/**
 * Craftsmanship, care, and shipping and returns in brief, with the policy
 * figures of spec section 9 (the policy pages have the full text). Each is folded (issue 31, item 5): the
 * product page is about the product first; the words stay in the HTML for search engines and without script.
 */
export function ProductInfoSections() {
  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby="craftsmanship-title">
        <details className={styles.fold}>
          <summary>
            <h2 id="craftsmanship-title">Craftsmanship</h2>
          </summary>
          <p>
            Every piece is made by hand by artisan families in and around Jaipur, who have worked with {site.name} since
            2018: carved wooden printing blocks, hand-mixed dyes, hand stitching and finishing.
          </p>
          <p>Small variations in colour, print and weave are the mark of the hand process, not flaws.</p>
        </details>
      </section>
      <section className={styles.section} aria-labelledby="care-title">
        <details className={styles.fold}>
          <summary>
            <h2 id="care-title">Care</h2>
          </summary>
          <ul>
            <li>Wash separately in cold water for the first washes; hand-printed colours may bleed a little.</li>
            <li>Use a mild detergent, no bleach; dry in the shade.</li>
            <li>Iron on the reverse at a medium setting.</li>
          </ul>
        </details>
      </section>
      <section className={styles.section} aria-labelledby="shipping-title">
        <details className={styles.fold}>
          <summary>
            <h2 id="shipping-title">Shipping and returns</h2>
          </summary>
          <ul>
            <li>India: normal shipping 7-10 business days by surface, express 4-5 business days by air.</li>
            <li>
              International: standard 10-30 business days, express 4-8 business days; duties and taxes are paid by the
              buyer.
            </li>
            <li>
              Returns must be requested within 48 hours of delivery, for a wrong product, a defect or damage on arrival;
              the refund starts within 7 days of the return reaching us.
            </li>
            <li>Orders can be cancelled within 24 hours for a full refund.</li>
          </ul>
          <p>
            Read the <Link href="/shipping">shipping policy</Link> and the <Link href="/refund">refund policy</Link>.
          </p>
        </details>
      </section>
    </div>
  );
}
