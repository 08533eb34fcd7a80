import { render, screen } from '@testing-library/react';
import { getServerApi } from '@/lib/api/server';
import type { PaymentsConfig } from '@/lib/contract/orders';
import { TEST_MODE_BADGE_TEXT } from './payment-messages';
import { TestModeBadge } from './test-mode-badge';

jest.mock('@/lib/api/server', () => ({ getServerApi: jest.fn() }));

const mockedGetServerApi = getServerApi as jest.MockedFunction<typeof getServerApi>;

function config(sandbox: boolean): PaymentsConfig {
  return {
    sandbox,
    razorpay: { available: true, sandbox, key_id: 'rzp', checkout_url: '/sandbox/razorpay/checkout.js' },
    paypal: {
      available: true,
      sandbox,
      client_id: 'pp',
      sdk_url: '/sandbox/paypal/sdk.js?client-id=pp&currency=USD&intent=capture',
      currency: 'USD',
    },
  };
}

function answer(result: Promise<PaymentsConfig>) {
  const getPaymentsConfig = jest.fn(() => result);
  mockedGetServerApi.mockReturnValue({ getPaymentsConfig } as unknown as ReturnType<typeof getServerApi>);
  return getPaymentsConfig;
}

describe('TestModeBadge', () => {
  it('says payments are simulated when the sandbox is on', async () => {
    const getPaymentsConfig = answer(Promise.resolve(config(true)));
    render(await TestModeBadge());
    expect(getPaymentsConfig).toHaveBeenCalledWith({});
    // A labelled strip in the page's flow (never fixed over content: issue 12).
    expect(screen.getByRole('complementary', { name: 'Test mode' })).toHaveTextContent(TEST_MODE_BADGE_TEXT);
    expect(TEST_MODE_BADGE_TEXT).toBe('Test mode: payments are simulated');
  });

  it('renders nothing with real providers', async () => {
    answer(Promise.resolve(config(false)));
    expect(await TestModeBadge()).toBeNull();
  });

  it('renders nothing when the configuration cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(Promise.reject(new Error('down')));
    expect(await TestModeBadge()).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
