import { categoryPath } from '@/lib/category-path';
import type { CategoryWithSubcategories } from '@/lib/contract';
import { NavDropdown } from './nav-dropdown';
import styles from './nav-categories.module.css';

/** How many placeholders stand in for the category dropdowns while they load. */
export const NAV_SKELETON_COUNT = 5;

/** Placeholders for the category dropdowns: shown while loading, and kept if the call fails. */
export function NavCategorySkeletons() {
  return (
    <>
      {Array.from({ length: NAV_SKELETON_COUNT }, (_, index) => (
        <li key={index} className={styles.skeletonItem} data-testid="nav-skeleton" aria-hidden="true">
          <span />
        </li>
      ))}
    </>
  );
}

/** One dropdown per category that has subcategories; the others (Fabric) get none. */
export function NavCategories({ categories }: { categories: readonly CategoryWithSubcategories[] }) {
  return (
    <>
      {categories
        .filter((category) => category.subcategories.length > 0)
        .map((category) => (
          <NavDropdown
            key={category.id}
            label={category.name}
            href={categoryPath(category.name)}
            links={category.subcategories.map((subcategory) => ({
              label: subcategory.name,
              href: categoryPath(category.name, subcategory.name),
            }))}
          />
        ))}
    </>
  );
}
