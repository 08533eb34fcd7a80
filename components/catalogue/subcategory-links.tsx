import Link from '@/components/ui/link';
import styled from 'styled-components';
import type { CategoryWithSubcategories } from '@/lib/contract';
import { categoryPath } from '@/lib/catalogue-paths';
import { theme } from '@/styles/theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${theme.space(2)};
  /* One scrollable row on phones, so the products stay near the top. */
  overflow-x: auto;
  padding-bottom: ${theme.space(1)};
  scrollbar-width: thin;
  @media (min-width: ${theme.breakpoints.md}) {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  text-decoration: none;
  white-space: nowrap;
  font-size: 0.95rem;
  &:hover {
    border-color: ${theme.colors.indigo};
  }
  &[aria-current='page'] {
    background: ${theme.colors.indigo};
    border-color: ${theme.colors.indigo};
    color: #fff;
  }
`;

/** Links to the whole category and each of its subcategories; the current one is marked. */
export function SubcategoryLinks({ category, currentId }: { category: CategoryWithSubcategories; currentId?: number }) {
  if (category.subcategories.length === 0) return null;
  return (
    <nav aria-label={`${category.name} collections`}>
      <List>
        <li>
          <Chip href={categoryPath(category.name)} aria-current={currentId === undefined ? 'page' : undefined}>
            All {category.name}
          </Chip>
        </li>
        {category.subcategories.map((subcategory) => (
          <li key={subcategory.id}>
            <Chip
              href={categoryPath(category.name, subcategory.name)}
              aria-current={subcategory.id === currentId ? 'page' : undefined}
            >
              {subcategory.name}
            </Chip>
          </li>
        ))}
      </List>
    </nav>
  );
}
