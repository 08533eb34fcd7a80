'use client';
import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

/** The URL a GET form would go to, without the empty fields ("Any", the default sort). */
export function listingFormHref(action: string, form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

function currentHref(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A pause after a choice before the listing follows it: arrow keys through a radio group go once, at the end. */
export const APPLY_AS_CHOSEN_DELAY_MS = 400;

type Choice = HTMLInputElement | HTMLSelectElement;

function isChoice(element: EventTarget | null): element is Choice {
  if (element instanceof HTMLSelectElement) return element.name !== '';
  return element instanceof HTMLInputElement && element.name !== '' && ['radio', 'checkbox'].includes(element.type);
}

/**
 * What to focus again in the new listing's form (ListingControls keys the form by the options, so it is a new
 * element once the URL has changed): the control last chosen, or the element by its id that sent the form (the
 * filters sheet's Filters button after "Show N results", its Clear all).
 */
let chosen: { name: string; value: string } | { id: string } | null = null;

function focusChosen(form: HTMLFormElement): void {
  const wanted = chosen;
  chosen = null;
  if (!wanted) return;
  const control =
    'id' in wanted
      ? [...form.querySelectorAll<HTMLElement>('[id]')].find((element) => element.id === wanted.id)
      : [...form.elements].find(
          (element): element is Choice =>
            isChoice(element) &&
            element.name === wanted.name &&
            (element instanceof HTMLSelectElement || element.value === wanted.value),
        );
  if (!control) return;
  // "Any" chosen again closes the filters (no filter is active): reopen them rather than lose focus to <body>.
  const folded = control.closest('details');
  if (folded) folded.open = true;
  // A choice made in the phones' filters sheet: the sheet stays open over the new listing.
  const sheet = control.closest('dialog');
  if (sheet && !sheet.open) sheet.showModal();
  control.focus();
}

/**
 * The sort and filter form: a plain GET form with Apply without JavaScript; in the browser a choice applies
 * as it is made (issue 31, item 6): the app navigates to the listing's new URL, without the empty fields
 * (/women?sort=price-asc rather than every "Any"), keeping the scroll and the focus on the control chosen.
 */
export function ListingForm({
  action,
  children,
  'aria-label': label,
}: {
  action: string;
  children: ReactNode;
  'aria-label': string;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Before the new listing is painted: a sheet open over the last one shows over this one without a blink.
  useLayoutEffect(() => {
    if (form.current) focusChosen(form.current);
    return () => clearTimeout(pending.current);
  }, []);

  function go(target: HTMLFormElement) {
    clearTimeout(pending.current);
    router.push(listingFormHref(action, target), { scroll: false });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const sender = document.activeElement;
    const href = listingFormHref(action, target);
    // The form is new once the URL changes: focus goes back to what sent it, when it has an id to find it by.
    if (sender instanceof HTMLElement && sender.id && target.contains(sender) && href !== currentHref()) {
      chosen = { id: sender.id };
    }
    go(target);
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const control = event.target as EventTarget | null;
    if (!isChoice(control)) return;
    const target = event.currentTarget;
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      chosen = { name: control.name, value: control.value };
      go(target);
    }, APPLY_AS_CHOSEN_DELAY_MS);
  }

  return (
    <form ref={form} method="get" action={action} aria-label={label} onSubmit={onSubmit} onChange={onChange}>
      {children}
    </form>
  );
}
