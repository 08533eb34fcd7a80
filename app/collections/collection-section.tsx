import Image from 'next/image';
import Link from '@/components/ui/link';
import styled from 'styled-components';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { categoryPath } from '@/lib/category-path';
import type { CategoryWithSubcategories, ProductSummary } from '@/lib/contract';
import { theme } from '@/styles/theme';

const Section = styled.section`
  padding: ${theme.space(10)} 0;
  border-bottom: 1px solid ${theme.colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  align-items: center;
  grid-template-columns: 72px minmax(0, 1fr);
  grid-template-areas:
    'tile title'
    'subs subs';
  margin-bottom: ${theme.space(6)};
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: 140px minmax(0, 1fr);
    grid-template-areas:
      'tile title'
      'tile subs';
    column-gap: ${theme.space(8)};
    row-gap: ${theme.space(3)};
  }
`;

const Tile = styled(Link)`
  grid-area: tile;
  position: relative;
  display: block;
  aspect-ratio: 1 / 1;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.skeleton};
  box-shadow: 0 0 0 1px ${theme.colors.border};
`;

const Title = styled.h2`
  grid-area: title;
  align-self: center;
  font-size: clamp(1.5rem, 3vw, 2rem);
  margin: 0;
  @media (min-width: ${theme.breakpoints.md}) {
    align-self: end;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 5px;
  }
`;

const Subcategories = styled.ul`
  grid-area: subs;
  align-self: start;
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  a {
    display: inline-block;
    padding: ${theme.space(1.5)} ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    font-size: 0.9rem;
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.colors.indigo};
    text-decoration: underline;
  }
`;

const ViewAll = styled.p`
  margin: ${theme.space(5)} 0 0;
  text-align: right;
  a {
    font-weight: 700;
    color: ${theme.colors.madderDark};
    text-underline-offset: 3px;
  }
`;

export interface CollectionSectionProps {
  category: CategoryWithSubcategories;
  /** The category's tile picture, when the tiles call answered. */
  media?: string;
  products: ProductSummary[];
  /** How many active products the category holds in all. */
  count: number;
  priority?: boolean;
}

/** A category on the collections page: its tile, its subcategories and a few of its products. */
export function CollectionSection({ category, media, products, count, priority = false }: CollectionSectionProps) {
  const href = categoryPath(category.name);
  const titleId = `collection-${category.id}`;
  return (
    <Section aria-labelledby={titleId}>
      <Top>
        <Tile href={href} tabIndex={-1} aria-hidden="true">
          {media ? <Image src={media} alt={category.name} fill sizes="(min-width: 768px) 140px, 72px" priority={priority} style={{ objectFit: 'cover' }} /> : null}
        </Tile>
        <Title id={titleId}>
          <Link href={href}>{category.name}</Link>
        </Title>
        {category.subcategories.length > 0 ? (
          <Subcategories aria-label={`${category.name} subcategories`}>
            {category.subcategories.map((subcategory) => (
              <li key={subcategory.id}>
                <Link href={categoryPath(category.name, subcategory.name)}>{subcategory.name}</Link>
              </li>
            ))}
          </Subcategories>
        ) : null}
      </Top>
      {products.length > 0 ? <ProductGrid products={products} /> : null}
      <ViewAll>
        <Link href={href}>
          View all {count} {category.name} products
        </Link>
      </ViewAll>
    </Section>
  );
}
