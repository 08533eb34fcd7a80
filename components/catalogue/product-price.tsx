import { savingPercent } from './product-messages';
import { Price } from './price';
import styles from './product-price.module.css';

/** The product page's price: offer price, the MRP struck through and the saving in per cent. */
export function ProductPrice({ offerPrice, mrp }: { offerPrice: number; mrp: number }) {
  const saving = savingPercent(offerPrice, mrp);
  return (
    <p className={styles.prices}>
      <span className={styles.newPrice}>
        <span className="visually-hidden">Price </span>
        <Price usd={offerPrice} />
      </span>
      {saving > 0 ? (
        <>
          <del className={styles.oldPrice}>
            <span className="visually-hidden">Was </span>
            <Price usd={mrp} />
          </del>
          <span className={styles.saving}>Save {saving}%</span>
        </>
      ) : null}
    </p>
  );
}
