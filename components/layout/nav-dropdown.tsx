'use client';
import Link from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronDownIcon } from './icons';
import styles from './nav-dropdown.module.css';

export interface NavDropdownProps {
  label: string;
  href: string;
  links: readonly { label: string; href: string }[];
}

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
    <li
      ref={itemRef}
      className={styles.item}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <Link href={href} className={styles.categoryLink}>
        {label}
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${label} subcategories`}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDownIcon size={18} />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
