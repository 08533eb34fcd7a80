'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Disclosure } from '@/components/ui/disclosure';
import { FILTERS_LABEL, filtersButtonName } from './filters-messages';
import type { FiltersSheet as FiltersSheetType } from './filters-sheet';
import styles from './listing-controls.module.css';

/** Below the shop's md breakpoint (768 px, styles/theme.ts) the filters open in a sheet: as in listing-controls.module.css. */
export const FILTERS_SHEET_QUERY = '(max-width: 767.98px)';
/** The phone's Filters button: focus comes back to it when the sheet closes, in the listing the sheet led to too. */
export const FILTERS_BUTTON_ID = 'listing-filters-button';

const loadSheet = () => import('./filters-sheet');
/** The sheet's component once loaded: a listing rendered after that (the next URL) can start with it. */
let FiltersSheet: typeof FiltersSheetType | null = null;

function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(FILTERS_SHEET_QUERY).matches;
}

export interface ListingFiltersProps {
  /** The sort field: beside the filters on wider screens, in the sheet on phones. */
  sort: ReactNode;
  /** The filter fields. */
  children: ReactNode;
  /** The disclosure's summary ("Filters (2)"), and whether it starts open. */
  summary: string;
  open: boolean;
  /** How many filters are on, and how many products they find (the sheet's "Show 24 results"). */
  active: number;
  count: number;
}

/**
 * The listing's sort and filters (issue 31, item 5; decision 051). The server renders them inline, the filters
 * in a `<details>` that works without JavaScript. On phones with script, listing-controls.module.css shows a
 * "Filters" button in their place instead; its first press loads the sheet (a modal dialog, filters-sheet.tsx)
 * and moves the sort and the filters into it. They stay one set of fields of the one form, so every choice
 * still applies as it is made (ListingForm), and Apply stays the path without script.
 */
export function ListingFilters({ sort, children, summary, open, active, count }: ListingFiltersProps) {
  const [inSheet, setInSheet] = useState(() => FiltersSheet !== null && onPhone());
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!inSheet || typeof window.matchMedia !== 'function') return;
    // A screen that widens past the phone's (a turned tablet) gets the inline filters back.
    const query = window.matchMedia(FILTERS_SHEET_QUERY);
    const widened = () => {
      if (query.matches) return;
      dialog.current?.close();
      setInSheet(false);
    };
    query.addEventListener('change', widened);
    return () => query.removeEventListener('change', widened);
  }, [inSheet]);

  async function openSheet() {
    FiltersSheet ??= (await loadSheet()).FiltersSheet;
    if (!inSheet) flushSync(() => setInSheet(true));
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }

  const Sheet = inSheet ? FiltersSheet : null;
  return (
    <>
      <button
        ref={opener}
        type="button"
        id={FILTERS_BUTTON_ID}
        className={styles.sheetButton}
        aria-haspopup="dialog"
        // The name counts the filters on; the badge shows the figure.
        aria-label={filtersButtonName(active)}
        onClick={() => void openSheet()}
        // The sheet's code starts loading as the finger or pointer comes down.
        onPointerDown={() => void loadSheet()}
      >
        {FILTERS_LABEL}
        {active > 0 ? <span className={styles.badge}>{active}</span> : null}
      </button>
      {Sheet ? (
        <Sheet dialog={dialog} opener={opener} count={count}>
          {sort}
          {children}
        </Sheet>
      ) : (
        <>
          {sort}
          <Disclosure className={styles.filters} open={open ? true : undefined}>
            <summary>{summary}</summary>
            {children}
          </Disclosure>
        </>
      )}
    </>
  );
}
