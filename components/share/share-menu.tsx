'use client';
import { useState } from 'react';
import { SHARE_SITE_NAMES, SHARE_SITES, sharedUrl, shareSiteLink, type ShareTarget } from '@/lib/share';
import styles from './share-button.module.css';

export const LINK_COPIED_MESSAGE = 'Link copied';
export const COPY_FAILED_MESSAGE = 'Your browser did not let the shop copy the link. Copy it from the address bar.';

export interface ShareMenuProps {
  /** The id the Share button's aria-controls names. */
  id: string;
  target: ShareTarget;
}

/**
 * The browser's own share sheet (the Web Share API, on phones), with the canonical URL tagged
 * utm_source=native. Answers whether the sharing is over: shared, or cancelled by the shopper;
 * false where there is no share sheet or the browser refused, and the menu takes over.
 */
export async function shareNatively(target: ShareTarget): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  try {
    await navigator.share({ title: target.title, url: sharedUrl(target.url, 'native', target.campaign) });
    return true;
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError';
  }
}

/** The share sites (each in a new tab) and Copy link, which says in a status line that the link is copied. */
export function ShareMenu({ id, target }: ShareMenuProps) {
  const [status, setStatus] = useState('');

  async function copyLink() {
    setStatus('');
    try {
      await navigator.clipboard.writeText(sharedUrl(target.url, 'copy', target.campaign));
      setStatus(LINK_COPIED_MESSAGE);
    } catch {
      setStatus(COPY_FAILED_MESSAGE);
    }
  }

  return (
    <div id={id} className={styles.menu} role="group" aria-label="Share">
      <ul className={styles.list}>
        {SHARE_SITES.map((site) => (
          <li key={site}>
            <a href={shareSiteLink(site, target)} target="_blank" rel="noopener noreferrer" data-share={site}>
              {SHARE_SITE_NAMES[site]}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void copyLink()}>
            Copy link
          </button>
        </li>
      </ul>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
