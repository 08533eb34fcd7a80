import Link from '@/components/ui/link';
import styled from 'styled-components';
import { MAIN_MENU_LINKS, POLICY_LINKS, SOCIAL_LINKS } from '@/lib/navigation';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';
import { SocialIcon } from './icons';

export const POLICY_TITLE = 'POLICY';
export const MAIN_MENU_TITLE = 'MAIN MENU';
export const FACTORY_TITLE = 'Factory';
/** The spec's wording (lib/site.ts writes the hours with a comma). */
/** The factory's hours as the spec writes them (section 2, Footer). */
export const FACTORY_HOURS = site.hours;

const Footer = styled.footer`
  margin-top: ${theme.space(16)};
  background: ${theme.colors.indigoDark};
  ${theme.focus.onDarkSurface}
  color: #f3efe8;
  a {
    color: #fff;
    text-underline-offset: 3px;
  }
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(12)} ${theme.space(4)} ${theme.space(6)};
  display: grid;
  gap: ${theme.space(8)};
  grid-template-columns: 1fr;
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: 1.4fr 1fr 1fr 1.4fr;
  }
`;

const Brand = styled.div`
  p {
    margin: 0 0 ${theme.space(4)};
    max-width: 42ch;
    color: #e4dccf;
  }
`;

const BrandName = styled.p`
  font-family: ${theme.fonts.display};
  font-size: 1.5rem;
  font-weight: 700;
  && {
    color: #fff;
    margin-bottom: ${theme.space(2)};
  }
`;

const Heading = styled.h2`
  font-family: ${theme.fonts.body};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: #fff;
  margin: 0 0 ${theme.space(4)};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
  a {
    display: inline-block;
    padding: ${theme.space(1)} 0;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Details = styled.address`
  font-style: normal;
  display: grid;
  gap: ${theme.space(2)};
  p {
    margin: 0;
    color: #e4dccf;
  }
`;

const Socials = styled.ul`
  list-style: none;
  margin: ${theme.space(2)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${theme.radii.round};
    border: 1px solid rgba(255, 255, 255, 0.35);
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  /* Room under the last line for the floating WhatsApp button on small screens. */
  padding: ${theme.space(5)} ${theme.space(20)} ${theme.space(6)} ${theme.space(4)};
  text-align: center;
  font-size: 0.875rem;
  color: #e4dccf;
  p {
    margin: 0;
  }
  @media (min-width: ${theme.breakpoints.md}) {
    padding-left: ${theme.space(20)};
  }
`;

const NEW_TAB_HINT_ID = 'footer-new-tab-hint';

/** The footer of every page (spec section 2, "Footer"). */
export function SiteFooter() {
  const { address } = site;
  return (
    <Footer>
      <Inner>
        <Brand>
          <BrandName>{site.name}</BrandName>
          <p>{site.description}</p>
          <p>Ethically made: fair wages, natural dyes where we can, and no middlemen between our artisans and you.</p>
          <Socials aria-label="Follow us">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} aria-describedby={NEW_TAB_HINT_ID} title={link.label}>
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </Socials>
        </Brand>

        <nav aria-labelledby="footer-policy">
          <Heading id="footer-policy">{POLICY_TITLE}</Heading>
          <LinkList>
            {POLICY_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_TAB_HINT_ID}>
                  {link.label}
                </a>
              </li>
            ))}
          </LinkList>
        </nav>

        <nav aria-labelledby="footer-main-menu">
          <Heading id="footer-main-menu">{MAIN_MENU_TITLE}</Heading>
          <LinkList>
            {MAIN_MENU_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </LinkList>
        </nav>

        <section aria-labelledby="footer-factory">
          <Heading id="footer-factory">{FACTORY_TITLE}</Heading>
          <Details>
            <p>{FACTORY_HOURS}</p>
            <p>
              {address.street}, {address.locality}, {address.region} {address.postalCode}, India
            </p>
            {site.phones.map((phone) => (
              <p key={phone}>
                <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
              </p>
            ))}
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>
              <a href={site.website}>{site.website.replace(/^https?:\/\//, '')}</a>
            </p>
          </Details>
        </section>
      </Inner>
      <Bottom>
        <span id={NEW_TAB_HINT_ID} hidden>
          Opens in a new tab
        </span>
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </Bottom>
    </Footer>
  );
}
