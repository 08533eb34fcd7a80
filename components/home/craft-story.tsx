import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from '@/components/ui/link';
import type { ProductSummary } from '@/lib/contract';
import { INSTAGRAM_LINK } from '@/lib/navigation';
import { loadBestSellers } from './best-sellers';
import { HomeSection } from './home-section';
import styles from './instagram-feed.module.css';

export const INSTAGRAM_FEED_TITLE = 'Follow Our Craft on Instagram';
export const INSTAGRAM_FEED_SIZE = 6;
const INSTAGRAM_HANDLE = `@${INSTAGRAM_LINK.href.replace(/\/+$/, '').split('/').pop()}`;

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
      <ul className={styles.tiles}>
        {posts.map((product) => (
          <li key={product.id}>
            <Link className={styles.tile} href={`/product/${product.id}`}>
              <Image
                src={product.main_image}
                alt={product.product_name}
                fill
                sizes="(min-width: 1024px) 200px, 33vw"
                style={{ objectFit: 'cover' }}
              />
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.follow}>
        <a href={INSTAGRAM_LINK.href} target="_blank" rel="noopener noreferrer">
          Follow {INSTAGRAM_HANDLE} on Instagram
        </a>
      </p>
    </HomeSection>
  );
}

/** The feed takes the best sellers from the end of the list, so it does not repeat the grid's first row. */
export async function InstagramFeedSection() {
  const products = await loadBestSellers();
  return <InstagramFeed products={products.slice(-INSTAGRAM_FEED_SIZE).reverse()} />;
}
