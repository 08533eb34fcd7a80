import { act, fireEvent, render, screen } from '@testing-library/react';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { ApiError } from '@/lib/contract/api-error';
import { AdminLoginForm } from './admin-login-form';
import {
  ADMIN_CHANGE_NUMBER,
  ADMIN_ENROL_HEADING,
  ADMIN_LOGIN_FAILED,
  ADMIN_LOGIN_LABELS,
  ADMIN_SEND_CODE,
  ADMIN_SIGN_IN,
} from './admin-messages';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, refresh: jest.fn(), push: jest.fn() }) }));
jest.mock('@/lib/api/admin-browser', () => ({
  adminBrowserApi: { adminLogin: jest.fn(), adminVerifyLogin: jest.fn() },
}));
const api = adminBrowserApi as jest.Mocked<typeof adminBrowserApi>;

const CODE_SENT = 'If this number is registered, a 6-digit code has been sent to it.';
const enrolment = {
  status: 'enrol' as const,
  message: 'Add this account to your authenticator app.',
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Shop?secret=JBSWY3DPEHPK3PXP',
  qr_svg: '<svg></svg>',
};

/** Presses a button as a keyboard user does: focus on it, then the press. */
async function press(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  await act(async () => fireEvent.click(button));
}

async function reachCodeStep() {
  api.adminLogin.mockResolvedValue({ message: CODE_SENT, code_required: true });
  render(<AdminLoginForm next="/admin" />);
  fireEvent.change(screen.getByLabelText(ADMIN_LOGIN_LABELS.mobileNumber), { target: { value: '7000001234' } });
  await press(ADMIN_SEND_CODE);
  fireEvent.change(screen.getByLabelText(ADMIN_LOGIN_LABELS.code), { target: { value: '123456' } });
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('AdminLoginForm focus', () => {
  it('moves to the SMS code field once the code is sent, the field described by where it went', async () => {
    await reachCodeStep();
    const code = screen.getByLabelText(ADMIN_LOGIN_LABELS.code);
    expect(document.activeElement).toBe(code);
    expect(code).toHaveAccessibleDescription(CODE_SENT);
  });

  it('at a first sign-in, moves to the enrolment heading after the code step, its steps before the field', async () => {
    await reachCodeStep();
    api.adminVerifyLogin.mockResolvedValue(enrolment);
    await press(ADMIN_SIGN_IN);
    const heading = screen.getByRole('heading', { name: ADMIN_ENROL_HEADING });
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByLabelText(ADMIN_LOGIN_LABELS.totp)).toBeInTheDocument();
  });

  it('for an enrolled member, moves to the authenticator field after the code step', async () => {
    await reachCodeStep();
    api.adminVerifyLogin.mockRejectedValue(
      new ApiError('invalid_request', 'totp: enter the code from your authenticator app', { field: 'totp' }),
    );
    await press(ADMIN_SIGN_IN);
    expect(document.activeElement).toBe(screen.getByLabelText(ADMIN_LOGIN_LABELS.totp));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves to the refused authenticator code, its problem under it', async () => {
    await reachCodeStep();
    api.adminVerifyLogin.mockResolvedValueOnce(enrolment);
    await press(ADMIN_SIGN_IN);
    api.adminVerifyLogin.mockRejectedValueOnce(
      new ApiError('invalid_request', 'totp: the code from your authenticator app is incorrect', { field: 'totp' }),
    );
    await press(ADMIN_SIGN_IN);
    const totp = screen.getByLabelText(ADMIN_LOGIN_LABELS.totp);
    expect(totp).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(totp);
  });

  it('moves to the banner when the refusal names no field', async () => {
    await reachCodeStep();
    api.adminVerifyLogin.mockRejectedValue(new Error('network down'));
    await press(ADMIN_SIGN_IN);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ADMIN_LOGIN_FAILED);
    expect(document.activeElement).toBe(alert);
  });

  it('moves to the mobile number after "Use another number" (the button goes with the code step)', async () => {
    await reachCodeStep();
    await press(ADMIN_CHANGE_NUMBER);
    expect(screen.queryByRole('button', { name: ADMIN_CHANGE_NUMBER })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText(ADMIN_LOGIN_LABELS.mobileNumber));
  });

  it('leaves focus alone on the first render', () => {
    render(<AdminLoginForm next="/admin" />);
    expect(document.activeElement).toBe(document.body);
  });
});
