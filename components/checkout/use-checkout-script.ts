import { useCallback, useState } from 'react';
import type { PaymentsConfig } from '@/lib/contract/orders';
import { browserApi } from '@/lib/api/browser';
import type { Currency } from '@/lib/money';
import { CHECKOUT_SCRIPT_FAILED_MESSAGE, CHECKOUT_SCRIPT_TIMEOUT_MS } from './checkout-messages';

export type CheckoutProvider = 'razorpay' | 'paypal';

/** Names the provider a script tag belongs to (and marks tags this module added). */
export const CHECKOUT_SCRIPT_ATTRIBUTE = 'data-checkout-script';

/** A provider script that could not be loaded; its message is the one the shopper reads. */
export class CheckoutScriptError extends Error {
  constructor() {
    super(CHECKOUT_SCRIPT_FAILED_MESSAGE);
    this.name = 'CheckoutScriptError';
  }
}

export interface LoadCheckoutScriptOptions {
  /** The provider of the script: another URL of the same provider on the page is replaced. */
  provider?: CheckoutProvider;
  /** True when the script has already run (a tag added before this module knew of it). */
  isReady?: () => boolean;
  /** Runs when a tag of the same provider with another URL is taken away. */
  onReplace?: () => void;
  timeoutMs?: number;
}

/** Loads in progress by absolute URL: a second caller waits for the first tag. */
const loading = new Map<string, Promise<void>>();

function absoluteUrl(src: string): string {
  return new URL(src, document.baseURI).href;
}

/**
 * Loads a payment provider's script on demand (spec sections 4 and 7): adds a
 * <script> tag only when none with that URL is on the page, resolves once it
 * has loaded (the tag's data-loaded flag records it), and rejects with the
 * shopper-facing message when it fails or takes too long. A failed tag is
 * removed, so trying again adds one fresh tag, never a second copy.
 */
export function loadCheckoutScript(src: string, options: LoadCheckoutScriptOptions = {}): Promise<void> {
  if (typeof document === 'undefined') return Promise.reject(new CheckoutScriptError());
  const url = absoluteUrl(src);
  const inFlight = loading.get(url);
  if (inFlight) return inFlight;

  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
  const existing = scripts.find((script) => script.src === url);
  if (existing && (existing.dataset.loaded === 'true' || options.isReady?.())) {
    existing.dataset.loaded = 'true';
    return Promise.resolve();
  }
  if (!existing && options.provider) {
    const outdated = scripts.filter((script) => script.getAttribute(CHECKOUT_SCRIPT_ATTRIBUTE) === options.provider);
    if (outdated.length > 0) {
      for (const script of outdated) script.remove();
      options.onReplace?.();
    }
  }

  const promise = new Promise<void>((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    const finish = (loaded: boolean) => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      clearTimeout(timer);
      loading.delete(url);
      if (loaded) {
        script.dataset.loaded = 'true';
        resolve();
      } else {
        script.remove();
        reject(new CheckoutScriptError());
      }
    };
    const onLoad = () => finish(true);
    const onError = () => finish(false);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    const timer = setTimeout(() => finish(false), options.timeoutMs ?? CHECKOUT_SCRIPT_TIMEOUT_MS);
    if (!existing) {
      script.src = url;
      script.async = true;
      if (options.provider) script.setAttribute(CHECKOUT_SCRIPT_ATTRIBUTE, options.provider);
      document.head.appendChild(script);
    }
  });
  loading.set(url, promise);
  return promise;
}

/** The payments configuration per currency, asked once (a failure is asked again next time). */
const configs = new Map<Currency, Promise<PaymentsConfig>>();

export function fetchPaymentsConfig(currency: Currency): Promise<PaymentsConfig> {
  let config = configs.get(currency);
  if (!config) {
    config = browserApi.getPaymentsConfig({ currency });
    configs.set(currency, config);
    config.catch(() => configs.delete(currency));
  }
  return config;
}

const providerReady: Record<CheckoutProvider, () => boolean> = {
  razorpay: () => typeof window !== 'undefined' && typeof window.Razorpay === 'function',
  paypal: () => typeof window !== 'undefined' && typeof window.paypal?.Buttons === 'function',
};

/** The script URL of a provider: Razorpay's checkout.js, or the PayPal SDK with client-id, currency and intent. */
export function checkoutScriptUrl(config: PaymentsConfig, provider: CheckoutProvider): string | null {
  return provider === 'razorpay' ? config.razorpay.checkout_url : config.paypal.sdk_url;
}

/** Loads a provider's script with the URL the payments configuration gives for that currency. */
export async function loadProviderScript(provider: CheckoutProvider, currency: Currency): Promise<void> {
  let src: string | null;
  try {
    src = checkoutScriptUrl(await fetchPaymentsConfig(currency), provider);
  } catch (error) {
    console.error('Checkout: the payments configuration could not be read', error);
    throw new CheckoutScriptError();
  }
  if (!src) throw new CheckoutScriptError();
  await loadCheckoutScript(src, {
    provider,
    isReady: providerReady[provider],
    // The PayPal SDK is bound to one currency: a new one needs a fresh global.
    onReplace:
      provider === 'paypal'
        ? () => {
            delete window.paypal;
          }
        : undefined,
  });
}

/** Loads a provider's script for a currency; rejects with the spec's message when it cannot. */
export type CheckoutScriptLoader = (provider: CheckoutProvider, currency: Currency) => Promise<void>;

/**
 * The checkout's provider scripts: `load(provider, currency)` loads one on
 * demand; `loaded` is the flag of spec section 4 (whether it has loaded).
 */
export function useCheckoutScript() {
  const [loaded, setLoaded] = useState<Record<CheckoutProvider, boolean>>({ razorpay: false, paypal: false });
  const load: CheckoutScriptLoader = useCallback(async (provider: CheckoutProvider, currency: Currency) => {
    await loadProviderScript(provider, currency);
    setLoaded((current) => (current[provider] ? current : { ...current, [provider]: true }));
  }, []);
  return { load, loaded };
}

/** Tests only: forgets loads in progress and cached configurations. */
export function resetCheckoutScriptsForTests(): void {
  loading.clear();
  configs.clear();
}
