import { act, fireEvent, render, screen } from '@testing-library/react';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/contract/errors';
import {
  SIGNUP_CONTINUE,
  SIGNUP_FAILED,
  SIGNUP_FIELD_LABELS,
  SIGNUP_FIELD_REQUIRED,
  SIGNUP_TERMS,
  SIGNUP_TERMS_REQUIRED,
  type SignupFieldName,
} from './auth-messages';
import { SignupForm } from './signup-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/api/browser', () => ({ browserApi: { signup: jest.fn() } }));

const signup = browserApi.signup as jest.MockedFunction<typeof browserApi.signup>;

const filled: Record<SignupFieldName, string> = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  countryCode: '+91',
  mobileNumber: '9829012345',
};

function field(name: SignupFieldName): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(SIGNUP_FIELD_LABELS[name]);
}

function fillAll(values: Partial<Record<SignupFieldName, string>> = filled) {
  for (const [name, value] of Object.entries(values) as [SignupFieldName, string][]) {
    fireEvent.change(field(name), { target: { value } });
  }
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: SIGNUP_CONTINUE }));
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('SignupForm', () => {
  it('has the five fields, the terms checkbox, Continue and a link to login; no password', () => {
    const { container } = render(<SignupForm />);
    for (const name of Object.keys(SIGNUP_FIELD_LABELS) as SignupFieldName[]) {
      expect(field(name)).toHaveAttribute('name', name);
    }
    expect(screen.getByRole('checkbox', { name: SIGNUP_TERMS })).not.toBeChecked();
    expect(SIGNUP_TERMS).toBe('By continuing, I agree to the terms of use & privacy policy.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(container.querySelector('input[type="password"]')).toBeNull();
  });

  it("says 'Please fill up this field' for each empty field and 'You must agree to the terms'", async () => {
    render(<SignupForm />);
    await submit();
    expect(screen.getAllByText(SIGNUP_FIELD_REQUIRED)).toHaveLength(5);
    expect(SIGNUP_FIELD_REQUIRED).toBe('Please fill up this field');
    for (const name of Object.keys(SIGNUP_FIELD_LABELS) as SignupFieldName[]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(SIGNUP_FIELD_REQUIRED);
    }
    expect(screen.getByText(SIGNUP_TERMS_REQUIRED)).toBeInTheDocument();
    expect(SIGNUP_TERMS_REQUIRED).toBe('You must agree to the terms');
    expect(field('firstName')).toHaveFocus();
    expect(signup).not.toHaveBeenCalled();
  });

  it('needs the terms even when every field is filled', async () => {
    render(<SignupForm />);
    fillAll();
    await submit();
    expect(screen.queryByText(SIGNUP_FIELD_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByText(SIGNUP_TERMS_REQUIRED)).toBeInTheDocument();
    expect(signup).not.toHaveBeenCalled();
  });

  it('sends the five fields without a password and goes to /login', async () => {
    signup.mockResolvedValue({ message: 'Account created. Please log in.', id: 4 });
    render(<SignupForm />);
    fillAll();
    fireEvent.click(screen.getByRole('checkbox', { name: SIGNUP_TERMS }));
    await submit();
    expect(signup).toHaveBeenCalledWith({
      email: 'asha@example.com',
      mobile_number: '9829012345',
      country_code: '+91',
      first_name: 'Asha',
      last_name: 'Verma',
    });
    expect(push).toHaveBeenCalledWith('/login');
  });

  it("shows the server's refusal next to the field it names", async () => {
    const taken = 'An account with this mobile number already exists. Please log in.';
    signup.mockRejectedValueOnce(
      new ApiError('conflict', taken, { field: 'mobile_number', errors: [{ field: 'mobile_number', message: taken }] }),
    );
    render(<SignupForm />);
    fillAll();
    fireEvent.click(screen.getByRole('checkbox', { name: SIGNUP_TERMS }));
    await submit();
    expect(field('mobileNumber')).toHaveAccessibleDescription(taken);
    expect(field('mobileNumber')).toHaveAttribute('aria-invalid', 'true');
    expect(push).not.toHaveBeenCalled();

    signup.mockRejectedValueOnce(
      new ApiError('invalid_request', 'email: must be a valid e-mail address', {
        field: 'email',
        errors: [{ field: 'email', message: 'must be a valid e-mail address' }],
      }),
    );
    await submit();
    expect(field('email')).toHaveAccessibleDescription('Email must be a valid e-mail address.');
  });

  it('says so when the shop cannot be reached', async () => {
    signup.mockRejectedValueOnce(new ApiError('bad_gateway', 'unreachable'));
    render(<SignupForm />);
    fillAll();
    fireEvent.click(screen.getByRole('checkbox', { name: SIGNUP_TERMS }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(SIGNUP_FAILED);
  });
});
