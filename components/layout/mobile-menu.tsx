'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MenuIcon } from './icons';
import styles from './mobile-menu.module.css';

export const MOBILE_MENU_ID = 'site-navigation';

/**
 * The small-screen toggle, the header's other items (`children`) and the
 * navigation's container, in this order: grid items of the header, so the tab
 * order is the order they are seen in (the opened menu shows under the
 * header's rows). On small screens the navigation is hidden until the toggle
 * opens it; a page change closes it. Without JavaScript the navigation is
 * always shown and the toggle hidden (the <noscript> rule).
 */
export function MobileMenu({ navigation, children }: { navigation: ReactNode; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <noscript>
        <style>{`#${MOBILE_MENU_ID}{display:block!important}[aria-controls='${MOBILE_MENU_ID}']{display:none!important}`}</style>
      </noscript>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
      </button>
      {children}
      <div id={MOBILE_MENU_ID} className={styles.panel} data-open={open}>
        {navigation}
      </div>
    </>
  );
}
