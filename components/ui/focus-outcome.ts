'use client';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * What an action's outcome is, in the order focus prefers it: the first field
 * the server refused (where the fix is typed), the refusal, the confirmation,
 * then the heading of what the action put in place (the next step).
 */
const OUTCOMES = ['[aria-invalid="true"]', '[role="alert"]', '[role="status"]', 'h1, h2, h3, h4'] as const;
const CONTROLS = 'input, select, textarea, button, a[href]';

/** A control is an outcome as it is; a message or heading only when it says something. */
function shows(element: HTMLElement): boolean {
  return element.matches(CONTROLS) || (element.textContent ?? '').trim() !== '';
}

/**
 * Focuses `element`, making it focusable from script first when it is a
 * message or a heading (`tabindex="-1"`: reachable by script, not by Tab).
 */
export function focusElement(element: HTMLElement | null): void {
  if (!element) return;
  if (!element.matches(CONTROLS) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** Focuses the outcome shown inside `container` (see OUTCOMES); answers what it focused. */
export function focusOutcome(container: HTMLElement | null): HTMLElement | null {
  if (!container) return null;
  for (const selector of OUTCOMES) {
    const target = Array.from(container.querySelectorAll<HTMLElement>(selector)).find(shows);
    if (target) {
      focusElement(target);
      return target;
    }
  }
  return null;
}

/**
 * Focus after a back-office action: when `outcome` changes to a new value (the
 * answer's message, a refusal, the next step), focus moves to what the action
 * showed inside the returned ref's element. Without it focus falls to <body>:
 * the pressed button was disabled while the call ran, or went away with the
 * form that the answer or the page's refresh replaced, and a keyboard user
 * would start again from the top of the page. Focus the member moved
 * elsewhere meanwhile stays where it is. An empty outcome ('' or null: the
 * call started) moves nothing.
 */
export function useFocusOutcome<T extends HTMLElement = HTMLDivElement>(outcome: unknown): RefObject<T | null> {
  const container = useRef<T>(null);
  const shown = useRef(outcome);
  useEffect(() => {
    if (Object.is(shown.current, outcome)) return;
    shown.current = outcome;
    if (outcome === null || outcome === undefined || outcome === '') return;
    const active = document.activeElement;
    const lost = active === null || active === document.body || Boolean(container.current?.contains(active));
    if (lost) focusOutcome(container.current);
  }, [outcome]);
  return container;
}
