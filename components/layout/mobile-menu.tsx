'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { MenuIcon } from './icons';

export const MOBILE_MENU_ID = 'site-navigation';

const Toggle = styled.button`
  grid-area: toggle;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${theme.radii.md};
  background: transparent;
  color: #fff;
  cursor: pointer;
  @media (min-width: ${theme.breakpoints.lg}) {
    display: none;
  }
`;

const Panel = styled.div`
  grid-area: nav;
  @media (max-width: calc(${theme.breakpoints.lg} - 1px)) {
    &[data-open='false'] {
      display: none;
    }
    border-top: 1px solid rgba(255, 255, 255, 0.2);
    padding-top: ${theme.space(2)};
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    border-top: 1px solid rgba(255, 255, 255, 0.15);
    padding-top: ${theme.space(1)};
  }
`;

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
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
      </Toggle>
      {children}
      <Panel id={MOBILE_MENU_ID} data-open={open}>
        {navigation}
      </Panel>
    </>
  );
}
