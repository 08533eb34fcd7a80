import type { ProductDetailResponse, ProductPictureVariant } from '@/lib/contract';
import type { ProductReviews } from '@/lib/contract/reviews';
import { categoryPath, productPath } from '@/lib/catalogue-paths';
import { ShareButton } from '@/components/share/share-button';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import { RELATED_PRODUCTS_TITLE } from './catalogue-messages';
import { ProductGallery } from './product-gallery';
import { ProductGrid } from './product-grid';
import { ProductInfoSections } from './product-info-sections';
import { ProductPrice } from './product-price';
import { ProductPurchase } from './product-purchase';
import { WishlistToggle } from './wishlist-toggle';
import { ProductReviewsSection } from './product-reviews';
import { ProductStructuredData } from './product-structured-data';
import { RecentlyViewed } from './recently-viewed';
import { StarRating } from './star-rating';
import styles from './product-detail-view.module.css';

/** The product's five media fields in their order, blanks included (picture_alts and picture_variants follow it). */
function productMedia(product: ProductDetailResponse['data']): string[] {
  return [product.main_image, product.second_media, product.third_media, product.fourth_media, product.fifth_media];
}

/** The product's pictures, main picture first, without blanks or repeats. */
export function productImages(product: ProductDetailResponse['data']): string[] {
  const all = productMedia(product);
  return all.filter((image, index) => image.trim() !== '' && all.indexOf(image) === index);
}

/** What each picture of productImages shows, as staff described it ('' where they did not). */
function productPictureAlts(product: ProductDetailResponse['data']): string[] {
  const all = productMedia(product);
  return productImages(product).map((image) => product.picture_alts[all.indexOf(image)] ?? '');
}

/** The widths stored of each picture of productImages, narrowest first ([] where it has only its own URL). */
export function productPictureVariants(product: ProductDetailResponse['data']): ProductPictureVariant[][] {
  const all = productMedia(product);
  return productImages(product).map((image) => product.picture_variants?.[all.indexOf(image)] ?? []);
}

export function productTrail(product: ProductDetailResponse['data']): BreadcrumbItem[] {
  return [
    { name: 'Home', path: '/' },
    { name: product.category_name, path: categoryPath(product.category_name) },
    ...(product.sub_category_name
      ? [{ name: product.sub_category_name, path: categoryPath(product.category_name, product.sub_category_name) }]
      : []),
    { name: product.name, path: productPath(product.id) },
  ];
}

function reviewText(count: number): string {
  if (count === 0) return 'No reviews yet';
  return count === 1 ? '1 review' : `${count} reviews`;
}

/**
 * The product page (spec section 2): gallery, details, size and cart, further sections and related products; then
 * the products this browser viewed before (docs/decisions/050).
 */
export function ProductDetailView({
  detail,
  siteUrl,
  reviews,
}: {
  detail: ProductDetailResponse;
  siteUrl: string;
  /** The first page of its published reviews; without it, no reviews section and no rating markup. */
  reviews?: ProductReviews;
}) {
  const product = detail.data;
  const images = productImages(product);
  const reviewCount = reviews ? reviews.summary.count : product.review_count;
  return (
    <>
      <div className={styles.page}>
        <Breadcrumbs items={productTrail(product)} siteUrl={siteUrl} />
        <div className={styles.top}>
          <ProductGallery
            images={images}
            alts={productPictureAlts(product)}
            variants={productPictureVariants(product)}
            name={product.name}
          />
          <div className={styles.details}>
            <h1 className={styles.name}>{product.name}</h1>
            <p className={styles.rating}>
              {/* Stars only from published reviews: none are drawn before the first one. */}
              {reviewCount > 0 ? (
                <StarRating rating={reviews ? (reviews.summary.average ?? 0) : product.rating} />
              ) : null}
              <span>({reviewText(reviewCount)})</span>
            </p>
            <div className={styles.priceRow}>
              <ProductPrice offerPrice={product.offer_price} mrp={product.mrp} />
              <WishlistToggle productId={product.id} productName={product.name} />
            </div>
            {/* The description after the purchase box: on a phone, price and Add to Cart sit in the first screen. */}
            <ProductPurchase
              key={product.id}
              productId={product.id}
              offerPrice={product.offer_price}
              mrp={product.mrp}
              sizes={product.sizes}
              initialSize={product.size}
            />
            <p className={styles.description}>{product.description}</p>
            <ShareButton
              url={`${siteUrl}${productPath(product.id)}`}
              title={product.name}
              campaign="product"
              image={images[0] === undefined ? undefined : new URL(images[0], `${siteUrl}/`).href}
            />
          </div>
        </div>
        <ProductInfoSections />
        {reviews ? <ProductReviewsSection productId={product.id} reviews={reviews} /> : null}
        {detail.related_product.length > 0 ? (
          <section className={styles.related} aria-labelledby="related-title">
            <h2 id="related-title">{RELATED_PRODUCTS_TITLE}</h2>
            <ProductGrid products={detail.related_product} />
          </section>
        ) : null}
        <ProductStructuredData product={product} images={images} siteUrl={siteUrl} reviews={reviews} />
      </div>
      {/* Below everything, related products included: when it loads, nothing the shopper is reading moves. */}
      <RecentlyViewed key={product.id} productId={product.id} className={styles.recentlyViewed} />
    </>
  );
}
