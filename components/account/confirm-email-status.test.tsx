import { act, render, screen } from '@testing-library/react';
import { useSession, type SessionValue } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/contract/errors';
import { CONFIRM_ACCOUNT_LINK, CONFIRM_LOGIN_PROMPT, CONFIRM_MISSING_TOKEN, CONFIRM_WORKING } from './account-messages';
import { ConfirmEmailStatus } from './confirm-email-status';

jest.mock('@/components/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('@/lib/api/browser', () => ({ browserApi: { confirmEmail: jest.fn() } }));

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const confirmEmail = browserApi.confirmEmail as jest.MockedFunction<typeof browserApi.confirmEmail>;

function session(token: string | null, ready = true): SessionValue {
  return { ready, token, isLoggedIn: token !== null } as unknown as SessionValue;
}

beforeEach(() => {
  jest.clearAllMocks();
  window.history.replaceState(null, '', '/account/confirm-email?token=link-token');
});

describe('ConfirmEmailStatus', () => {
  it('confirms on load, once, with the session, then says so and drops the token from the address bar', async () => {
    mockedUseSession.mockReturnValue(session('tok-4'));
    let answer: (value: { message: string; email: string }) => void = () => undefined;
    confirmEmail.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { rerender } = render(<ConfirmEmailStatus token="link-token" />);
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRM_WORKING);
    rerender(<ConfirmEmailStatus token="link-token" />);
    expect(confirmEmail).toHaveBeenCalledTimes(1);
    expect(confirmEmail).toHaveBeenCalledWith({ token: 'link-token' }, { token: 'tok-4' });

    await act(async () =>
      answer({
        message: 'Your e-mail address is confirmed. Order e-mails will now be sent to it.',
        email: 'asha@example.com',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address is confirmed.');
    expect(screen.getByRole('link', { name: CONFIRM_ACCOUNT_LINK })).toHaveAttribute('href', '/account');
    expect(window.location.search).toBe('');
  });

  it("shows the server's reason as an alert when the link is used or expired", async () => {
    mockedUseSession.mockReturnValue(session('tok-4'));
    const reason =
      'This confirmation link is invalid, has expired or was already used. Ask for a new one under My account.';
    confirmEmail.mockRejectedValue(new ApiError('invalid_request', reason, { field: 'token' }));
    render(<ConfirmEmailStatus token="link-token" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(window.location.search).toBe('?token=link-token');
  });

  it('asks a logged-out visitor to log in and sends nothing', () => {
    mockedUseSession.mockReturnValue(session(null));
    render(<ConfirmEmailStatus token="link-token" />);
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRM_LOGIN_PROMPT);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(confirmEmail).not.toHaveBeenCalled();
  });

  it('asks to log in again when the session has expired', async () => {
    mockedUseSession.mockReturnValue(session('old-token'));
    confirmEmail.mockRejectedValue(new ApiError('unauthorized', 'Your session has expired. Please log in again.'));
    render(<ConfirmEmailStatus token="link-token" />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRM_LOGIN_PROMPT);
  });

  it('waits for the session before sending', () => {
    mockedUseSession.mockReturnValue(session(null, false));
    render(<ConfirmEmailStatus token="link-token" />);
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRM_WORKING);
    expect(confirmEmail).not.toHaveBeenCalled();
  });

  it('says a link without a token is incomplete', () => {
    mockedUseSession.mockReturnValue(session('tok-4'));
    render(<ConfirmEmailStatus token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(CONFIRM_MISSING_TOKEN);
    expect(confirmEmail).not.toHaveBeenCalled();
  });
});
