'use client';
import { useCallback, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { withClass } from '@/components/ui/class-name';
import type { ShareTarget } from '@/lib/share';
import type { ShareMenuProps } from './share-menu';
import styles from './share-button.module.css';

/** The menu's code (the share links, copying, the Web Share API) loads on the first press, never with the page. */
const loadShareMenu = () => import('./share-menu');

/**
 * Share (issue 31, item 10; decision 046): the phone's own share sheet where the browser has one
 * (navigator.share), else a menu under the button (disclosure pattern: Escape closes it, focus back
 * here) with WhatsApp, Pinterest, Facebook, X and Copy link. Every link is the page's canonical URL
 * with the UTM tags of its channel (lib/share.ts).
 */
export function ShareButton({ className, ...target }: ShareTarget & { className?: string }) {
  const [Menu, setMenu] = useState<ComponentType<ShareMenuProps> | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  async function press() {
    if (open) return setOpen(false);
    try {
      const code = await loadShareMenu();
      if (await code.shareNatively(target)) return;
      setMenu(() => code.ShareMenu);
      setOpen(true);
    } catch (error) {
      // Offline before the first press: the page itself still works.
      console.error('Share: loading the share menu failed', error);
    }
  }

  const closeOnEscape = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    },
    [open],
  );

  return (
    <div className={withClass(styles.share, className)} onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => void press()}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Share
      </button>
      {open && Menu ? <Menu id={menuId} target={target} /> : null}
    </div>
  );
}
