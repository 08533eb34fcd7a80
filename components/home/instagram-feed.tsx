import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from '@/components/ui/link';
import styled from 'styled-components';
import type { ProductSummary } from '@/lib/contract';
import { INSTAGRAM_LINK } from '@/lib/navigation';
import { theme } from '@/styles/theme';
import { loadBestSellers } from './best-sellers';
import { HomeSection } from './home-section';

export const INSTAGRAM_FEED_TITLE = 'Follow Our Craft on Instagram';
export const INSTAGRAM_FEED_SIZE = 6;
const INSTAGRAM_HANDLE = `@${INSTAGRAM_LINK.href.replace(/\/+$/, '').split('/').pop()}`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: ${theme.space(2)};
  }
`;

const Tile = styled(Link)`
  position: relative;
  display: block;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  background: ${theme.colors.skeleton};
  img {
    transition: transform 300ms ease, filter 300ms ease;
  }
  &:hover img,
  &:focus-visible img {
    transform: scale(1.06);
    filter: brightness(0.85);
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

const Follow = styled.p`
  margin: ${theme.space(5)} 0 0;
  text-align: center;
  a {
    font-weight: 700;
    color: ${theme.colors.madderDark};
    text-underline-offset: 3px;
  }
`;

/** Square pictures of best sellers, Instagram-style; each opens its product. */
export function InstagramFeed({ products }: { products: readonly ProductSummary[] }) {
  const posts = products.slice(0, INSTAGRAM_FEED_SIZE);
  if (posts.length === 0) return null;
  return (
    <HomeSection
      titleId="instagram-feed-title"
      title={INSTAGRAM_FEED_TITLE}
      intro="Fresh off the printing tables in Sanganer and Bagru: our pieces at home with you."
    >
      <Tiles>
        {posts.map((product) => (
          <li key={product.id}>
            <Tile href={`/product/${product.id}`}>
              <Image src={product.main_image} alt={product.product_name} fill sizes="(min-width: 1024px) 200px, 33vw" style={{ objectFit: 'cover' }} />
            </Tile>
          </li>
        ))}
      </Tiles>
      <Follow>
        <a href={INSTAGRAM_LINK.href} target="_blank" rel="noopener noreferrer">
          Follow {INSTAGRAM_HANDLE} on Instagram
        </a>
      </Follow>
    </HomeSection>
  );
}

/** The feed takes the best sellers from the end of the list, so it does not repeat the grid's first row. */
export async function InstagramFeedSection() {
  const products = await loadBestSellers();
  return <InstagramFeed products={products.slice(-INSTAGRAM_FEED_SIZE).reverse()} />;
}
