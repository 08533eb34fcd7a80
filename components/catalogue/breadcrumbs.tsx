import Link from '@/components/ui/link';
import { BreadcrumbJsonLd } from 'next-seo';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export interface BreadcrumbItem {
  name: string;
  /** Root-relative path, e.g. /home%20&%20living. */
  path: string;
}

const Nav = styled.nav`
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  /* '~', not '+': server-rendered styled components put <style> elements between siblings. */
  & ~ &::before {
    content: '›';
    color: ${theme.colors.inkMuted};
    padding-right: ${theme.space(1)};
  }
  a {
    color: ${theme.colors.ink};
    text-decoration: underline;
    text-underline-offset: 2px;
    display: inline-block;
    padding: ${theme.space(1)} 0;
  }
`;

/**
 * The trail to the current page, visible and as BreadcrumbList JSON-LD
 * (absolute URLs from SITE_URL). The last item is the page itself.
 */
export function Breadcrumbs({ items, siteUrl }: { items: BreadcrumbItem[]; siteUrl: string }) {
  const base = siteUrl.replace(/\/+$/, '');
  return (
    <>
      <Nav aria-label="Breadcrumb">
        <List>
          {items.map((item, index) => (
            <Item key={item.path}>
              {index === items.length - 1 ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <Link href={item.path}>{item.name}</Link>
              )}
            </Item>
          ))}
        </List>
      </Nav>
      <BreadcrumbJsonLd items={items.map((item) => ({ name: item.name, item: `${base}${item.path}` }))} />
    </>
  );
}
