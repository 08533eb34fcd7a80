'use client';
import { useState } from 'react';
import styled from 'styled-components';
import { OrderSection } from './order-section';
import { AccountMessage } from '@/components/account/account-message';
import useSWR from 'swr';
import { useSession } from '@/components/session/session-provider';
import { Alert } from '@/components/ui/alert';
import { FactList } from '@/components/ui/fact-list';
import { PillButton, PillLink } from '@/components/ui/pill-link';
import { browserApi } from '@/lib/api/browser';
import { fetchOrderInvoice } from '@/lib/api/files';
import { isApiError } from '@/lib/contract/api-error';
import { orderHasInvoice } from '@/lib/contract/order-status';
import type { OrderDetail as OrderDetailData, OrderSummary } from '@/lib/contract/orders';
import { deliveryCountryName } from '@/lib/delivery-countries';
import { BuyAgainButton } from '../buy-again-button';
import { OrderCard } from '../order-card';
import { OrderReviews } from './order-reviews';
import { saveFile } from './save-file';
import { TaxDocuments } from './tax-documents';
import {
  DELIVERY_HEADING,
  DELIVERY_LABELS,
  INVOICE_DOWNLOAD,
  INVOICE_DOWNLOADING,
  INVOICE_FAILED,
  ORDER_FAILED,
  ORDER_LOADING,
  ORDER_LOGIN_PROMPT,
  ORDER_NOT_FOUND,
  ORDERS_BACK_LINK,
  ORDERS_LOGIN_LINK,
  FULFILMENT_STATUS_LABELS,
  SHIPPING_HEADING,
  SHIPPING_LABELS,
  invoiceFileName,
  trackingLinkLabel,
} from '../orders-messages';

const Address = styled.address`
  font-style: normal;
  white-space: pre-line;
`;

async function fetchOrder([, orderNumber, token]: readonly ['order', string, string]): Promise<OrderDetailData> {
  return (await browserApi.getOrderDetail({ order_id: orderNumber }, { token })).data;
}

/**
 * One of the signed-in customer's orders (GET /api/order-detail/ with the browser's token), read once:
 * the order page and the confirmation page after checkout share it.
 */
export function useOwnOrder(orderNumber: string) {
  const { ready, token } = useSession();
  const { data, error, isLoading } = useSWR(
    ready && token ? (['order', orderNumber, token] as const) : null,
    fetchOrder,
    { shouldRetryOnError: false },
  );
  return { ready, token, data, error, isLoading };
}

function InvoiceDownload({ orderNumber, token }: { orderNumber: string; token: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download() {
    setState('busy');
    try {
      saveFile(await fetchOrderInvoice(orderNumber, token), invoiceFileName(orderNumber));
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <OrderSection aria-label={INVOICE_DOWNLOAD}>
      <PillButton
        type="button"
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {state === 'busy' ? INVOICE_DOWNLOADING : INVOICE_DOWNLOAD}
      </PillButton>
      {state === 'failed' ? <Alert>{INVOICE_FAILED}</Alert> : null}
    </OrderSection>
  );
}

export function Delivery({ order }: { order: OrderSummary }) {
  const { delivery } = order;
  const phone = [delivery.country_code, delivery.mobile_number].filter(Boolean).join(' ');
  return (
    <OrderSection aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">{DELIVERY_HEADING}</h2>
      <FactList>
        <div>
          <dt>{DELIVERY_LABELS.name}</dt>
          <dd>{delivery.name}</dd>
        </div>
        <div>
          <dt>{DELIVERY_LABELS.address}</dt>
          <dd>
            <Address>
              {[
                delivery.delivery_address,
                [delivery.city, delivery.state, delivery.pin_code].filter(Boolean).join(', '),
                deliveryCountryName(delivery.country),
              ].join('\n')}
            </Address>
          </dd>
        </div>
        <div>
          <dt>{DELIVERY_LABELS.phone}</dt>
          <dd>{phone}</dd>
        </div>
        {delivery.comment ? (
          <div>
            <dt>{DELIVERY_LABELS.comment}</dt>
            <dd>{delivery.comment}</dd>
          </div>
        ) : null}
      </FactList>
    </OrderSection>
  );
}

/** Where the parcel is, and once shipped the courier and the tracking link (set in the back office). */
function Shipping({ order }: { order: OrderSummary }) {
  const { fulfilment } = order;
  if (
    order.status === 'cancelled' ||
    order.status === 'expired' ||
    order.status === 'pending' ||
    order.status === 'failed'
  )
    return null;
  return (
    <OrderSection aria-labelledby="shipping-heading">
      <h2 id="shipping-heading">{SHIPPING_HEADING}</h2>
      <FactList>
        <div>
          <dt>{SHIPPING_LABELS.status}</dt>
          <dd>{FULFILMENT_STATUS_LABELS[fulfilment.status]}</dd>
        </div>
        {fulfilment.courier ? (
          <div>
            <dt>{SHIPPING_LABELS.courier}</dt>
            <dd>{fulfilment.courier}</dd>
          </div>
        ) : null}
        {fulfilment.tracking_number ? (
          <div>
            <dt>{SHIPPING_LABELS.tracking}</dt>
            <dd>{fulfilment.tracking_number}</dd>
          </div>
        ) : null}
      </FactList>
      {fulfilment.tracking_url ? (
        <p>
          <a href={fulfilment.tracking_url} rel="noopener noreferrer" target="_blank">
            {trackingLinkLabel(fulfilment.courier)}
          </a>
        </p>
      ) : null}
    </OrderSection>
  );
}

/** The order's GST tax invoice and credit notes to download, or (an order from before GST invoicing) its receipt. */
export function OrderInvoice({ order, token }: { order: OrderDetailData; token: string }) {
  if (order.tax_documents.length > 0)
    return <TaxDocuments documents={order.tax_documents} orderNumber={order.order_id} token={token} />;
  return orderHasInvoice(order.status) ? <InvoiceDownload orderNumber={order.order_id} token={token} /> : null;
}

/**
 * One of the signed-in customer's orders (GET /api/order-detail/ with the
 * session token): status, lines, totals, the delivery address and, once
 * paid or confirmed, its GST tax invoice and credit notes to download (or,
 * for an order from before GST invoicing, its receipt).
 */
export function OrderDetail({ orderNumber, labelledBy }: { orderNumber: string; labelledBy: string }) {
  const { ready, token, data, error, isLoading } = useOwnOrder(orderNumber);

  if (!ready) return <AccountMessage role="status">{ORDER_LOADING}</AccountMessage>;
  if (!token || (isApiError(error) && error.status === 401)) {
    return (
      <AccountMessage>
        <p>{ORDER_LOGIN_PROMPT}</p>
        <PillLink href="/login">{ORDERS_LOGIN_LINK}</PillLink>
      </AccountMessage>
    );
  }
  if (error) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <AccountMessage>
        <Alert>{notFound ? ORDER_NOT_FOUND : ORDER_FAILED}</Alert>
        <PillLink href="/account/orders">{ORDERS_BACK_LINK}</PillLink>
      </AccountMessage>
    );
  }
  if (isLoading || !data) return <AccountMessage role="status">{ORDER_LOADING}</AccountMessage>;
  return (
    <OrderCard order={data} labelledBy={labelledBy}>
      <BuyAgainButton orderNumber={data.order_id} />
      <Shipping order={data} />
      <Delivery order={data} />
      <OrderInvoice order={data} token={token} />
      {data.fulfilment.status === 'delivered' ? <OrderReviews orderNumber={data.order_id} token={token} /> : null}
    </OrderCard>
  );
}
