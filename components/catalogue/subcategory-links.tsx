import Link from '@/components/ui/link';
import type { CategoryWithSubcategories } from '@/lib/contract';
import { categoryPath } from '@/lib/catalogue-paths';
import styles from './subcategory-links.module.css';

/** Links to the whole category and each of its subcategories; the current one is marked. */
export function SubcategoryLinks({ category, currentId }: { category: CategoryWithSubcategories; currentId?: number }) {
  if (category.subcategories.length === 0) return null;
  return (
    <nav aria-label={`${category.name} collections`}>
      <ul className={styles.list}>
        <li>
          <Link
            className={styles.chip}
            href={categoryPath(category.name)}
            aria-current={currentId === undefined ? 'page' : undefined}
          >
            All {category.name}
          </Link>
        </li>
        {category.subcategories.map((subcategory) => (
          <li key={subcategory.id}>
            <Link
              className={styles.chip}
              href={categoryPath(category.name, subcategory.name)}
              aria-current={subcategory.id === currentId ? 'page' : undefined}
            >
              {subcategory.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
