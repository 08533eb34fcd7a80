'use client';
import Link from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { ChevronDownIcon } from './icons';

export interface NavDropdownProps {
  label: string;
  href: string;
  links: readonly { label: string; href: string }[];
}

const Item = styled.li`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;

const CategoryLink = styled(Link)`
  display: inline-flex;
  min-width: 0;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(1)} 0 ${theme.space(3)};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: #fff;
  cursor: pointer;
  svg {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (max-width: calc(${theme.breakpoints.lg} - 1px)) {
    margin-left: auto;
    width: 44px;
  }
`;

const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space(2)} 0;
  background: #fff;
  ${theme.focus.onLightSurface}
  color: ${theme.colors.ink};
  &[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: ${theme.space(2)} ${theme.space(4)};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover,
  a:focus-visible {
    background: ${theme.colors.paper};
    text-decoration: underline;
  }
  /* Full width less its side margins (flex-basis 100% plus margins would run off a phone's edge). */
  @media (max-width: calc(${theme.breakpoints.lg} - 1px)) {
    flex: 0 0 calc(100% - ${theme.space(6)});
    min-width: 0;
    border-radius: ${theme.radii.md};
    margin: 0 ${theme.space(3)} ${theme.space(2)};
    a {
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    position: absolute;
    top: 100%;
    left: 0;
    z-index: 30;
    min-width: 220px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    box-shadow: 0 12px 28px rgba(24, 40, 66, 0.18);
  }
`;

/**
 * A category in the navigation bar (disclosure pattern): the name links to
 * the category page; the button next to it shows and hides the subcategory
 * links. A mouse pointer resting on the item opens it too; Escape closes it
 * and returns focus to the button.
 */
export function NavDropdown({ label, href, links }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (itemRef.current && !itemRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    // Focus moving outside the item (Tab past the last link) closes it.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  // Hover opens only for a mouse. A tap also sends mouseenter (after pointerenter),
  // which would open the menu just before the button's click toggles it shut again.
  const lastPointerType = useRef<string | null>(null);
  const onPointerEnter = (event: PointerEvent<HTMLLIElement>) => {
    lastPointerType.current = event.pointerType || null;
  };
  const isTouch = () => lastPointerType.current === 'touch' || lastPointerType.current === 'pen';
  const onMouseEnter = () => {
    if (!isTouch()) setOpen(true);
  };
  const onMouseLeave = () => {
    if (!isTouch()) setOpen(false);
  };

  return (
    <Item ref={itemRef} onKeyDown={onKeyDown} onBlur={onBlur} onPointerEnter={onPointerEnter} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave}>
      <CategoryLink href={href}>{label}</CategoryLink>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${label} subcategories`}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDownIcon size={18} />
      </Toggle>
      <Menu id={menuId} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </Menu>
    </Item>
  );
}
