import { ProductJsonLd } from 'next-seo';
import type { ProductDetail } from '@/lib/contract';
import { productPath } from '@/lib/catalogue-paths';
import { site } from '@/lib/site';
import type { ProductReviews } from '@/lib/contract/reviews';
import { merchantReturnPolicy, offerShippingDetails, productReviewMarkup } from '@/lib/structured-data';

/** Spec section 9: structured data uses USD. */
const OFFER_CURRENCY = 'USD';

/**
 * The product's own stock-keeping unit: colour variants share their product_code, so the id is
 * appended to keep each variant's sku unique.
 */
export function productSku(product: Pick<ProductDetail, 'product_code' | 'id'>): string {
  return `${product.product_code}-${product.id}`;
}

/** Is any size of the product available? The structured data speaks for the product, not one size. */
export function isProductInStock(product: Pick<ProductDetail, 'stock' | 'sizes'>): boolean {
  return product.stock > 0 || product.sizes.some((option) => option.stock > 0);
}

/**
 * Product JSON-LD (spec section 9: structured data uses USD); pictures and URL absolute from SITE_URL.
 * Rating and review markup only from the published reviews the page shows (DEVIATIONS row 39): none when none.
 */
export function ProductStructuredData({
  product,
  images,
  siteUrl,
  reviews,
}: {
  product: ProductDetail;
  images: string[];
  siteUrl: string;
  reviews?: ProductReviews;
}) {
  const base = siteUrl.replace(/\/+$/, '');
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path}`);
  const url = absolute(productPath(product.id));
  return (
    <ProductJsonLd
      name={product.name}
      description={product.description}
      image={images.map(absolute)}
      sku={productSku(product)}
      brand={{ name: site.name }}
      url={url}
      {...productReviewMarkup(reviews, absolute)}
      offers={{
        price: product.offer_price,
        priceCurrency: OFFER_CURRENCY,
        availability: isProductInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        url,
        shippingDetails: offerShippingDetails(OFFER_CURRENCY),
        hasMerchantReturnPolicy: merchantReturnPolicy(base),
      }}
    />
  );
}
