import Image from 'next/image';
import Link from '@/components/ui/link';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { categoryPath } from '@/lib/category-path';
import type { CategoryWithSubcategories, ProductSummary } from '@/lib/contract';
import chips from '@/components/catalogue/subcategory-links.module.css';
import styles from './collection-section.module.css';

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
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.top}>
        <Link className={styles.tile} href={href} tabIndex={-1} aria-hidden="true">
          {media ? (
            <Image
              src={media}
              alt={category.name}
              fill
              sizes="(min-width: 768px) 140px, 72px"
              priority={priority}
              style={{ objectFit: 'cover' }}
            />
          ) : null}
        </Link>
        <h2 className={styles.title} id={titleId}>
          <Link href={href}>{category.name}</Link>
        </h2>
        {category.subcategories.length > 0 ? (
          <ul className={styles.subcategories} aria-label={`${category.name} subcategories`}>
            {category.subcategories.map((subcategory) => (
              <li key={subcategory.id}>
                <Link className={chips.chip} href={categoryPath(category.name, subcategory.name)}>
                  {subcategory.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {products.length > 0 ? <ProductGrid products={products} /> : null}
      <p className={styles.viewAll}>
        <Link href={href}>
          View all {count} {category.name} products
        </Link>
      </p>
    </section>
  );
}
