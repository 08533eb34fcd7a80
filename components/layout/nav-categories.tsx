import styled, { keyframes } from 'styled-components';
import { categoryPath } from '@/lib/category-path';
import type { CategoryWithSubcategories } from '@/lib/contract';
import { theme } from '@/styles/theme';
import { NavDropdown } from './nav-dropdown';

/** How many placeholders stand in for the category dropdowns while they load. */
export const NAV_SKELETON_COUNT = 5;

const pulse = keyframes`
  from { opacity: 0.35; }
  to { opacity: 0.7; }
`;

const SkeletonItem = styled.li`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  span {
    display: block;
    width: 88px;
    height: 14px;
    border-radius: ${theme.radii.sm};
    background: rgba(255, 255, 255, 0.5);
    animation: ${pulse} 900ms ease-in-out infinite alternate;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/** Placeholders for the category dropdowns: shown while loading, and kept if the call fails. */
export function NavCategorySkeletons() {
  return (
    <>
      {Array.from({ length: NAV_SKELETON_COUNT }, (_, index) => (
        <SkeletonItem key={index} data-testid="nav-skeleton" aria-hidden="true">
          <span />
        </SkeletonItem>
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
