import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSession, type SessionValue } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/contract/errors';
import {
  LOGIN_BUTTON,
  LOGIN_CHANGE_NUMBER,
  LOGIN_CODE_REQUIRED,
  LOGIN_COUNTRY_CODE_REQUIRED,
  LOGIN_FAILED,
  LOGIN_FIELD_LABELS,
  LOGIN_MOBILE_REQUIRED,
} from './auth-messages';
import { LoginForm } from './login-form';
import { ERROR_BANNER_MS } from '@/components/cart/cart-messages';

jest.mock('@/components/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('@/lib/api/browser', () => ({ browserApi: { login: jest.fn() } }));

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const loginCall = browserApi.login as jest.MockedFunction<typeof browserApi.login>;
const login = jest.fn();

const CODE_SENT = {
  message: 'If this number is registered, a 6-digit code has been sent to it.',
  code_required: true as const,
};
const SUCCESS = {
  token: 'new-token',
  expires_at: '2027-01-01T00:00:00.000Z',
  user: {
    id: 3,
    first_name: 'Asha',
    last_name: 'Verma',
    email: 'asha@example.com',
    country_code: '+91',
    mobile_number: '9829012345',
  },
  cart_id: 'merged-cart',
};

function field(name: keyof typeof LOGIN_FIELD_LABELS): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(LOGIN_FIELD_LABELS[name]);
}

async function press() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: LOGIN_BUTTON }));
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  mockedUseSession.mockReturnValue({ login, cartId: 'guest-cart' } as unknown as SessionValue);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('LoginForm', () => {
  it('has a country code (default +91), a mobile number, a Login button and a link to sign up', () => {
    render(<LoginForm />);
    expect(field('countryCode')).toHaveValue('+91');
    expect(field('mobileNumber')).toHaveValue('');
    expect(field('mobileNumber')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/Signup');
  });

  it('asks for the country code and the mobile number next to the fields', async () => {
    render(<LoginForm />);
    fireEvent.change(field('countryCode'), { target: { value: '' } });
    await press();
    expect(screen.getByText(LOGIN_COUNTRY_CODE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MOBILE_REQUIRED)).toBeInTheDocument();
    expect(LOGIN_COUNTRY_CODE_REQUIRED).toBe('Please enter your country code');
    expect(LOGIN_MOBILE_REQUIRED).toBe('Please enter your mobile number');
    expect(field('countryCode')).toHaveAttribute('aria-invalid', 'true');
    expect(field('countryCode')).toHaveAccessibleDescription(LOGIN_COUNTRY_CODE_REQUIRED);
    expect(field('mobileNumber')).toHaveAccessibleDescription(LOGIN_MOBILE_REQUIRED);
    expect(field('countryCode')).toHaveFocus();
    expect(loginCall).not.toHaveBeenCalled();
  });

  it('sends a code, then logs in with it and the guest cart', async () => {
    loginCall.mockResolvedValueOnce(CODE_SENT).mockResolvedValueOnce(SUCCESS);
    render(<LoginForm />);
    fireEvent.change(field('mobileNumber'), { target: { value: '9829012345' } });
    await press();
    expect(loginCall).toHaveBeenLastCalledWith({ country_code: '+91', mobile_number: '9829012345' });
    expect(screen.getByRole('status')).toHaveTextContent(CODE_SENT.message);
    expect(field('code')).toHaveFocus();
    expect(LOGIN_FIELD_LABELS.code).toBe('Enter the 6-digit code sent to your phone');

    await press();
    expect(screen.getByText(LOGIN_CODE_REQUIRED)).toBeInTheDocument();
    expect(loginCall).toHaveBeenCalledTimes(1);

    fireEvent.change(field('code'), { target: { value: '012 345' } });
    await press();
    expect(loginCall).toHaveBeenLastCalledWith({
      country_code: '+91',
      mobile_number: '9829012345',
      code: '012345',
      cart_id: 'guest-cart',
    });
    expect(login).toHaveBeenCalledWith('new-token', 'merged-cart');
  });

  it("says 'Login failed. Please try again.' for a wrong code or a failure", async () => {
    loginCall
      .mockResolvedValueOnce(CODE_SENT)
      .mockRejectedValueOnce(new ApiError('unauthorized', 'The code is incorrect or has expired.', { field: 'code' }));
    render(<LoginForm />);
    fireEvent.change(field('mobileNumber'), { target: { value: '9829012345' } });
    await press();
    fireEvent.change(field('code'), { target: { value: '000000' } });
    await press();
    expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_FAILED);
    expect(LOGIN_FAILED).toBe('Login failed. Please try again.');
    expect(login).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('takes the failure banner away after 5 seconds (spec section 9), as every error banner', async () => {
    jest.useFakeTimers();
    try {
      loginCall.mockRejectedValueOnce(new ApiError('internal_error', 'boom'));
      render(<LoginForm />);
      fireEvent.change(field('mobileNumber'), { target: { value: '9829012345' } });
      await press();
      expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_FAILED);
      act(() => jest.advanceTimersByTime(ERROR_BANNER_MS - 1));
      expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_FAILED);
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText(LOGIN_FAILED)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the wait the server asks for when too many codes were sent', async () => {
    const wait = 'Too many codes have been requested for this number. Please wait 10 minutes and try again.';
    loginCall.mockRejectedValueOnce(new ApiError('too_many_requests', wait));
    render(<LoginForm />);
    fireEvent.change(field('mobileNumber'), { target: { value: '9829012345' } });
    await press();
    expect(screen.getByRole('alert')).toHaveTextContent(wait);
  });

  it('lets the shopper change the number after a code was sent', async () => {
    loginCall.mockResolvedValueOnce(CODE_SENT);
    render(<LoginForm />);
    fireEvent.change(field('mobileNumber'), { target: { value: '9829012345' } });
    await press();
    expect(field('mobileNumber')).toHaveAttribute('readonly');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: LOGIN_CHANGE_NUMBER }));
    });
    expect(screen.queryByLabelText(LOGIN_FIELD_LABELS.code)).not.toBeInTheDocument();
    expect(field('mobileNumber')).not.toHaveAttribute('readonly');
  });
});
