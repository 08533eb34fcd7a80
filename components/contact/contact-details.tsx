import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './contact-details.module.css';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** "+91 98290 12345" → "tel:+919829012345" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function formatAddress(): string {
  const { street, locality, region, postalCode } = site.address;
  return `${street}, ${locality}, ${region} ${postalCode}, India`;
}

/** The four ways to reach the shop (spec section 2): support e-mail, phone, website, postal address. */
export function ContactDetails() {
  const websiteLabel = site.website.replace(/^https?:\/\//, '');
  return (
    <ul className={styles.list} aria-label="Contact details">
      <li className={styles.entry}>
        <span className={styles.icon}>
          <Svg>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </Svg>
        </span>
        <div className={styles.value}>
          <h3 className={styles.label}>Support e-mail</h3>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </div>
      </li>
      <li className={styles.entry}>
        <span className={styles.icon}>
          <Svg>
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </Svg>
        </span>
        <div className={styles.value}>
          <h3 className={styles.label}>Phone</h3>
          {site.phones.map((phone) => (
            <p key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </p>
          ))}
        </div>
      </li>
      <li className={styles.entry}>
        <span className={styles.icon}>
          <Svg>
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
          </Svg>
        </span>
        <div className={styles.value}>
          <h3 className={styles.label}>Website</h3>
          <p>
            <a href={site.website}>{websiteLabel}</a>
          </p>
        </div>
      </li>
      <li className={styles.entry}>
        <span className={styles.icon}>
          <Svg>
            <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </Svg>
        </span>
        <div className={styles.value}>
          <h3 className={styles.label}>Address</h3>
          <address>{formatAddress()}</address>
        </div>
      </li>
    </ul>
  );
}
