import { ProductJsonLd } from 'next-seo';
import type { ProductDetail } from '@/lib/contract';
import { productPath } from '@/lib/catalogue-paths';
import { site } from '@/lib/site';

/** Is any size of the product available? The structured data speaks for the product, not one size. */
export function isProductInStock(product: Pick<ProductDetail, 'stock' | 'sizes'>): boolean {
  return product.stock > 0 || product.sizes.some((option) => option.stock > 0);
}

/** Product JSON-LD (spec section 9: structured data uses USD); pictures and URL absolute from SITE_URL. */
export function ProductStructuredData({ product, images, siteUrl }: { product: ProductDetail; images: string[]; siteUrl: string }) {
  const base = siteUrl.replace(/\/+$/, '');
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path}`);
  const url = absolute(productPath(product.id));
  return (
    <ProductJsonLd
      name={product.name}
      description={product.description}
      image={images.map(absolute)}
      sku={String(product.product_code)}
      brand={{ name: site.name }}
      url={url}
      offers={{
        price: product.offer_price,
        priceCurrency: 'USD',
        availability: isProductInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        url,
      }}
      aggregateRating={
        product.review_count > 0 && product.rating > 0 ? { ratingValue: product.rating, reviewCount: product.review_count } : undefined
      }
    />
  );
}
