import Link from '@/components/ui/link';
import { MAIN_MENU_LINKS, POLICY_LINKS, SOCIAL_LINKS } from '@/lib/navigation';
import { copyrightYear, site } from '@/lib/site';
import { SocialIcon } from './icons';
import styles from './site-footer.module.css';

export const POLICY_TITLE = 'POLICY';
export const MAIN_MENU_TITLE = 'MAIN MENU';
export const FACTORY_TITLE = 'Factory';
/** The spec's wording (lib/site.ts writes the hours with a comma). */
/** The factory's hours as the spec writes them (section 2, Footer). */
export const FACTORY_HOURS = site.hours;

const NEW_TAB_HINT_ID = 'footer-new-tab-hint';

/** The footer of every page (spec section 2, "Footer"). */
export function SiteFooter() {
  const { address } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.brandName}>{site.name}</p>
          <p>{site.description}</p>
          <p>Ethically made: fair wages, natural dyes where we can, and no middlemen between our artisans and you.</p>
          <ul aria-label="Follow us" className={styles.socials}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  aria-describedby={NEW_TAB_HINT_ID}
                  title={link.label}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-policy">
          <h2 id="footer-policy" className={styles.heading}>
            {POLICY_TITLE}
          </h2>
          <ul className={styles.linkList}>
            {POLICY_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_TAB_HINT_ID}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-main-menu">
          <h2 id="footer-main-menu" className={styles.heading}>
            {MAIN_MENU_TITLE}
          </h2>
          <ul className={styles.linkList}>
            {MAIN_MENU_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-factory">
          <h2 id="footer-factory" className={styles.heading}>
            {FACTORY_TITLE}
          </h2>
          <address className={styles.details}>
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
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <span id={NEW_TAB_HINT_ID} hidden>
          Opens in a new tab
        </span>
        <p>
          © {copyrightYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
