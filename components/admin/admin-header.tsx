import type { ReactNode } from 'react';
import styled from 'styled-components';
import Link from '@/components/ui/link';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';

const Bar = styled.header`
  background: ${theme.colors.indigo};
  color: #fff;
  a {
    color: #fff;
  }
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
`;

const Brand = styled.p`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: 1.2rem;
  font-weight: 700;
  margin-right: auto;
  a {
    text-decoration: none;
  }
`;

const Who = styled.p`
  margin: 0;
  font-size: 0.9rem;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space(2)};
  top: -100px;
  z-index: 60;
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink} !important;
  &:focus {
    top: ${theme.space(2)};
  }
`;

/** The back office's banner: the shop's name, then the sections and the member's name with Sign out (when signed in). */
export function AdminHeader({ who, nav, signOut }: { who?: ReactNode; nav?: ReactNode; signOut?: ReactNode }) {
  return (
    <Bar>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Inner>
        <Brand>
          <Link href="/admin">{site.name} · Back office</Link>
        </Brand>
        {who ? <Who>{who}</Who> : null}
        {signOut}
      </Inner>
      {nav ? <Inner>{nav}</Inner> : null}
    </Bar>
  );
}
