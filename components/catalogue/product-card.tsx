import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from '@/components/ui/link';
import type { ProductSummary } from '@/lib/contract';
import { Price } from './price';
import { StarRating } from './star-rating';
import styles from './cards.module.css';

export interface ProductCardProps {
  product: Pick<ProductSummary, 'id' | 'product_name' | 'main_image' | 'offer_price' | 'mrp' | 'rating'>;
  /** Loads the picture eagerly: for cards visible without scrolling. */
  priority?: boolean;
  /** Level of the name's heading, so headings stay in order on every page (default 3, under a section's h2). */
  headingLevel?: 2 | 3;
}

/**
 * The picture's width in the grid (components/catalogue/product-grid.tsx: 2, 3, then 4 columns 16 px
 * apart inside the page's padding), measured at 320 to 1440 px and rounded up, so a phone picks the
 * smallest file that is sharp on its screen (a 412 px phone at 1.75x: 360w, not 480w).
 */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) calc(25vw - 20px), (min-width: 768px) calc(33vw - 20px), calc(50vw - 24px)';

/** A product in a grid: picture, name, stars, new and old price; all of it links to the product. */
export function ProductCard({ product, priority = false, headingLevel = 3 }: ProductCardProps) {
  const href = `/product/${product.id}`;
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Link href={href} tabIndex={-1} aria-hidden="true" className={styles.picture}>
        <Image
          src={product.main_image}
          alt={product.product_name}
          fill
          sizes={PRODUCT_CARD_IMAGE_SIZES}
          preload={priority}
        />
      </Link>
      <div className={styles.body}>
        <Name className={styles.name}>
          <Link href={href}>{product.product_name}</Link>
        </Name>
        {/* The rounded average of the product's published reviews: 0 means none, and no stars are drawn. */}
        {product.rating > 0 ? <StarRating rating={product.rating} /> : null}
        <p className={styles.prices}>
          <span className={styles.newPrice}>
            <span className="visually-hidden">Price </span>
            <Price usd={product.offer_price} />
          </span>
          {product.mrp > product.offer_price ? (
            <del className={styles.oldPrice}>
              <span className="visually-hidden">Was </span>
              <Price usd={product.mrp} />
            </del>
          ) : null}
        </p>
      </div>
    </article>
  );
}
