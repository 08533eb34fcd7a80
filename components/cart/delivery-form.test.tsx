import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  CASH_ON_DELIVERY_LABEL,
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  ERROR_BANNER_MS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_MESSAGE,
  PLACE_ORDER,
  REQUIRED_FIELDS_MESSAGE,
  type DeliveryFieldName,
} from './cart-messages';
import { DeliveryForm, type DeliveryFormProps } from './delivery-form';

function renderForm(overrides: Partial<DeliveryFormProps> = {}) {
  const props: DeliveryFormProps = {
    currency: 'INR',
    cashOnDelivery: false,
    onCashOnDeliveryChange: jest.fn(),
    onPlaceOrder: jest.fn(),
    ...overrides,
  };
  const view = render(<DeliveryForm {...props} />);
  return { ...view, props };
}

function field(name: DeliveryFieldName): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByLabelText<HTMLInputElement>(new RegExp(`^${DELIVERY_FIELD_LABELS[name]}`));
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
    for (const name of ['pin_code', 'city', 'state'] as const) expect(field(name)).toBeRequired();
    for (const name of ['country_code', 'comment'] as const) expect(field(name)).not.toBeRequired();
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
    expect(props.onPlaceOrder).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'cod', cash_on_delivery: true }));

    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    expect(props.onCashOnDeliveryChange).toHaveBeenLastCalledWith(false);

    rerender(<DeliveryForm {...props} cashOnDelivery={false} currency="USD" />);
    expect(screen.queryByRole('radio', { name: new RegExp(`^${CASH_ON_DELIVERY_LABEL}`) })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });


  it('never sends cash on delivery for a USD cart', async () => {
    const { props } = renderForm({ currency: 'USD', cashOnDelivery: true });
    fill(complete);
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await placeOrder();
    expect(props.onPlaceOrder).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'razorpay', cash_on_delivery: false }));
  });
});
