import { PlainImage as Image } from '@/components/ui/plain-image';
import { categoryBanner } from '@/lib/catalogue-paths';
import styles from './category-banner.module.css';

/**
 * The category's banner: the picture set in the back office; from a backend that does not say, spec section 2's
 * (its own for women, home & living and accessories, the women banner otherwise).
 */
export function CategoryBanner({ categoryName, bannerImage }: { categoryName: string; bannerImage?: string }) {
  return (
    <div className={styles.figure}>
      <Image
        src={bannerImage || categoryBanner(categoryName)}
        alt={`${categoryName} collection: hand block-printed textiles from Jaipur`}
        fill
        preload
        fetchPriority="high"
        sizes="(min-width: 1280px) 1248px, 100vw"
        style={{ objectFit: 'cover' }}
      />
    </div>
  );
}
