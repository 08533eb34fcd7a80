'use client';
import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';

/** The URL a GET form would go to, without the empty fields ("Any", the default sort). */
export function listingFormHref(action: string, form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

/**
 * The sort and filter form: a plain GET form without JavaScript; in the
 * browser it navigates in the app and leaves out the empty fields, so the URL
 * reads /women?sort=price-asc rather than listing every "Any".
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
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    router.push(listingFormHref(action, event.currentTarget), { scroll: false });
  }
  return (
    <form method="get" action={action} aria-label={label} onSubmit={onSubmit}>
      {children}
    </form>
  );
}
