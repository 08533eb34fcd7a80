'use client';
import { useEffect, useState, type RefObject } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { isApiError } from '@/lib/contract/api-error';
import { ACTION_FAILED } from './admin-messages';

/** What a refused call said: the banner's message and, by field, the problem to show under it. */
export interface FormProblems {
  message: string;
  fields: Record<string, string>;
}

/** The server's answer as the back office's forms show it: its own words when they are for the member. */
export function problemsOf(error: unknown): FormProblems {
  const fields: Record<string, string> = {};
  if (isApiError(error))
    for (const problem of error.errors ?? (error.field ? [{ field: error.field, message: error.message }] : []))
      fields[problem.field] ??= problem.message.replace(/^[\w.]+: /, '');
  return { message: isApiError(error) && error.forShopper ? error.message : ACTION_FAILED, fields };
}

/**
 * A back-office form's problems: each field the server named is marked invalid and described by its message
 * under it, and focus moves to the first such field (else to the banner, `{id}-failure`) once they show.
 */
export function useFormProblems(id: string, formRef: RefObject<HTMLFormElement | null>) {
  const [failure, setFailure] = useState<FormProblems | null>(null);

  useEffect(() => {
    if (!failure) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? document.getElementById(`${id}-failure`))?.focus();
  }, [failure, id, formRef]);

  const problemProps = (name: string) =>
    failure?.fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  const problem = (name: string) =>
    failure?.fields[name] ? <FieldError id={`${id}-${name}-error`}>{failure.fields[name]}</FieldError> : null;

  return { failure, setFailure, fail: (error: unknown) => setFailure(problemsOf(error)), problemProps, problem };
}
