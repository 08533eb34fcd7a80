import { PlainImage as Image } from '@/components/ui/plain-image';
import { categoryBanner } from '@/lib/catalogue-paths';
import styles from './category-banner.module.css';

/** The category's banner (spec section 2): its own for women, home & living and accessories, the women banner otherwise. */
export function CategoryBanner({ categoryName }: { categoryName: string }) {
  return (
    <div className={styles.figure}>
      <Image
        src={categoryBanner(categoryName)}
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
