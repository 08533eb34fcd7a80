import Link from 'next/link';
import styled from 'styled-components';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';

const Bar = styled.header`
  background: ${theme.colors.indigo};
  color: #fff;
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${theme.space(6)};
`;

const Logo = styled(Link)`
  font-family: ${theme.fonts.display};
  font-size: 1.5rem;
  font-weight: 700;
  text-decoration: none;
  color: #fff;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${theme.space(2)};
    top: ${theme.space(2)};
    background: #fff;
    color: ${theme.colors.ink};
    padding: ${theme.space(2)} ${theme.space(3)};
    z-index: 10;
  }
`;

export function SiteHeader() {
  return (
    <Bar>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Inner>
        <Logo href="/" aria-label={`${site.name} home`}>
          {site.name}
        </Logo>
      </Inner>
    </Bar>
  );
}
