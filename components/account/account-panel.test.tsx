import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useSession, type SessionValue } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/contract/errors';
import type { AccountProfile } from '@/lib/contract/session';
import {
  ACCOUNT_LOGIN_PROMPT,
  CHANGE_EMAIL_BUTTON,
  CHANGE_EMAIL_LABEL,
  CHANGE_EMAIL_REQUIRED,
  EMAIL_STATUS_CONFIRMED,
  EMAIL_STATUS_UNCONFIRMED,
  EMAIL_UNCONFIRMED_NOTICE,
  RESEND_BUTTON,
} from './account-messages';
import { AccountPanel } from './account-panel';

jest.mock('@/components/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('@/lib/api/browser', () => ({
  browserApi: { getAccount: jest.fn(), resendEmailConfirmation: jest.fn(), changeAccountEmail: jest.fn() },
}));

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const getAccount = browserApi.getAccount as jest.MockedFunction<typeof browserApi.getAccount>;
const resend = browserApi.resendEmailConfirmation as jest.MockedFunction<typeof browserApi.resendEmailConfirmation>;
const changeEmail = browserApi.changeAccountEmail as jest.MockedFunction<typeof browserApi.changeAccountEmail>;

const PROFILE: AccountProfile = {
  id: 4,
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.com',
  country_code: '+91',
  mobile_number: '9829012345',
  email_confirmed: false,
};

function session(token: string | null): SessionValue {
  return { ready: true, token, isLoggedIn: token !== null } as unknown as SessionValue;
}

function renderPanel() {
  const fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return render(<AccountPanel />, { wrapper: fresh });
}

beforeEach(() => {
  jest.clearAllMocks();
  mockedUseSession.mockReturnValue(session('tok-4'));
});

describe('AccountPanel', () => {
  it('shows an unconfirmed address with the notice that order e-mails wait for confirmation', async () => {
    getAccount.mockResolvedValue(PROFILE);
    renderPanel();
    const notice = await screen.findByRole('region', { name: EMAIL_UNCONFIRMED_NOTICE });
    expect(getAccount).toHaveBeenCalledWith({}, { token: 'tok-4' });
    expect(notice).toHaveTextContent(
      'E-mail not confirmed — order e-mails are sent only after you confirm it; until then we send WhatsApp messages.',
    );
    expect(screen.getByText(/asha@example\.com/)).toHaveTextContent(`asha@example.com (${EMAIL_STATUS_UNCONFIRMED})`);
    expect(screen.getByText('+91 9829012345')).toBeInTheDocument();
  });

  it('shows no notice for a confirmed address', async () => {
    getAccount.mockResolvedValue({ ...PROFILE, email_confirmed: true });
    renderPanel();
    expect(await screen.findByText(/asha@example\.com/)).toHaveTextContent(EMAIL_STATUS_CONFIRMED);
    expect(screen.queryByRole('region', { name: EMAIL_UNCONFIRMED_NOTICE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESEND_BUTTON })).not.toBeInTheDocument();
  });

  it('resends the link with the session and says so politely; a 429 is shown as an alert', async () => {
    getAccount.mockResolvedValue(PROFILE);
    resend.mockResolvedValueOnce({
      message: 'We have sent a confirmation link to asha@example.com. It is valid for 48 hours.',
      sent: true,
    });
    renderPanel();
    const notice = await screen.findByRole('region', { name: EMAIL_UNCONFIRMED_NOTICE });
    const button = within(notice).getByRole('button', { name: RESEND_BUTTON });
    await act(async () => fireEvent.click(button));
    expect(resend).toHaveBeenCalledWith({}, { token: 'tok-4' });
    expect(within(notice).getByRole('status')).toHaveTextContent(
      'We have sent a confirmation link to asha@example.com.',
    );

    const limited = 'Too many confirmation e-mails have been sent for this account. Please try again in an hour.';
    resend.mockRejectedValueOnce(new ApiError('too_many_requests', limited));
    await act(async () => fireEvent.click(button));
    expect(within(notice).getByRole('alert')).toHaveTextContent(limited);
    expect(within(notice).getByRole('status')).toBeEmptyDOMElement();
  });

  it('changes the address: the new one shows unconfirmed, and a taken one is named at the field', async () => {
    getAccount.mockResolvedValue({ ...PROFILE, email_confirmed: true });
    renderPanel();
    const field = await screen.findByLabelText(CHANGE_EMAIL_LABEL);
    expect(field).toHaveAttribute('type', 'email');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: CHANGE_EMAIL_BUTTON })));
    expect(screen.getByText(CHANGE_EMAIL_REQUIRED)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(changeEmail).not.toHaveBeenCalled();

    const taken = 'Another account uses this e-mail address.';
    changeEmail.mockRejectedValueOnce(
      new ApiError('conflict', taken, { field: 'email', errors: [{ field: 'email', message: taken }] }),
    );
    fireEvent.change(field, { target: { value: 'meera@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CHANGE_EMAIL_BUTTON })));
    expect(screen.getByText(taken)).toHaveAttribute('id', field.getAttribute('aria-describedby'));

    changeEmail.mockResolvedValueOnce({
      message: 'We have sent a confirmation link to new@example.com. It is valid for 48 hours.',
      account: { ...PROFILE, email: 'new@example.com', email_confirmed: false },
    });
    fireEvent.change(field, { target: { value: ' new@example.com ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CHANGE_EMAIL_BUTTON })));
    expect(changeEmail).toHaveBeenLastCalledWith({ email: 'new@example.com' }, { token: 'tok-4' });
    expect(await screen.findByRole('region', { name: EMAIL_UNCONFIRMED_NOTICE })).toBeInTheDocument();
    expect(screen.getByText(/new@example\.com \(/)).toHaveTextContent(`new@example.com (${EMAIL_STATUS_UNCONFIRMED})`);
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('asks a visitor without a session to log in', () => {
    mockedUseSession.mockReturnValue(session(null));
    renderPanel();
    expect(screen.getByText(ACCOUNT_LOGIN_PROMPT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(getAccount).not.toHaveBeenCalled();
  });
});
