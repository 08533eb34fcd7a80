import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from '@/components/ui/link';
import type { ProductSummary } from '@/lib/contract';
import { INSTAGRAM_LINK } from '@/lib/navigation';
import { loadBestSellers } from './best-sellers';
import { HomeSection } from './home-section';
import styles from './craft-story.module.css';

export const CRAFT_STORY_TITLE = 'Our Craft';
export const CRAFT_FEED_SIZE = 6;
const INSTAGRAM_HANDLE = `@${INSTAGRAM_LINK.href.replace(/\/+$/, '').split('/').pop()}`;

/**
 * The craft story: how the pieces are made and who makes them, beside the spec's Instagram-style feed (square
 * pictures of our pieces, each opening its product) and the way to the whole story on /about-us.
 */
export function CraftStory({ products }: { products: readonly ProductSummary[] }) {
  const posts = products.slice(0, CRAFT_FEED_SIZE);
  return (
    <HomeSection titleId="craft-story-title" title={CRAFT_STORY_TITLE}>
      <div className={styles.story}>
        <div className={styles.text}>
          <p>
            Every print starts as a carved wooden block, pressed by hand onto cotton in Sanganer and Bagru and dyed in
            indigo and madder. Every order supports a family of printers, dyers and tailors in Rajasthan, paid fairly,
            with no middlemen between them and you.
          </p>
          <p className={styles.links}>
            <Link href="/about-us">Read our story</Link>
            <a href={INSTAGRAM_LINK.href} target="_blank" rel="noopener noreferrer">
              Follow {INSTAGRAM_HANDLE} on Instagram
            </a>
          </p>
        </div>
        {posts.length > 0 ? (
          <ul className={styles.tiles} aria-label="Fresh off the printing tables">
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
        ) : null}
      </div>
    </HomeSection>
  );
}

/** The feed takes the best sellers from the end of the list, so it does not repeat the cards above it. */
export async function CraftStorySection() {
  const products = await loadBestSellers();
  return <CraftStory products={products.slice(-CRAFT_FEED_SIZE).reverse()} />;
}
