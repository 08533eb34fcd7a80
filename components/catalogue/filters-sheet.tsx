'use client';
import { useId, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useModalDialogHandlers } from '@/components/ui/modal-tab';
import { OutlinePillButton, PillButton } from '@/components/ui/pill-link';
import { CLEAR_FILTERS_LABEL, FILTERS_LABEL } from './filters-messages';
import { FILTERS_SHEET_CLOSE, resultsText, showResultsText } from './filters-sheet-messages';
import styles from './filters-sheet.module.css';

/** Clear all in the sheet: focus goes back to it in the listing it leads to, the sheet open again there. */
export const FILTERS_CLEAR_ID = 'listing-filters-clear';

export interface FiltersSheetProps {
  /** The `<dialog>`: ListingFilters opens it, and ListingForm opens it again after a choice made in it. */
  dialog: RefObject<HTMLDialogElement | null>;
  /** The Filters button: focus goes back to it when the sheet closes. */
  opener: RefObject<HTMLElement | null>;
  /** How many products the listing's filters find, as the server answered. */
  count: number;
  /** The sort and filter fields, the listing form's own. */
  children: ReactNode;
}

/**
 * The phones' filters sheet (issue 31, item 5; decision 051): a modal `<dialog>` along the bottom of the
 * screen, inside the listing's form, holding its sort and filter fields. A choice applies as it is made
 * (ListingForm): the listing behind and the count here follow. "Show N results" applies anything still
 * waiting and closes; Clear all empties every field and applies. Escape, Close and a tap outside close it;
 * focus goes back to the Filters button; Tab stays inside; the page behind does not scroll (the CSS).
 * Loaded when the Filters button is first pressed.
 */
export function FiltersSheet({ dialog, opener, count, children }: FiltersSheetProps) {
  const headingId = useId();

  function close() {
    dialog.current?.close();
    opener.current?.focus();
  }

  const modalHandlers = useModalDialogHandlers(close);

  function clearAll(event: MouseEvent<HTMLButtonElement>) {
    const sheet = dialog.current;
    const form = sheet?.closest('form');
    if (!sheet || !form) return;
    // The form goes back to what sent it by focus (ListingForm), and a tap does not focus a button everywhere.
    event.currentTarget.focus();
    for (const field of sheet.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
      if (field instanceof HTMLSelectElement) field.value = '';
      else if (field.type === 'radio' || field.type === 'checkbox') field.checked = field.value === '';
    }
    form.requestSubmit();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby={headingId}
      aria-modal="true"
      onClose={() => opener.current?.focus()}
      {...modalHandlers}
    >
      <div className={styles.head}>
        <h2 className={styles.heading} id={headingId}>
          {FILTERS_LABEL}
        </h2>
        <OutlinePillButton className={styles.close} onClick={close}>
          {FILTERS_SHEET_CLOSE}
        </OutlinePillButton>
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.foot}>
        <p className="visually-hidden" role="status">
          {resultsText(count)}
        </p>
        <button type="button" id={FILTERS_CLEAR_ID} className={styles.clear} onClick={clearAll}>
          {CLEAR_FILTERS_LABEL}
        </button>
        {/* A submit button: a choice still waiting its pause applies now. */}
        <PillButton type="submit" className={styles.show} onClick={close}>
          {showResultsText(count)}
        </PillButton>
      </div>
    </dialog>
  );
}
