'use client';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { MY_ACCOUNT_LABEL, MY_ORDERS_LABEL } from '@/components/account/account-messages';
import { useSession } from '@/components/session/session-provider';
import Link from '@/components/ui/link';
import { theme } from '@/styles/theme';
import { ACCOUNT_MENU_LABEL, LOGOUT_LABEL } from './auth-messages';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${theme.space(2)};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${theme.space(1)});
  z-index: 30;
  min-width: 10rem;
  padding: ${theme.space(2)};
  background: ${theme.colors.surface};
  ${theme.focus.onLightSurface}
  color: ${theme.colors.ink};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: 0 8px 24px rgba(31, 36, 48, 0.16);
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.ink};
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${theme.colors.paper};
  }
`;

function UserIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/**
 * The signed-in shopper's profile menu (spec section 2): a disclosure button
 * 'Account' opening a panel with My account, My orders and Logout. Escape or a click elsewhere closes it.
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
    <Wrapper ref={wrapper}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((current) => !current)}>
        <UserIcon />
        <span>{ACCOUNT_MENU_LABEL}</span>
      </Toggle>
      <Panel id={`${id}-panel`} hidden={!open}>
        <Link href="/account" onClick={() => setOpen(false)}>
          {MY_ACCOUNT_LABEL}
        </Link>
        <Link href="/account/orders" onClick={() => setOpen(false)}>
          {MY_ORDERS_LABEL}
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
      </Panel>
    </Wrapper>
  );
}
