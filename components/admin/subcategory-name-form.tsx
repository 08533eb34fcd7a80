'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/form-controls';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { isApiError } from '@/lib/contract/api-error';
import { ACTION_FAILED } from './admin-messages';
import { AdminButton } from './admin-parts';
import styles from './category-editor.module.css';

export const SUBCATEGORY_FORM_TEXT = {
  renameLabel: (name: string) => `New name for ${name}`,
  rename: 'Rename',
  addLabel: 'New subcategory',
  add: 'Add subcategory',
} as const;

type Target = { categoryId: number; subcategory: { id: number; name: string } } | { categoryId: number };

/**
 * Renames a subcategory of a category, or (without one) adds a subcategory to it; owners only (the page shows it
 * when allowed_actions says so). A refused name shows under the field and takes the focus; a saved one moves the
 * focus to its message and the page reloads its data.
 */
export function SubcategoryNameForm(target: Target) {
  const id = useId();
  const router = useRouter();
  const existing = 'subcategory' in target ? target.subcategory : null;
  const inputRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [saves, setSaves] = useState(0);
  const [failure, setFailure] = useState<{ message: string; field: boolean } | null>(null);

  useEffect(() => {
    if (failure) (failure.field ? inputRef.current : document.getElementById(`${id}-failure`))?.focus();
  }, [failure, id]);

  useEffect(() => {
    if (saves > 0) messageRef.current?.focus();
  }, [saves]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const value = new FormData(form).get('name');
    const name = typeof value === 'string' ? value : '';
    setBusy(true);
    setFailure(null);
    setMessage('');
    try {
      const answer = existing
        ? await adminBrowserApi.updateSubcategory({
            category_id: target.categoryId,
            subcategory_id: existing.id,
            name,
          })
        : await adminBrowserApi.addSubcategory({ category_id: target.categoryId, name });
      if (!existing) form.reset();
      setMessage(answer.message);
      setSaves((count) => count + 1);
      router.refresh();
    } catch (error) {
      const field = isApiError(error) && error.field === 'name';
      const shown = isApiError(error) && error.forShopper ? error.message.replace(/^name: /, '') : ACTION_FAILED;
      setFailure({ message: shown, field });
    } finally {
      setBusy(false);
    }
  }

  const label = existing ? SUBCATEGORY_FORM_TEXT.renameLabel(existing.name) : SUBCATEGORY_FORM_TEXT.addLabel;
  return (
    <form className={styles.inline} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={existing ? 'visually-hidden' : undefined}>
          {label}
        </label>
        <Input
          ref={inputRef}
          id={`${id}-name`}
          name="name"
          defaultValue={existing?.name ?? ''}
          autoComplete="off"
          aria-required
          {...(failure?.field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        />
        {failure?.field ? <FieldError id={`${id}-error`}>{failure.message}</FieldError> : null}
      </div>
      <AdminButton type="submit" $variant={existing ? 'secondary' : 'primary'} disabled={busy} aria-busy={busy}>
        {existing ? SUBCATEGORY_FORM_TEXT.rename : SUBCATEGORY_FORM_TEXT.add}
      </AdminButton>
      <Alert tone="success" ref={messageRef} tabIndex={-1}>
        {message}
      </Alert>
      {failure && !failure.field ? (
        <Alert id={`${id}-failure`} tabIndex={-1}>
          {failure.message}
        </Alert>
      ) : null}
    </form>
  );
}
