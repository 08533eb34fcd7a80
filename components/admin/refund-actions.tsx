'use client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import type { getAdminOrderResponse, RefundMethodName } from '@/lib/contract/admin';
import type { z } from 'zod';
import { formatAdminAmount } from './admin-format';
import { StepForm, useActionRunner } from './order-actions';

type Refundable = z.output<typeof getAdminOrderResponse>['refundable'];

/** What each refund method does, under its form. */
const METHOD_TEXT: Record<RefundMethodName, string> = {
  provider: 'The payment provider gives it back to the card or PayPal account that paid.',
  manual: 'Record cash handed back to the shopper (cash on delivery).',
};

/**
 * Refunds of an order in full or in part (POST .../refund/): one form per
 * refund method the server says the order takes now, with what it says may
 * still be refunded (refundable of GET /api/admin/orders/{order_number}/);
 * none when nothing can be. The outcome's message stays when the last form
 * goes (the order fully refunded) and takes the focus. One idempotency key
 * per form, so a double press or a retry after a lost answer gives the first
 * refund back instead of refunding twice.
 */
export function RefundActions({
  orderNumber,
  currency,
  refundable,
  limit,
}: {
  orderNumber: string;
  currency: string;
  refundable: Refundable;
  limit?: string;
}) {
  const { message, run, props, status } = useActionRunner<RefundMethodName>();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  return (
    <>
      <Alert tone="success" {...status}>
        {message}
      </Alert>
      {refundable.map(({ method, amount }) => (
        <StepForm
          key={method}
          {...props(method)}
          title="Refund"
          button="Refund"
          danger
          fields={[
            { name: 'amount', label: `Amount (${currency})`, kind: 'decimal', required: true },
            { name: 'reason', label: 'Reason', kind: 'text', required: true },
          ]}
          onSubmit={(values) =>
            run(method, async () => {
              const answer = await adminBrowserApi.refundOrder({
                order_number: orderNumber,
                amount: Number(values.amount),
                reason: values.reason ?? '',
                method,
                idempotency_key: idempotencyKey,
              });
              // The next refund of this order is a new one.
              setIdempotencyKey(crypto.randomUUID());
              return answer;
            })
          }
        >
          Up to <span data-testid="refundable">{formatAdminAmount(amount, currency)}</span> can still be refunded.{' '}
          {METHOD_TEXT[method]} The shopper is told by e-mail and WhatsApp.
          {limit !== undefined ? (
            <span data-testid="refund-limit">
              {' '}
              Your role may refund up to {limit} at a time; above it, an owner issues the refund.
            </span>
          ) : null}
        </StepForm>
      ))}
    </>
  );
}
