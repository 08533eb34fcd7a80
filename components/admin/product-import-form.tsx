'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { FieldHint, Input, SubmitButton } from '@/components/ui/form-controls';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { adminRoutes } from '@/lib/contract/admin-routes';
import { readApiErrorBody } from '@/lib/contract/api-error';
import type { AdminOutput } from '@/lib/api/admin-client';
import {
  IMPORT_CHECKING,
  IMPORT_CHOOSE_FILE,
  IMPORT_FAILED,
  IMPORT_FILE_HINT,
  IMPORT_FILE_LABEL,
  IMPORT_JOB_FAILED,
  IMPORT_PROBLEMS_CAPTION,
  IMPORT_PROGRESS_LABEL,
  IMPORT_SUBMIT,
  importDoneText,
  importProgressText,
} from './product-import-messages';
import styles from './product-import-form.module.css';

type ImportJob = AdminOutput<'getImportJob'>['job'];
type Problem = { field: string; message: string };

/** How often the screen asks for the job's progress while it runs. */
const POLL_MS = 1000;

type State =
  | { step: 'idle' }
  | { step: 'sending' }
  | { step: 'refused'; message: string; problems: Problem[] }
  | { step: 'job'; job: ImportJob };

/**
 * The import form: one CSV file sent as the server's import call expects it; the problems it answers shown
 * by row and column (nothing was written), or the job it started followed with a progress bar until it
 * ends. Focus lands on each outcome's message.
 */
export function ProductImportForm() {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });

  const running = state.step === 'job' && state.job.status === 'running';
  const jobId = state.step === 'job' ? state.job.id : null;
  useEffect(() => {
    if (!running || jobId === null) return undefined;
    const timer = setTimeout(() => {
      adminBrowserApi
        .getImportJob({ job_id: jobId })
        .then(({ job }) => setState({ step: 'job', job }))
        .catch(() => setState((current) => ({ ...current })));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, jobId, state]);

  const outcome = state.step === 'refused' || (state.step === 'job' && state.job.status !== 'running');
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setState({ step: 'refused', message: IMPORT_CHOOSE_FILE, problems: [] });
      return;
    }
    setState({ step: 'sending' });
    const form = new FormData();
    form.append('file', file);
    try {
      const response = await fetch(adminRoutes.importProducts.path, { method: 'POST', body: form });
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 202) {
        setState({ step: 'job', job: (body as { job: ImportJob }).job });
        return;
      }
      const error = response.status < 500 ? readApiErrorBody(body) : null;
      setState({ step: 'refused', message: error?.message ?? IMPORT_FAILED, problems: error?.errors ?? [] });
    } catch {
      setState({ step: 'refused', message: IMPORT_FAILED, problems: [] });
    }
  }

  const problems = state.step === 'refused' ? state.problems : state.step === 'job' ? state.job.errors : [];
  return (
    <div className={styles.form}>
      <form onSubmit={submit} className={styles.form} aria-busy={state.step === 'sending' || running}>
        <label htmlFor={`${id}-file`} className={styles.label}>
          {IMPORT_FILE_LABEL}
        </label>
        <Input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          name="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
        />
        <FieldHint id={`${id}-hint`}>{IMPORT_FILE_HINT}</FieldHint>
        <SubmitButton type="submit" disabled={state.step === 'sending' || running}>
          {state.step === 'sending' ? IMPORT_CHECKING : IMPORT_SUBMIT}
        </SubmitButton>
      </form>
      {state.step === 'refused' ? (
        <Alert ref={outcomeRef} tabIndex={-1}>
          {state.message}
        </Alert>
      ) : null}
      {state.step === 'job' ? (
        state.job.status === 'running' ? (
          <div>
            <label htmlFor={`${id}-progress`}>{IMPORT_PROGRESS_LABEL}</label>
            <progress
              id={`${id}-progress`}
              className={styles.progress}
              max={Math.max(1, state.job.total_products)}
              value={state.job.done_products}
            />
            <p role="status">{importProgressText(state.job.done_products, state.job.total_products)}</p>
          </div>
        ) : state.job.status === 'done' ? (
          <Alert tone="success" ref={outcomeRef} tabIndex={-1}>
            {importDoneText(state.job)}
          </Alert>
        ) : (
          <Alert ref={outcomeRef} tabIndex={-1}>
            {IMPORT_JOB_FAILED}
          </Alert>
        )
      ) : null}
      {problems.length > 0 ? (
        <table className={styles.problems}>
          <caption>{IMPORT_PROBLEMS_CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col">Row and column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem, index) => (
              <tr key={`${problem.field}-${index}`}>
                <th scope="row">{problem.field}</th>
                <td>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
