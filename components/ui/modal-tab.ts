import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * Tab and Shift+Tab wrap inside a modal dialog (the cart panel, the filters sheet): from its last control to
 * its first and back, rather than out to the browser's own controls. `start` is an element focused on opening
 * that is not a control (a heading with tabIndex -1): Shift+Tab from it goes to the last control too.
 */
export function keepTabInside(event: KeyboardEvent, root: HTMLElement, start?: HTMLElement | null): void {
  if (event.key !== 'Tab') return;
  const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || (start && active === start))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
