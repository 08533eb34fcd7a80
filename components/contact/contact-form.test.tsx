import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/contract/errors';
import { ContactForm } from './contact-form';
import {
  CONTACT_FAILURE,
  CONTACT_FIELD_LABELS,
  CONTACT_FORM_TITLE,
  CONTACT_SUBMIT,
  CONTACT_SUCCESS,
} from './contact-messages';

jest.mock('@/lib/api/browser', () => ({ browserApi: { createQuery: jest.fn() } }));

const createQuery = browserApi.createQuery as jest.MockedFunction<typeof browserApi.createQuery>;

const filled = {
  name: 'Asha Mehta',
  country_code: '+91',
  mobile_number: '9829012345',
  email: 'asha@example.com',
  query: 'Do you supply 200 block-printed cushion covers for a boutique hotel?',
};

function field(name: keyof typeof CONTACT_FIELD_LABELS): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(CONTACT_FIELD_LABELS[name]);
}

function fillAll() {
  for (const [name, value] of Object.entries(filled) as [keyof typeof filled, string][]) {
    fireEvent.change(field(name), { target: { value } });
  }
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: CONTACT_SUBMIT }));
  });
}

describe('ContactForm', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    createQuery.mockReset();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('starts empty, with the five required fields of the right types', () => {
    render(<ContactForm />);
    expect(screen.getByRole('heading', { name: CONTACT_FORM_TITLE })).toBeInTheDocument();
    expect(CONTACT_FORM_TITLE).toBe('Contact Us');
    for (const name of Object.keys(CONTACT_FIELD_LABELS) as (keyof typeof CONTACT_FIELD_LABELS)[]) {
      expect(field(name)).toBeRequired();
      expect(field(name)).toHaveValue('');
    }
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('mobile_number')).toHaveAttribute('type', 'tel');
    expect(field('query').tagName).toBe('TEXTAREA');
  });

  it('does not send while the browser finds a field invalid', async () => {
    render(<ContactForm />);
    fillAll();
    fireEvent.change(field('email'), { target: { value: 'not-an-email' } });
    await submit();
    expect(createQuery).not.toHaveBeenCalled();
    fireEvent.change(field('email'), { target: { value: filled.email } });
    fireEvent.change(field('name'), { target: { value: '' } });
    await submit();
    expect(createQuery).not.toHaveBeenCalled();
  });

  it('sends the five fields, then clears them and says the query was submitted', async () => {
    createQuery.mockResolvedValue({ id: 7, message: 'Query received' });
    render(<ContactForm />);
    fillAll();
    await submit();
    expect(createQuery).toHaveBeenCalledTimes(1);
    expect(createQuery).toHaveBeenCalledWith({
      name: filled.name,
      email: filled.email,
      country_code: filled.country_code,
      mobile_number: filled.mobile_number,
      query: filled.query,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SUCCESS);
    expect(CONTACT_SUCCESS).toBe('Your query has been submitted successfully.');
    for (const name of Object.keys(filled) as (keyof typeof filled)[]) expect(field(name)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the fields on failure, leaves the success message blank and logs the error', async () => {
    createQuery.mockRejectedValue(new ApiError('internal_error', 'Something went wrong.'));
    render(<ContactForm />);
    fillAll();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_FAILURE));
    expect(screen.getByRole('status')).toHaveTextContent('');
    for (const [name, value] of Object.entries(filled) as [keyof typeof filled, string][])
      expect(field(name)).toHaveValue(value);
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: CONTACT_SUBMIT })).toBeEnabled();
  });

  it('names the field the server refused, so the shopper knows what to fix', async () => {
    createQuery.mockRejectedValue(
      new ApiError('invalid_request', 'email: must be a valid e-mail address', {
        field: 'email',
        errors: [{ field: 'email', message: 'must be a valid e-mail address' }],
      }),
    );
    render(<ContactForm />);
    fillAll();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email must be a valid e-mail address.');
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('email')).toHaveAccessibleDescription('Email must be a valid e-mail address.');
    expect(field('name')).not.toHaveAttribute('aria-invalid');
    expect(field('email')).toHaveValue(filled.email);
  });
});
