import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { ApiError } from '@/lib/contract/api-error';
import { ACTION_FAILED } from './admin-messages';
import { AddStaffForm, AuthenticatorChange, SettingsForm, StaffMemberActions } from './staff-forms';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));
jest.mock('@/lib/api/admin-browser', () => ({
  adminBrowserApi: {
    addStaff: jest.fn(),
    deactivateStaff: jest.fn(),
    updateSettings: jest.fn(),
    startAuthenticatorChange: jest.fn(),
    confirmAuthenticatorChange: jest.fn(),
  },
}));
const api = adminBrowserApi as jest.Mocked<typeof adminBrowserApi>;

const member = {
  id: 4,
  name: 'Packer 1234',
  country_code: '+91',
  mobile_number: '7000001234',
  role: 'staff' as const,
  active: true,
  totp_enrolled: false,
  last_signed_in_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
};

/** Presses a button as a keyboard user does: focus on it, then the press. */
async function press(button: HTMLElement) {
  button.focus();
  await act(async () => fireEvent.click(button));
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('AddStaffForm', () => {
  it('focuses the confirmation after the member is added, and the page reloads its list', async () => {
    api.addStaff.mockResolvedValue({ message: 'Packer 1234 added.', changed: true, staff: member });
    render(<AddStaffForm />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Packer 1234' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '7000001234' } });
    await press(screen.getByRole('button', { name: 'Add member' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Packer 1234 added.');
    expect(document.activeElement).toBe(status);
    expect(status).toHaveAttribute('tabindex', '-1');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('focuses the field the server refused, its problem under it', async () => {
    api.addStaff.mockRejectedValue(
      new ApiError('invalid_request', 'mobile_number: must be 10 digits', {
        field: 'mobile_number',
        errors: [{ field: 'mobile_number', message: 'mobile_number: must be 10 digits' }],
      }),
    );
    render(<AddStaffForm />);
    await press(screen.getByRole('button', { name: 'Add member' }));
    const field = screen.getByLabelText('Mobile number');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field);
  });

  it('focuses the refusal when it names no field', async () => {
    api.addStaff.mockRejectedValue(new Error('network down'));
    render(<AddStaffForm />);
    await press(screen.getByRole('button', { name: 'Add member' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ACTION_FAILED);
    expect(document.activeElement).toBe(alert);
  });
});

describe('StaffMemberActions', () => {
  it('focuses the answer after a deactivation, not <body>', async () => {
    api.deactivateStaff.mockResolvedValue({
      message: 'Packer 1234 deactivated.',
      changed: true,
      staff: { ...member, active: false },
    });
    render(<StaffMemberActions id={4} name="Packer 1234" role="staff" active />);
    await press(screen.getByRole('button', { name: 'Deactivate: Packer 1234' }));
    expect(api.deactivateStaff).toHaveBeenCalledWith({ staff_id: 4 });
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(document.activeElement).toHaveTextContent('Packer 1234 deactivated.');
  });

  it('leaves focus where the member moved it while the call ran', async () => {
    let answer: (value: Awaited<ReturnType<typeof api.deactivateStaff>>) => void = () => undefined;
    api.deactivateStaff.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(
      <>
        <StaffMemberActions id={4} name="Packer 1234" role="staff" active />
        <input aria-label="Search orders" />
      </>,
    );
    await press(screen.getByRole('button', { name: 'Deactivate: Packer 1234' }));
    const elsewhere = screen.getByLabelText('Search orders');
    elsewhere.focus();
    await act(async () => answer({ message: 'Packer 1234 deactivated.', changed: true, staff: member }));
    expect(screen.getByRole('status')).toHaveTextContent('Packer 1234 deactivated.');
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe('SettingsForm', () => {
  const values = {
    staff_refund_limit_inr: { value: 5000, default: 5000, overridden: false },
    staff_refund_limit_usd: { value: 60, default: 60, overridden: false },
    low_stock_threshold: { value: 2, default: 2, overridden: false },
  };

  it('focuses "Settings saved." after a save', async () => {
    // The API answers the settings and the shop's configuration; the form says it saved them.
    api.updateSettings.mockResolvedValue({ settings: {}, shop: {} } as unknown as Awaited<
      ReturnType<typeof api.updateSettings>
    >);
    render(<SettingsForm values={values} />);
    fireEvent.change(screen.getByLabelText('Low stock at (pieces free or fewer)'), { target: { value: '4' } });
    await press(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.updateSettings).toHaveBeenCalledWith(expect.objectContaining({ low_stock_threshold: 4 }));
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(document.activeElement).toHaveTextContent('Settings saved.');
  });

  it('focuses the field holding something other than a whole number', async () => {
    render(<SettingsForm values={values} />);
    const field = screen.getByLabelText('Staff refund limit, USD (whole dollars)');
    fireEvent.change(field, { target: { value: '12.5' } });
    await press(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.updateSettings).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field);
  });
});

describe('AuthenticatorChange', () => {
  it('focuses what each step answers: the new entry to add, then that it is set up', async () => {
    api.startAuthenticatorChange.mockResolvedValue({
      message: 'Add this new entry to your authenticator app.',
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_uri: 'otpauth://totp/Shop?secret=JBSWY3DPEHPK3PXP',
      qr_svg: '<svg></svg>',
    });
    api.confirmAuthenticatorChange.mockResolvedValue({ message: 'Your new authenticator is set up.' });
    render(<AuthenticatorChange />);
    fireEvent.change(screen.getByLabelText('Code from your current authenticator app'), {
      target: { value: '123456' },
    });
    await press(screen.getByRole('button', { name: 'Start' }));
    // The Start form is gone with its button; focus is on the answer, the confirm form after it.
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(document.activeElement).toHaveTextContent('Add this new entry');
    const confirm = screen.getByRole('form', { name: 'Confirm the new authenticator' });
    // A fresh field: the current app's code does not carry over into the new entry's.
    expect(within(confirm).getByLabelText('Code from the new entry in your app')).toHaveValue('');

    fireEvent.change(within(confirm).getByLabelText('Code from the new entry in your app'), {
      target: { value: '654321' },
    });
    await press(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(api.confirmAuthenticatorChange).toHaveBeenCalledWith({ totp: '654321' });
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(document.activeElement).toHaveTextContent('Your new authenticator is set up.');
    // The secret leaves the screen; the first step is back.
    expect(screen.queryByTestId('new-totp-secret')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Set up a new authenticator' })).toBeInTheDocument();
  });

  it('focuses the code field when the current code is refused', async () => {
    api.startAuthenticatorChange.mockRejectedValue(
      new ApiError('invalid_request', 'totp: the code is incorrect', { field: 'totp' }),
    );
    render(<AuthenticatorChange />);
    await press(screen.getByRole('button', { name: 'Start' }));
    const field = screen.getByLabelText('Code from your current authenticator app');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field);
  });
});
