import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SavedAddress } from '@/lib/contract/orders';
import {
  CASH_ON_DELIVERY_INDIA_ONLY,
  CASH_ON_DELIVERY_LABEL,
  CHECK_FIELDS_MESSAGE,
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  ERROR_BANNER_MS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_MESSAGE,
  PLACE_ORDER,
  postalCodeRequiredMessage,
  REQUIRED_FIELDS_MESSAGE,
  SAVED_ADDRESS_LABEL,
  SAVED_ADDRESS_NEW,
  type DeliveryFieldName,
} from './cart-messages';
import { DeliveryForm, type DeliveryFormProps } from './delivery-form';

function renderForm(overrides: Partial<DeliveryFormProps> = {}) {
  const props: DeliveryFormProps = {
    currency: 'INR',
    cashOnDelivery: false,
    onCashOnDeliveryChange: jest.fn(),
    onPlaceOrder: jest.fn(),
    detectCountry: jest.fn().mockResolvedValue(null),
    loadAccount: jest.fn().mockRejectedValue(new Error('no account in this test')),
    ...overrides,
  };
  const view = render(<DeliveryForm {...props} />);
  return { ...view, props };
}

/** The control labelled `label` (a required field's label ends in an aria-hidden asterisk). */
function labelled(label: string): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\*?$`));
}

/** A field by its label; the postal code's label follows the country, so it is found by name (and its label checked with `labelled`). */
function field(name: DeliveryFieldName): HTMLInputElement | HTMLTextAreaElement {
  if (name === 'pin_code') {
    const input = document.querySelector<HTMLInputElement>('input[name="pin_code"]');
    if (!input) throw new Error('no pin_code field');
    return input;
  }
  return labelled(DELIVERY_FIELD_LABELS[name]);
}

/** The message under a field: what its aria-describedby names. */
function messageOf(control: HTMLElement): string | null {
  const described = control.getAttribute('aria-describedby');
  if (!described) return null;
  return described
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function fill(values: Partial<Record<DeliveryFieldName, string>>) {
  for (const [name, value] of Object.entries(values) as [DeliveryFieldName, string][]) {
    fireEvent.change(field(name), { target: { value } });
  }
}

const complete = {
  name: 'Asha Verma',
  mobile_number: '9829012345',
  delivery_address: '12 Hawa Mahal Road',
  pin_code: '302002',
  city: 'Jaipur',
  state: 'Rajasthan',
};

async function placeOrder() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: PLACE_ORDER }));
  });
}

describe('DeliveryForm', () => {
  afterEach(() => jest.useRealTimers());

  it('has the fields of spec section 3 with labels; pin code, city and state marked required', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: DELIVERY_HEADING })).toBeInTheDocument();
    for (const name of Object.keys(DELIVERY_FIELD_LABELS) as DeliveryFieldName[]) {
      expect(field(name)).toHaveAttribute('name', name);
    }
    expect(labelled(DELIVERY_FIELD_LABELS.pin_code)).toBe(field('pin_code'));
    for (const name of ['pin_code', 'city', 'state'] as const) expect(field(name)).toBeRequired();
    for (const name of ['country', 'country_code', 'comment'] as const) expect(field(name)).not.toBeRequired();
    expect(field('country')).toHaveValue('IN');
    expect(field('country_code')).toHaveValue('+91');
    expect(field('mobile_number')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay })).toHaveAttribute('value', 'razorpay');
    expect(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.paypal })).toHaveAttribute('value', 'paypal');
    expect(PAYMENT_METHOD_LABELS.paypal).toBe('PayPal');
  });

  it("says 'Please fill in all required fields.' without a name, mobile number or address, for 5 seconds", async () => {
    jest.useFakeTimers();
    const { props } = renderForm();
    fill({ ...complete, name: '' });
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await placeOrder();
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Please fill in all required fields.');
    expect(field('name')).toHaveAttribute('aria-invalid', 'true');
    expect(props.onPlaceOrder).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(ERROR_BANNER_MS - 1));
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(ERROR_BANNER_MS).toBe(5000);

    for (const missing of ['mobile_number', 'delivery_address'] as const) {
      fill({ ...complete, [missing]: '  ' });
      await placeOrder();
      expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    }
    expect(props.onPlaceOrder).not.toHaveBeenCalled();
  });

  it("says 'Please select a payment method.' when none is chosen, for 5 seconds", async () => {
    jest.useFakeTimers();
    const { props } = renderForm();
    fill(complete);
    await placeOrder();
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_METHOD_MESSAGE);
    expect(PAYMENT_METHOD_MESSAGE).toBe('Please select a payment method.');
    expect(props.onPlaceOrder).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(ERROR_BANNER_MS));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('does not place the order while pin code, city or state is empty', async () => {
    const { props } = renderForm();
    fill({ ...complete, city: '' });
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.paypal }));
    await placeOrder();
    expect(props.onPlaceOrder).not.toHaveBeenCalled();
  });

  it('hands valid details with the payment method to onPlaceOrder', async () => {
    const { props } = renderForm();
    fill({ ...complete, comment: 'Please call before delivery' });
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.paypal }));
    await placeOrder();
    expect(props.onPlaceOrder).toHaveBeenCalledWith({
      ...complete,
      country: 'IN',
      country_code: '+91',
      comment: 'Please call before delivery',
      payment_method: 'paypal',
      cash_on_delivery: false,
    });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps Place Order focusable while the order runs (aria-disabled, never disabled) and ignores a second press', async () => {
    let finish: () => void = () => undefined;
    const { props } = renderForm({ onPlaceOrder: jest.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    fill(complete);
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    const button = screen.getByRole('button', { name: PLACE_ORDER });
    button.focus();
    await placeOrder();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await placeOrder();
    expect(props.onPlaceOrder).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('offers cash on delivery for INR only, as a third radio of the payment method group', async () => {
    const { props, rerender } = renderForm({ currency: 'INR' });
    const cod = screen.getByRole('radio', { name: new RegExp(`^${CASH_ON_DELIVERY_LABEL}`) });
    fireEvent.click(cod);
    expect(props.onCashOnDeliveryChange).toHaveBeenCalledWith(true);

    // Chosen on its own, it is enough to place the order.
    rerender(<DeliveryForm {...props} cashOnDelivery />);
    fill(complete);
    await placeOrder();
    expect(props.onPlaceOrder).toHaveBeenCalledWith(
      expect.objectContaining({ payment_method: 'cod', cash_on_delivery: true }),
    );

    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    expect(props.onCashOnDeliveryChange).toHaveBeenLastCalledWith(false);

    rerender(<DeliveryForm {...props} cashOnDelivery={false} currency="USD" />);
    expect(screen.queryByRole('radio', { name: new RegExp(`^${CASH_ON_DELIVERY_LABEL}`) })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: new RegExp(CASH_ON_DELIVERY_LABEL) })).not.toBeInTheDocument();
  });

  it('never sends cash on delivery for a USD cart', async () => {
    const { props } = renderForm({ currency: 'USD', cashOnDelivery: true });
    fill(complete);
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await placeOrder();
    expect(props.onPlaceOrder).toHaveBeenCalledWith(
      expect.objectContaining({ payment_method: 'razorpay', cash_on_delivery: false }),
    );
  });
  it('puts a message under each bad field that outlives the 5-second banner, and focuses the first', async () => {
    jest.useFakeTimers();
    renderForm();
    fill({ ...complete, name: '', pin_code: '3020', city: '' });
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await placeOrder();
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    expect(field('name')).toHaveFocus();
    expect(messageOf(field('name'))).toBe('Enter your name.');
    expect(messageOf(field('pin_code'))).toBe('Enter a 6-digit PIN code.');
    expect(messageOf(field('city'))).toBe('Enter your city.');
    expect(field('state')).not.toHaveAttribute('aria-invalid');
    expect(messageOf(field('state'))).toBeNull();

    act(() => jest.advanceTimersByTime(ERROR_BANNER_MS));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    // The banner went; the fields still say what is wrong, with aria-invalid.
    expect(field('name')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field('name'))).toBe('Enter your name.');
    expect(screen.getByText('Enter a 6-digit PIN code.')).toBeVisible();

    // Fixing one field removes its message only.
    fill({ name: 'Asha Verma' });
    expect(field('name')).not.toHaveAttribute('aria-invalid');
    expect(field('name')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
    expect(messageOf(field('pin_code'))).toBe('Enter a 6-digit PIN code.');
    fill({ pin_code: '302002' });
    expect(field('pin_code')).not.toHaveAttribute('aria-invalid');
    expect(messageOf(field('city'))).toBe('Enter your city.');
  });

  it('names an empty PIN code as India writes it: "Enter your PIN code." (an acronym keeps its capitals)', async () => {
    renderForm();
    fill({ ...complete, pin_code: '' });
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await placeOrder();
    expect(messageOf(field('pin_code'))).toBe('Enter your PIN code.');
    expect(postalCodeRequiredMessage('ZIP code')).toBe('Enter your ZIP code.');
    expect(postalCodeRequiredMessage('Postcode')).toBe('Enter your postcode.');
  });

  it('says what is wrong when every field is filled but one is not right', async () => {
    const { props } = renderForm();
    fill({ ...complete, mobile_number: '98290' });
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await placeOrder();
    expect(screen.getByRole('alert')).toHaveTextContent(CHECK_FIELDS_MESSAGE);
    expect(field('mobile_number')).toHaveFocus();
    expect(messageOf(field('mobile_number'))).toBe('Enter a mobile number of 6 to 15 digits.');
    expect(props.onPlaceOrder).not.toHaveBeenCalled();
  });

  it("takes a calling code by the contract's rule (lib/contract/phone.ts): 1 to 4 digits, not starting with 0", async () => {
    const { props } = renderForm();
    fill({ ...complete, country_code: '+091', mobile_number: '98290-12345' });
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await placeOrder();
    expect(field('country_code')).toHaveFocus();
    expect(messageOf(field('country_code'))).toBe('Enter a country calling code such as +91.');
    expect(field('mobile_number')).not.toHaveAttribute('aria-invalid');
    expect(props.onPlaceOrder).not.toHaveBeenCalled();
  });

  it('follows the country: ZIP code and +1 for the United States, 5 or 9 digits', async () => {
    const { props } = renderForm({ currency: 'USD' });
    fireEvent.change(field('country'), { target: { value: 'US' } });
    expect(field('country_code')).toHaveValue('+1');
    expect(labelled('ZIP code')).toBe(field('pin_code'));
    expect(screen.queryByLabelText(/^PIN code/)).not.toBeInTheDocument();

    fill({ ...complete, pin_code: '302002', city: 'New York', state: 'NY' });
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.paypal }));
    await placeOrder();
    expect(messageOf(labelled('ZIP code'))).toBe('Enter a ZIP code of 5 or 9 digits.');
    expect(props.onPlaceOrder).not.toHaveBeenCalled();

    fill({ pin_code: '10001-1234' });
    expect(labelled('ZIP code')).not.toHaveAttribute('aria-invalid');
    await placeOrder();
    expect(props.onPlaceOrder).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'US', country_code: '+1', pin_code: '10001-1234' }),
    );
  });

  it('names the postal code as each country does, and keeps a calling code the shopper typed', () => {
    renderForm();
    expect(labelled('PIN code')).toBe(field('pin_code'));
    fireEvent.change(field('country'), { target: { value: 'GB' } });
    expect(labelled('Postcode')).toBe(field('pin_code'));
    expect(field('country_code')).toHaveValue('+44');
    fireEvent.change(field('country'), { target: { value: 'AU' } });
    expect(labelled('Postcode')).toBe(field('pin_code'));
    expect(field('country_code')).toHaveValue('+61');
    fireEvent.change(field('country'), { target: { value: 'DE' } });
    expect(labelled('Postal code')).toBe(field('pin_code'));
    // A postal code already typed is checked by the new country's rule at once.
    fill({ pin_code: '10115' });
    expect(field('pin_code')).not.toHaveAttribute('aria-invalid');
    fireEvent.change(field('country'), { target: { value: 'IN' } });
    expect(messageOf(field('pin_code'))).toBe('Enter a 6-digit PIN code.');
    fireEvent.change(field('country'), { target: { value: 'DE' } });
    expect(field('pin_code')).not.toHaveAttribute('aria-invalid');
    expect(field('country_code')).toHaveValue('+49');
    // A phone from another country stays when the delivery country changes.
    fill({ country_code: '+91' });
    fireEvent.change(field('country'), { target: { value: 'US' } });
    expect(field('country_code')).toHaveValue('+91');
  });

  it('starts from the detected country, its calling code and its postal code', async () => {
    renderForm({ detectCountry: jest.fn().mockResolvedValue('us') });
    await waitFor(() => expect(field('country')).toHaveValue('US'));
    expect(field('country_code')).toHaveValue('+1');
    expect(labelled('ZIP code')).toBe(field('pin_code'));
  });

  it('stays in India when detection finds nothing or a country the shop does not serve', async () => {
    const detectCountry = jest.fn().mockResolvedValue('AQ');
    renderForm({ detectCountry });
    await waitFor(() => expect(detectCountry).toHaveBeenCalled());
    await act(async () => {});
    expect(field('country')).toHaveValue('IN');
    expect(labelled('PIN code')).toBe(field('pin_code'));
  });

  it('fills in the last delivery address of a signed-in customer, and offers the others', async () => {
    const last: SavedAddress = {
      country: 'US',
      name: 'Asha Verma',
      delivery_address: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      pin_code: '10118',
      country_code: '+1',
      mobile_number: '2125550100',
    };
    const older: SavedAddress = { ...complete, country: 'IN', country_code: '+91' };
    const loadSavedAddresses = jest.fn().mockResolvedValue([last, older]);
    const detectCountry = jest.fn().mockResolvedValue('GB');
    renderForm({ token: 'token-1', loadSavedAddresses, detectCountry });
    await waitFor(() => expect(field('delivery_address')).toHaveValue('350 Fifth Avenue'));
    expect(loadSavedAddresses).toHaveBeenCalledWith('token-1');
    expect(detectCountry).not.toHaveBeenCalled();
    expect(field('country')).toHaveValue('US');
    expect(field('country_code')).toHaveValue('+1');
    expect(field('mobile_number')).toHaveValue('2125550100');
    expect(labelled('ZIP code')).toHaveValue('10118');

    const choice = screen.getByLabelText(SAVED_ADDRESS_LABEL);
    fireEvent.change(choice, { target: { value: '1' } });
    expect(field('country')).toHaveValue('IN');
    expect(labelled('PIN code')).toHaveValue('302002');
    // Still the shopper's to edit.
    fill({ city: 'Ajmer' });
    expect(field('city')).toHaveValue('Ajmer');
    fireEvent.change(choice, { target: { value: '' } });
    expect(screen.getByRole('option', { name: SAVED_ADDRESS_NEW })).toBeInTheDocument();
    expect(field('delivery_address')).toHaveValue('');
  });

  it('never overwrites what the shopper typed with an address that arrives later', async () => {
    let resolve: (addresses: SavedAddress[]) => void = () => {};
    const loadSavedAddresses = jest.fn(() => new Promise<SavedAddress[]>((done) => (resolve = done)));
    renderForm({ token: 'token-1', loadSavedAddresses });
    fill({ name: 'Ravi Kumar' });
    await act(async () => resolve([{ ...complete, country: 'IN', country_code: '+91', name: 'Asha Verma' }]));
    expect(field('name')).toHaveValue('Ravi Kumar');
    expect(field('delivery_address')).toHaveValue('');
  });

  describe("the account's name and phone (issue 31, item 4)", () => {
    const account = { first_name: 'Asha', last_name: 'Verma', country_code: '+91', mobile_number: '9829012345' };

    it('fills them in when the customer has no saved address, in the detected country, and they stay editable', async () => {
      const loadAccount = jest.fn().mockResolvedValue(account);
      renderForm({
        token: 'token-1',
        loadSavedAddresses: jest.fn().mockResolvedValue([]),
        loadAccount,
        detectCountry: jest.fn().mockResolvedValue('US'),
      });
      await waitFor(() => expect(field('name')).toHaveValue('Asha Verma'));
      expect(loadAccount).toHaveBeenCalledWith('token-1');
      expect(field('mobile_number')).toHaveValue('9829012345');
      // The phone keeps its own calling code; the delivery country is the detected one.
      expect(field('country_code')).toHaveValue('+91');
      expect(field('country')).toHaveValue('US');
      expect(field('delivery_address')).toHaveValue('');
      expect(screen.queryByLabelText(SAVED_ADDRESS_LABEL)).not.toBeInTheDocument();
      fill({ name: 'Ravi Kumar', mobile_number: '9414012345' });
      expect(field('name')).toHaveValue('Ravi Kumar');
      expect(field('mobile_number')).toHaveValue('9414012345');
    });

    it('leaves them to the saved address when there is one; "A new address" starts from them', async () => {
      const saved: SavedAddress = { ...complete, name: 'Meera Verma', country: 'IN', country_code: '+91' };
      renderForm({
        token: 'token-1',
        loadSavedAddresses: jest.fn().mockResolvedValue([saved]),
        loadAccount: jest.fn().mockResolvedValue(account),
      });
      await waitFor(() => expect(field('name')).toHaveValue('Meera Verma'));
      expect(field('delivery_address')).toHaveValue(complete.delivery_address);
      fireEvent.change(screen.getByLabelText(SAVED_ADDRESS_LABEL), { target: { value: '' } });
      expect(field('name')).toHaveValue('Asha Verma');
      expect(field('mobile_number')).toHaveValue('9829012345');
      expect(field('delivery_address')).toHaveValue('');
    });

    it('never overwrites what the shopper typed with account details that arrive later', async () => {
      let resolve: (value: typeof account) => void = () => {};
      const loadAccount = jest.fn(() => new Promise<typeof account>((done) => (resolve = done)));
      renderForm({ token: 'token-1', loadSavedAddresses: jest.fn().mockResolvedValue([]), loadAccount });
      fill({ mobile_number: '9414012345' });
      await act(async () => resolve(account));
      expect(field('mobile_number')).toHaveValue('9414012345');
      expect(field('name')).toHaveValue('');
    });

    it('fills nothing for a visitor without a token', async () => {
      const loadAccount = jest.fn().mockResolvedValue(account);
      const detectCountry = jest.fn().mockResolvedValue('IN');
      renderForm({ loadAccount, detectCountry });
      await waitFor(() => expect(detectCountry).toHaveBeenCalled());
      await act(async () => {});
      expect(loadAccount).not.toHaveBeenCalled();
      expect(field('name')).toHaveValue('');
    });
  });

  it('offers cash on delivery only for delivery in India, and unticks it when the country changes', () => {
    const { props } = renderForm({ currency: 'INR', cashOnDelivery: true });
    expect(screen.getByRole('radio', { name: CASH_ON_DELIVERY_LABEL })).toBeChecked();
    fireEvent.change(field('country'), { target: { value: 'AE' } });
    expect(screen.queryByRole('radio', { name: CASH_ON_DELIVERY_LABEL })).not.toBeInTheDocument();
    expect(screen.getByText(CASH_ON_DELIVERY_INDIA_ONLY)).toBeInTheDocument();
    expect(props.onCashOnDeliveryChange).toHaveBeenCalledWith(false);
    // The UAE has no postal codes: the field is optional there.
    expect(labelled('Postal code')).not.toBeRequired();
  });
});
