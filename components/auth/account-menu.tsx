'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useSession } from '@/components/session/session-provider';
import Link from '@/components/ui/link';
import {
  ACCOUNT_MENU_LABEL,
  LOGOUT_LABEL,
  MY_ACCOUNT_LABEL,
  MY_ORDERS_LABEL,
  MY_WISHLIST_LABEL,
} from './account-menu-messages';
import styles from './account-menu.module.css';

function UserIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/**
 * The signed-in shopper's profile menu (spec section 2): a disclosure button
 * 'Account' opening a panel with My account, My orders, My wish list and Logout. Escape or a click elsewhere closes it.
 */
export function AccountMenu() {
  const id = useId();
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={wrapper} className={styles.wrapper}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((current) => !current)}
      >
        <UserIcon />
        <span className="visually-hidden-on-phones">{ACCOUNT_MENU_LABEL}</span>
      </button>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        <Link href="/account" onClick={() => setOpen(false)}>
          {MY_ACCOUNT_LABEL}
        </Link>
        <Link href="/account/orders" onClick={() => setOpen(false)}>
          {MY_ORDERS_LABEL}
        </Link>
        <Link href="/account/wishlist" onClick={() => setOpen(false)}>
          {MY_WISHLIST_LABEL}
        </Link>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            void logout();
          }}
        >
          {LOGOUT_LABEL}
        </button>
      </div>
    </div>
  );
}
