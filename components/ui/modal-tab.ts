import type { KeyboardEvent, MouseEvent, RefObject } from 'react';

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

/**
 * The `onClick` and `onKeyDown` of a modal `<dialog>` that has no padding, its parts filling it (the cart panel,
 * the filters sheet): a click on the dialog itself is on the backdrop and closes it; Escape closes it here, not
 * by the browser's cancel (which some browsers skip on a repeated Escape); Tab stays inside (keepTabInside,
 * `start` as there).
 */
export function useModalDialogHandlers(close: () => void, start?: RefObject<HTMLElement | null>) {
  return {
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (event.target === event.currentTarget) close();
    },
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      keepTabInside(event, event.currentTarget, start?.current);
    },
  };
}
