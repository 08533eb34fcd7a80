import styled from 'styled-components';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';

const Footer = styled.footer`
  margin-top: ${theme.space(16)};
  background: ${theme.colors.indigoDark};
  color: #f3efe8;
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)};
`;

export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <p>{site.description}</p>
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </Inner>
    </Footer>
  );
}
