import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getServerApi } from '@/lib/api/server';
import type { CategoryWithSubcategories } from '@/lib/contract';
import { NAV_HOME, NAV_TRAILING } from '@/lib/navigation';
import { logError } from '@/lib/server/log';
import { theme } from '@/styles/theme';
import { NavCategories, NavCategorySkeletons } from './nav-categories';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  @media (min-width: ${theme.breakpoints.lg}) {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${theme.space(1)};
  }
`;

const PlainLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

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
      <List>
        <li>
          <PlainLink href={NAV_HOME.href}>{NAV_HOME.label}</PlainLink>
        </li>
        {categories}
        {NAV_TRAILING.map((link) => (
          <li key={link.href}>
            <PlainLink href={link.href}>{link.label}</PlainLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
