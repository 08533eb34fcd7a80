import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GSTIN_MESSAGES, gstinCheckCharacter } from '@/lib/gst/gstin';
import {
  BUSINESS_BUYER_TOGGLE,
  BUSINESS_FIELD_LABELS,
  BUSINESS_REQUIRED_MESSAGES,
  DELIVERY_FIELD_LABELS,
  fieldProblemMessage,
  PAYMENT_METHOD_LABELS,
  PLACE_ORDER,
  REQUIRED_FIELDS_MESSAGE,
} from './cart-messages';
import { DeliveryForm, type DeliveryFormProps } from './delivery-form';

const GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;

function renderForm(onPlaceOrder: DeliveryFormProps['onPlaceOrder'] = jest.fn()) {
  render(
    <DeliveryForm
      currency="INR"
      cashOnDelivery={false}
      onCashOnDeliveryChange={jest.fn()}
      onPlaceOrder={onPlaceOrder}
      detectCountry={jest.fn().mockResolvedValue(null)}
    />,
  );
  return onPlaceOrder;
}

function labelled(label: string): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\*?$`));
}

function messageOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function fillDelivery() {
  const values = {
    name: 'Asha Verma',
    mobile_number: '9829012345',
    delivery_address: '12 Hawa Mahal Road',
    city: 'Jaipur',
    state: 'Rajasthan',
  } as const;
  for (const [name, value] of Object.entries(values))
    fireEvent.change(labelled(DELIVERY_FIELD_LABELS[name as keyof typeof values]), { target: { value } });
  fireEvent.change(document.querySelector('input[name="pin_code"]')!, { target: { value: '302002' } });
  fireEvent.click(screen.getByLabelText(PAYMENT_METHOD_LABELS.razorpay));
}

async function placeOrder() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: PLACE_ORDER }));
  });
}

describe("the delivery form's business buyer (GSTIN)", () => {
  it('asks nothing until the shopper opens it, and sends no GSTIN then', async () => {
    const onPlaceOrder = renderForm();
    expect(screen.queryByLabelText(/^GSTIN/)).toBeNull();
    fillDelivery();
    await placeOrder();
    expect(onPlaceOrder).toHaveBeenCalledWith(expect.not.objectContaining({ gstin: expect.anything() }));
  });

  it('reveals two labelled fields, both required, each with its message, the focus on the first', async () => {
    const onPlaceOrder = renderForm();
    fillDelivery();
    const toggle = screen.getByRole('checkbox', { name: BUSINESS_BUYER_TOGGLE });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-controls');
    const gstin = labelled(BUSINESS_FIELD_LABELS.gstin);
    const legalName = labelled(BUSINESS_FIELD_LABELS.buyer_legal_name);
    expect(gstin).toBeRequired();
    await placeOrder();
    expect(onPlaceOrder).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(gstin)).toContain(BUSINESS_REQUIRED_MESSAGES.gstin);
    expect(messageOf(legalName)).toContain(BUSINESS_REQUIRED_MESSAGES.buyer_legal_name);
    expect(gstin).toHaveFocus();

    fireEvent.change(gstin, { target: { value: `${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}` } });
    expect(messageOf(gstin)).toContain(fieldProblemMessage('GSTIN', GSTIN_MESSAGES.check));
    fireEvent.change(gstin, { target: { value: GSTIN.toLowerCase() } });
    fireEvent.change(legalName, { target: { value: ' Verma Textiles LLP ' } });
    expect(gstin).not.toHaveAttribute('aria-invalid');
    await placeOrder();
    expect(onPlaceOrder).toHaveBeenCalledWith(
      expect.objectContaining({ gstin: GSTIN, buyer_legal_name: 'Verma Textiles LLP', country: 'IN' }),
    );
  });

  it('is not offered for delivery abroad', () => {
    renderForm();
    fireEvent.change(labelled(DELIVERY_FIELD_LABELS.country), { target: { value: 'US' } });
    expect(screen.queryByRole('checkbox', { name: BUSINESS_BUYER_TOGGLE })).toBeNull();
  });

  it("shows the server's refusal under the field it names and moves the focus there", async () => {
    const onPlaceOrder = renderForm(
      jest.fn().mockResolvedValue([{ field: 'buyer_legal_name', message: 'is required with a GSTIN' }]),
    );
    fillDelivery();
    fireEvent.click(screen.getByRole('checkbox', { name: BUSINESS_BUYER_TOGGLE }));
    fireEvent.change(labelled(BUSINESS_FIELD_LABELS.gstin), { target: { value: GSTIN } });
    fireEvent.change(labelled(BUSINESS_FIELD_LABELS.buyer_legal_name), { target: { value: 'V' } });
    await placeOrder();
    expect(onPlaceOrder).toHaveBeenCalled();
    const legalName = labelled(BUSINESS_FIELD_LABELS.buyer_legal_name);
    expect(messageOf(legalName)).toContain('Registered business name is required with a GSTIN.');
    await waitFor(() => expect(legalName).toHaveFocus());
  });
});
