import { act, renderHook } from '@testing-library/react';
import { browserApi } from '@/lib/api/browser';
import type { PaymentsConfig } from '@/lib/contract/orders';
import { CHECKOUT_SCRIPT_FAILED_MESSAGE } from './checkout-messages';
import {
  CHECKOUT_SCRIPT_ATTRIBUTE,
  loadCheckoutScript,
  loadProviderScript,
  resetCheckoutScriptsForTests,
  useCheckoutScript,
} from './use-checkout-script';
import { firstItem } from '@/lib/list';

jest.mock('@/lib/api/browser', () => ({ browserApi: { getPaymentsConfig: jest.fn() } }));

const getPaymentsConfig = browserApi.getPaymentsConfig as jest.MockedFunction<typeof browserApi.getPaymentsConfig>;

const RAZORPAY_URL = 'https://checkout.razorpay.com/v1/checkout.js';

function config(currency: 'USD' | 'INR' = 'USD'): PaymentsConfig {
  return {
    sandbox: true,
    razorpay: {
      available: true,
      sandbox: true,
      key_id: 'rzp_test_sandbox',
      checkout_url: '/sandbox/razorpay/checkout.js',
    },
    paypal: {
      available: true,
      sandbox: true,
      client_id: 'sandbox-client',
      sdk_url: `/sandbox/paypal/sdk.js?client-id=sandbox-client&currency=${currency}&intent=capture`,
      currency,
    },
  };
}

function scripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
}

function fire(script: HTMLScriptElement, type: 'load' | 'error') {
  act(() => {
    script.dispatchEvent(new Event(type));
  });
}

/** Lets promise callbacks run (the loader awaits the configuration first). */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  document.head.innerHTML = '';
  resetCheckoutScriptsForTests();
  getPaymentsConfig.mockReset();
  delete window.Razorpay;
  delete window.paypal;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('loadCheckoutScript', () => {
  it('adds one script tag and resolves when it has loaded, recording the flag', async () => {
    const loaded = jest.fn();
    const promise = loadCheckoutScript(RAZORPAY_URL).then(loaded);
    expect(scripts()).toHaveLength(1);
    const script = firstItem(scripts());
    expect(script.src).toBe(RAZORPAY_URL);
    expect(script.async).toBe(true);
    await settle();
    expect(loaded).not.toHaveBeenCalled();

    fire(script, 'load');
    await promise;
    expect(loaded).toHaveBeenCalled();
    expect(script.dataset.loaded).toBe('true');
  });

  it('never adds the same script twice: while it loads, and after it has loaded', async () => {
    const first = loadCheckoutScript(RAZORPAY_URL);
    const second = loadCheckoutScript(RAZORPAY_URL);
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    fire(firstItem(scripts()), 'load');
    await first;

    await loadCheckoutScript(RAZORPAY_URL);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects with the shopper-facing message when the script fails, and a retry adds one fresh tag', async () => {
    const promise = loadCheckoutScript(RAZORPAY_URL);
    fire(firstItem(scripts()), 'error');
    await expect(promise).rejects.toThrow(CHECKOUT_SCRIPT_FAILED_MESSAGE);
    expect(scripts()).toHaveLength(0);

    const retry = loadCheckoutScript(RAZORPAY_URL);
    expect(scripts()).toHaveLength(1);
    fire(firstItem(scripts()), 'load');
    await expect(retry).resolves.toBeUndefined();
  });

  it('rejects when the script takes too long', async () => {
    jest.useFakeTimers();
    const promise = loadCheckoutScript(RAZORPAY_URL, { timeoutMs: 1000 });
    const check = expect(promise).rejects.toThrow(CHECKOUT_SCRIPT_FAILED_MESSAGE);
    jest.advanceTimersByTime(1000);
    await check;
    expect(scripts()).toHaveLength(0);
  });

  it('uses a tag already on the page whose script has run, without adding another', async () => {
    const existing = document.createElement('script');
    existing.src = RAZORPAY_URL;
    document.head.appendChild(existing);
    await loadCheckoutScript(RAZORPAY_URL, { isReady: () => true });
    expect(scripts()).toHaveLength(1);
    expect(existing.dataset.loaded).toBe('true');
  });
});

describe('provider scripts from the payments configuration', () => {
  it('loads the Razorpay checkout URL the configuration gives', async () => {
    getPaymentsConfig.mockResolvedValue(config('INR'));
    const promise = loadProviderScript('razorpay', 'INR');
    await settle();
    expect(getPaymentsConfig).toHaveBeenCalledWith({ currency: 'INR' });
    const script = firstItem(scripts());
    expect(script.src).toBe('http://localhost/sandbox/razorpay/checkout.js');
    expect(script.getAttribute(CHECKOUT_SCRIPT_ATTRIBUTE)).toBe('razorpay');
    fire(script, 'load');
    await promise;
  });

  it('loads the PayPal SDK with client id, currency and intent, and replaces it for another currency', async () => {
    getPaymentsConfig.mockImplementation(async ({ currency } = {}) => config(currency === 'INR' ? 'INR' : 'USD'));
    const usd = loadProviderScript('paypal', 'USD');
    await settle();
    const first = firstItem(scripts());
    expect(first.src).toBe(
      'http://localhost/sandbox/paypal/sdk.js?client-id=sandbox-client&currency=USD&intent=capture',
    );
    window.paypal = { Buttons: jest.fn() };
    fire(first, 'load');
    await usd;

    const inr = loadProviderScript('paypal', 'INR');
    await settle();
    expect(scripts()).toHaveLength(1);
    expect(firstItem(scripts()).src).toContain('currency=INR');
    expect(window.paypal).toBeUndefined();
    fire(firstItem(scripts()), 'load');
    await inr;
  });

  it('rejects with the message when the configuration cannot be read or has no URL', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getPaymentsConfig.mockRejectedValueOnce(new Error('offline'));
    await expect(loadProviderScript('razorpay', 'USD')).rejects.toThrow(CHECKOUT_SCRIPT_FAILED_MESSAGE);
    const off = config();
    getPaymentsConfig.mockResolvedValueOnce({
      ...off,
      razorpay: { ...off.razorpay, available: false, checkout_url: null },
    });
    await expect(loadProviderScript('razorpay', 'USD')).rejects.toThrow(CHECKOUT_SCRIPT_FAILED_MESSAGE);
    expect(scripts()).toHaveLength(0);
    error.mockRestore();
  });
});

describe('useCheckoutScript', () => {
  it('flags a provider as loaded once its script has loaded', async () => {
    getPaymentsConfig.mockResolvedValue(config());
    const { result } = renderHook(() => useCheckoutScript());
    expect(result.current.loaded).toEqual({ razorpay: false, paypal: false });
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = result.current.load('razorpay', 'USD');
    });
    await settle();
    fire(firstItem(scripts()), 'load');
    await act(async () => {
      await loading;
    });
    expect(result.current.loaded).toEqual({ razorpay: true, paypal: false });
  });
});
