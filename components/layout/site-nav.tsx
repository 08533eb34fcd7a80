import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { getServerApi } from '@/lib/api/server';
import type { CategoryWithSubcategories } from '@/lib/contract';
import { NAV_HOME, NAV_TRAILING } from '@/lib/navigation';
import { logError } from '@/lib/server/log';
import { NavCategories, NavCategorySkeletons } from './nav-categories';
import styles from './site-nav.module.css';

/** Loads the category list; on failure the error is logged and the placeholders stay (spec section 8). */
export async function NavCategoriesLoader() {
  let categories: CategoryWithSubcategories[];
  try {
    ({ categories } = await getServerApi().getCategoryList({}));
  } catch (error) {
    logError('navigation categories failed to load', error);
    return <NavCategorySkeletons />;
  }
  return <NavCategories categories={categories} />;
}

/**
 * The navigation bar: Home, one dropdown per category with subcategories,
 * Blog and Wholesale Query. `categories` replaces the loader in tests.
 */
export function SiteNav({ categories = <NavCategoriesLoader /> }: { categories?: ReactNode }) {
  return (
    <nav aria-label="Main">
      <ul className={styles.list}>
        <li>
          <Link className={styles.plainLink} href={NAV_HOME.href}>
            {NAV_HOME.label}
          </Link>
        </li>
        {categories}
        {NAV_TRAILING.map((link) => (
          <li key={link.href}>
            <Link className={styles.plainLink} href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
