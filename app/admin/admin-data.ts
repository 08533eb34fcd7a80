import 'server-only';
import { forbidden, notFound, redirect } from 'next/navigation';
import { isApiError, type ApiError } from '@/lib/contract/api-error';
import type { AdminApiClient } from '@/lib/api/admin-client';
import { getAdminServerApi } from '@/lib/api/admin-server';

/** Where the sign-in page sends the member afterwards: a back-office page of this site only. */
export function safeNextPath(next: string | undefined): string {
  return next !== undefined && /^\/admin(\/|\?|$)/.test(next) && !next.startsWith('//') && !next.includes('\\')
    ? next
    : '/admin';
}

function loginPathFor(from: string): string {
  return from === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(from)}`;
}

/**
 * A back-office page's data, read with this request's staff cookie: signed
 * out (401) goes to the sign-in page and back here after; the wrong role
 * (403) renders forbidden.tsx with a 403; an unknown id (404) not-found.tsx.
 * `invalid: 'return'` hands a 400 back (a filter typed into the URL), else it throws.
 */
export async function loadAdminData<T>(from: string, load: (api: AdminApiClient) => Promise<T>): Promise<T> {
  const result = await loadAdminDataOrInvalid(from, load);
  if (!result.ok) throw result.error;
  return result.data;
}

export async function loadAdminDataOrInvalid<T>(
  from: string,
  load: (api: AdminApiClient) => Promise<T>,
): Promise<{ ok: true; data: T } | { ok: false; error: ApiError }> {
  const api = await getAdminServerApi();
  let failure: unknown;
  try {
    return { ok: true, data: await load(api) };
  } catch (error) {
    failure = error;
  }
  if (isApiError(failure)) {
    if (failure.status === 401) redirect(loginPathFor(from));
    if (failure.status === 403) forbidden();
    if (failure.status === 404) notFound();
    if (failure.status === 400) return { ok: false, error: failure };
  }
  throw failure;
}

/** The server's message for each field a 400 named (the first when it named one twice), to show by the field. */
export function fieldProblems(error: ApiError): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  for (const { field, message } of error.errors ?? []) problems[field] ??= message;
  return problems;
}

/** A search parameter's one value (the first of several), or undefined when empty. */
export function param(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined || one.trim() === '' ? undefined : one.trim();
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
