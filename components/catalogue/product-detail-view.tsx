import styled from 'styled-components';
import type { ProductDetailResponse } from '@/lib/contract';
import { categoryPath, productPath } from '@/lib/catalogue-paths';
import { theme } from '@/styles/theme';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import { RELATED_PRODUCTS_TITLE } from './catalogue-messages';
import { ProductGallery } from './product-gallery';
import { ProductGrid } from './product-grid';
import { ProductInfoSections } from './product-info-sections';
import { ProductPrice } from './product-price';
import { ProductPurchase } from './product-purchase';
import { ProductStructuredData } from './product-structured-data';
import { StarRating } from './star-rating';

const Page = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(4)} ${theme.space(4)} 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(8)};
  @media (min-width: ${theme.breakpoints.md}) {
    padding-top: ${theme.space(6)};
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space(10)};
    align-items: start;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;

const Name = styled.h1`
  font-size: clamp(1.6rem, 3.5vw, 2.4rem);
  margin: 0;
`;

const Rating = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.inkMuted};
`;

const Description = styled.p`
  margin: 0;
  max-width: 65ch;
`;

const Related = styled.section`
  h2 {
    font-size: clamp(1.4rem, 3vw, 2rem);
    margin-bottom: ${theme.space(5)};
  }
`;

/** The product's pictures, main picture first, without blanks or repeats. */
export function productImages(product: ProductDetailResponse['data']): string[] {
  const all = [product.main_image, product.second_media, product.third_media, product.fourth_media, product.fifth_media];
  return all.filter((image, index) => image.trim() !== '' && all.indexOf(image) === index);
}

export function productTrail(product: ProductDetailResponse['data']): BreadcrumbItem[] {
  return [
    { name: 'Home', path: '/' },
    { name: product.category_name, path: categoryPath(product.category_name) },
    ...(product.sub_category_name ? [{ name: product.sub_category_name, path: categoryPath(product.category_name, product.sub_category_name) }] : []),
    { name: product.name, path: productPath(product.id) },
  ];
}

function reviewText(count: number): string {
  if (count === 0) return 'No reviews yet';
  return count === 1 ? '1 review' : `${count} reviews`;
}

/** The product page (spec section 2): gallery, details, size and cart, further sections and related products. */
export function ProductDetailView({ detail, siteUrl }: { detail: ProductDetailResponse; siteUrl: string }) {
  const product = detail.data;
  const images = productImages(product);
  return (
    <Page>
      <Breadcrumbs items={productTrail(product)} siteUrl={siteUrl} />
      <Top>
        <ProductGallery images={images} name={product.name} />
        <Details>
          <Name>{product.name}</Name>
          <Rating>
            <StarRating rating={product.rating} />
            <span>({reviewText(product.review_count)})</span>
          </Rating>
          <ProductPrice offerPrice={product.offer_price} mrp={product.mrp} />
          <Description>{product.description}</Description>
          <ProductPurchase
            key={product.id}
            productId={product.id}
            offerPrice={product.offer_price}
            mrp={product.mrp}
            sizes={product.sizes}
            initialSize={product.size}
          />
        </Details>
      </Top>
      <ProductInfoSections />
      {detail.related_product.length > 0 ? (
        <Related aria-labelledby="related-title">
          <h2 id="related-title">{RELATED_PRODUCTS_TITLE}</h2>
          <ProductGrid products={detail.related_product} />
        </Related>
      ) : null}
      <ProductStructuredData product={product} images={images} siteUrl={siteUrl} />
    </Page>
  );
}
