import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../contract';
import { logError } from '../log';

export type ProviderName = 'razorpay' | 'paypal';
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** How long the shop waits for a provider before giving up on a call. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * A provider call that did not give what was asked: unreachable (status
 * null), an error answer (status and body as sent), or an answer that does
 * not have the expected shape.
 */
export class PaymentProviderError extends Error {
  readonly provider: ProviderName;
  readonly status: number | null;
  readonly body: unknown;

  constructor(provider: ProviderName, message: string, status: number | null, body: unknown = null) {
    super(message);
    this.name = 'PaymentProviderError';
    this.provider = provider;
    this.status = status;
    this.body = body;
  }
}

export function isPaymentProviderError(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError;
}

/** The API's answer when a provider could not be reached or failed on its side; the cause is logged with `context`. */
export function providerUnreachableError(error: unknown, context: Record<string, unknown>): ApiError {
  logError('payment provider call failed', error, context);
  return new ApiError('bad_gateway', 'The payment provider could not be reached. Please try again in a moment.');
}

/** Calls a provider and parses a 2xx JSON answer with `schema`; anything else throws PaymentProviderError. */
export async function requestProviderJson<S extends z.ZodType>(
  provider: ProviderName,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  schema: S,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: init.signal ?? AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (cause) {
    throw new PaymentProviderError(
      provider,
      `${provider} could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
      null,
    );
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Keep a non-JSON answer as text for the error.
  }
  const path = new URL(url).pathname;
  if (!response.ok)
    throw new PaymentProviderError(
      provider,
      `${provider} answered ${response.status} to ${init.method ?? 'GET'} ${path}`,
      response.status,
      body,
    );
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new PaymentProviderError(
      provider,
      `${provider} answered ${init.method ?? 'GET'} ${path} in an unexpected shape: ${parsed.error.message}`,
      response.status,
      body,
    );
  }
  return parsed.data;
}

export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
