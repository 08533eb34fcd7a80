import Image from 'next/image';
import Link from 'next/link';
import styled from 'styled-components';
import type { ProductSummary } from '@/lib/contract';
import { theme } from '@/styles/theme';
import { Price } from './price';
import { StarRating } from './star-rating';

const Card = styled.article`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: ${theme.colors.skeleton};
`;

const Body = styled.div`
  padding: ${theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const Name = styled.h3`
  font-family: ${theme.fonts.body};
  font-size: 1rem;
  font-weight: 600;
  margin: 0;
  a { text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Prices = styled.p`
  margin: 0;
  display: flex;
  gap: ${theme.space(2)};
  align-items: baseline;
`;

const NewPrice = styled.span`
  font-weight: 700;
  color: ${theme.colors.madderDark};
`;

const OldPrice = styled.del`
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;

export interface ProductCardProps {
  product: Pick<ProductSummary, 'id' | 'product_name' | 'main_image' | 'offer_price' | 'mrp' | 'rating'>;
  /** Loads the picture eagerly: for cards visible without scrolling. */
  priority?: boolean;
  /** Level of the name's heading, so headings stay in order on every page (default 3, under a section's h2). */
  headingLevel?: 2 | 3;
}

/** A product in a grid: picture, name, stars, new and old price; all of it links to the product. */
export function ProductCard({ product, priority = false, headingLevel = 3 }: ProductCardProps) {
  const href = `/product/${product.id}`;
  return (
    <Card>
      <Link href={href} tabIndex={-1} aria-hidden="true">
        <Picture>
          <Image
            src={product.main_image}
            alt={product.product_name}
            fill
            sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw"
            priority={priority}
            style={{ objectFit: 'cover' }}
          />
        </Picture>
      </Link>
      <Body>
        <Name as={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link href={href}>{product.product_name}</Link>
        </Name>
        <StarRating rating={product.rating} />
        <Prices>
          <NewPrice>
            <span className="visually-hidden">Price </span>
            <Price usd={product.offer_price} />
          </NewPrice>
          {product.mrp > product.offer_price ? (
            <OldPrice>
              <span className="visually-hidden">Was </span>
              <Price usd={product.mrp} />
            </OldPrice>
          ) : null}
        </Prices>
      </Body>
    </Card>
  );
}
