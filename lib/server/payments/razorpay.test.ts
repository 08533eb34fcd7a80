import crypto from 'node:crypto';
import {
  isExpectedSignature,
  razorpayPaymentSignature,
  razorpayWebhookSignature,
  verifyRazorpayPaymentSignature,
  verifyRazorpayWebhookSignature,
} from './razorpay';

describe('Razorpay signatures', () => {
  it('signs order_id|payment_id with the key secret, as Razorpay documents', () => {
    const expected = crypto
      .createHmac('sha256', 'secret')
      .update('order_IluGWxBm9U8zJ8|pay_IluGXH3Zbs2Sle')
      .digest('hex');
    expect(razorpayPaymentSignature('order_IluGWxBm9U8zJ8', 'pay_IluGXH3Zbs2Sle', 'secret')).toBe(expected);
    expect(
      verifyRazorpayPaymentSignature({
        providerOrderId: 'order_IluGWxBm9U8zJ8',
        paymentId: 'pay_IluGXH3Zbs2Sle',
        signature: expected,
        keySecret: 'secret',
      }),
    ).toBe(true);
    expect(
      verifyRazorpayPaymentSignature({
        providerOrderId: 'order_other0000000',
        paymentId: 'pay_IluGXH3Zbs2Sle',
        signature: expected,
        keySecret: 'secret',
      }),
    ).toBe(false);
    expect(
      verifyRazorpayPaymentSignature({
        providerOrderId: 'order_IluGWxBm9U8zJ8',
        paymentId: 'pay_IluGXH3Zbs2Sle',
        signature: expected,
        keySecret: 'other',
      }),
    ).toBe(false);
  });

  it('signs the raw webhook body, so the same JSON spaced differently does not verify', () => {
    const raw = '{"event":"payment.captured","payload":{}}';
    const signature = razorpayWebhookSignature(raw, 'whsec');
    expect(verifyRazorpayWebhookSignature(raw, signature, 'whsec')).toBe(true);
    expect(verifyRazorpayWebhookSignature(Buffer.from(raw), signature, 'whsec')).toBe(true);
    expect(verifyRazorpayWebhookSignature(JSON.stringify(JSON.parse(raw), null, 1), signature, 'whsec')).toBe(false);
    expect(verifyRazorpayWebhookSignature(raw, signature, 'other')).toBe(false);
  });

  it('refuses anything but 64 lower-case hex characters before comparing', () => {
    const expected = razorpayPaymentSignature('order_a', 'pay_b', 'secret');
    expect(isExpectedSignature(expected, expected)).toBe(true);
    for (const received of [
      '',
      expected.slice(0, 63),
      `${expected}0`,
      expected.toUpperCase(),
      `${expected.slice(0, 63)}g`,
      ' '.repeat(64),
    ]) {
      expect(isExpectedSignature(expected, received)).toBe(false);
    }
    const flipped = `${expected.slice(0, 5)}${expected[5] === '0' ? '1' : '0'}${expected.slice(6)}`;
    expect(isExpectedSignature(expected, flipped)).toBe(false);
  });
});
