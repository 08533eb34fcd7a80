import type { Metadata } from 'next';
import {
  CHANNEL_NAMES,
  formatAdminAmount,
  formatAdminTime,
  humanize,
  PAYMENT_METHOD_NAMES,
} from '@/components/admin/admin-format';
import { AdminPageFrame, DataTable, Muted, Panel, StatusPill } from '@/components/admin/admin-parts';
import { OrderActions } from '@/components/admin/order-actions';
import { RefundActions } from '@/components/admin/refund-actions';
import { TaxDocumentsPanel } from '@/components/admin/tax-documents-panel';
import { FactList } from '@/components/ui/fact-list';
import { deliveryCountryName } from '@/lib/delivery-countries';
import Link from '@/components/ui/link';
import { TotalsList } from '@/components/ui/totals-list';
import { loadAdminData } from '../../../admin-data';

type Props = { params: Promise<{ orderNumber: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNumber } = await params;
  return { title: `Order ${decodeURIComponent(orderNumber)}` };
}

/** Amounts an event names, shown in the order's currency (or the one the event names). */
const MONEY_KEYS = new Set(['total', 'amount']);
/** Codes an event names, shown as words. */
const CODE_KEYS = new Set(['template', 'provider', 'outcome', 'call_outcome', 'method']);

/** An event's details as staff read them: "Payment method: Cash on delivery · Total: ₹2,328". */
function describeEvent(data: Record<string, unknown>, orderCurrency: string): string {
  const currency = typeof data.currency === 'string' ? data.currency : orderCurrency;
  return Object.entries(data)
    .filter(([key, value]) => value !== null && value !== undefined && value !== '' && key !== 'currency')
    .map(([key, value]) => {
      let shown: string;
      if (key === 'payment_method' && typeof value === 'string') shown = PAYMENT_METHOD_NAMES[value] ?? humanize(value);
      else if (key === 'channel' && typeof value === 'string') shown = CHANNEL_NAMES[value] ?? humanize(value);
      else if (MONEY_KEYS.has(key) && typeof value === 'number') shown = formatAdminAmount(value, currency);
      else if (CODE_KEYS.has(key) && typeof value === 'string') shown = humanize(value);
      else shown = typeof value === 'string' ? value : JSON.stringify(value);
      return `${humanize(key)}: ${shown}`;
    })
    .join(' · ');
}

/** Everything about one order, the fulfilment steps and refunds the server says it allows now. */
export default async function AdminOrderPage({ params }: Props) {
  const orderNumber = decodeURIComponent((await params).orderNumber);
  const path = `/admin/orders/${encodeURIComponent(orderNumber)}`;
  const {
    order,
    lines,
    customer,
    payments,
    captured,
    refunded,
    refund_limit: refundLimit,
    refund_requests: refundRequests,
    allowed_actions: allowedActions,
    refundable,
    messages,
    timeline,
    tax_documents: taxDocuments,
  } = await loadAdminData(path, (api) => api.getAdminOrder({ order_number: orderNumber }));
  const money = (amount: number) => formatAdminAmount(amount, order.currency);
  const { fulfilment } = order;
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/orders">← All orders</Link>
      </p>
      <h1>Order {order.order_number}</h1>
      <FactList>
        <div>
          <dt>Payment status</dt>
          <dd>
            <StatusPill data-testid="order-status">{humanize(order.status)}</StatusPill>
          </dd>
        </div>
        <div>
          <dt>Fulfilment</dt>
          <dd>
            <StatusPill data-testid="fulfilment-status">{humanize(fulfilment.status)}</StatusPill>
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatAdminTime(order.created_at)}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{PAYMENT_METHOD_NAMES[order.payment_method] ?? order.payment_method}</dd>
        </div>
      </FactList>

      <Panel aria-labelledby="actions-heading">
        <h2 id="actions-heading">Fulfilment</h2>
        {fulfilment.tracking_number ? (
          <p>
            Shipped with {fulfilment.courier}, tracking number {fulfilment.tracking_number}
            {fulfilment.tracking_url ? (
              <>
                {' '}
                (
                <a href={fulfilment.tracking_url} rel="noopener noreferrer" target="_blank">
                  tracking page
                </a>
                )
              </>
            ) : null}
            .
          </p>
        ) : null}
        <OrderActions orderNumber={order.order_number} actions={allowedActions} />
        <p>
          <a href={`/api/admin/orders/${encodeURIComponent(order.order_number)}/packing-slip/`}>Packing slip (PDF)</a>
        </p>
      </Panel>

      <Panel aria-labelledby="lines-heading">
        <h2 id="lines-heading">Lines</h2>
        <DataTable>
          <caption className="visually-hidden">Lines of the order</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Size</th>
              <th scope="col" data-numeric="">
                Quantity
              </th>
              <th scope="col" data-numeric="">
                Unit price
              </th>
              <th scope="col" data-numeric="">
                Line total
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.product_pk}-${line.size}`}>
                <td data-label="Product">
                  <Link href={`/product/${line.product_pk}`}>{line.product_name}</Link>
                </td>
                <td data-label="Size">{line.size}</td>
                <td data-label="Quantity" data-numeric="">
                  {line.quantity}
                </td>
                <td data-label="Unit price" data-numeric="">
                  {money(line.unit_price)}
                </td>
                <td data-label="Line total" data-numeric="">
                  {money(line.line_total)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <TotalsList
          compact
          rows={[
            { key: 'subtotal', label: 'Subtotal', value: money(order.subtotal) },
            ...(order.discount > 0
              ? [
                  {
                    key: 'discount',
                    label: `Discount${order.promo_code ? ` (${order.promo_code})` : ''}`,
                    value: `−${money(order.discount)}`,
                  },
                ]
              : []),
            { key: 'shipping', label: 'Shipping', value: order.shipping === 0 ? 'Free' : money(order.shipping) },
          ]}
          total={{ label: 'Total', value: money(order.total) }}
        />
      </Panel>

      <Panel aria-labelledby="customer-heading">
        <h2 id="customer-heading">Customer and delivery</h2>
        <FactList>
          <div>
            <dt>Customer</dt>
            <dd>
              <Link href={`/admin/customers/${customer.id}`}>
                {customer.first_name} {customer.last_name}
              </Link>
            </dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              {customer.email} ({customer.email_confirmed ? 'confirmed' : 'not confirmed'})
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              {customer.country_code} {customer.mobile_number}
            </dd>
          </div>
          <div>
            <dt>Deliver to</dt>
            <dd>
              <address style={{ fontStyle: 'normal' }}>
                {order.delivery.name}
                <br />
                {order.delivery.delivery_address}
                <br />
                {order.delivery.city}, {order.delivery.state} {order.delivery.pin_code}
                <br />
                {deliveryCountryName(order.delivery.country)}
                <br />
                {order.delivery.country_code} {order.delivery.mobile_number}
              </address>
            </dd>
          </div>
          {order.delivery.comment ? (
            <div>
              <dt>Comment</dt>
              <dd>{order.delivery.comment}</dd>
            </div>
          ) : null}
        </FactList>
      </Panel>

      {/* Payments: captures, refunds and the refund form. */}
      <Panel aria-labelledby="payments-heading" id="payments">
        <h2 id="payments-heading">Payments</h2>
        <p>
          Captured {money(captured)} · refunded {money(refunded)}
        </p>
        {order.last_payment_error ? <Muted>Last payment error: {order.last_payment_error}</Muted> : null}
        {payments.length === 0 ? (
          <Muted>No payment recorded.</Muted>
        ) : (
          <DataTable>
            <caption className="visually-hidden">Payments of the order</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Provider</th>
                <th scope="col">Provider order</th>
                <th scope="col">Provider payment</th>
                <th scope="col">Kind</th>
                <th scope="col" data-numeric="">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td data-label="When">{formatAdminTime(payment.created_at)}</td>
                  <td data-label="Provider">{humanize(payment.provider)}</td>
                  <td data-label="Provider order">
                    <code>{payment.provider_order_id}</code>
                  </td>
                  <td data-label="Provider payment">
                    {payment.provider_payment_id ? <code>{payment.provider_payment_id}</code> : '—'}
                  </td>
                  <td data-label="Kind">{humanize(payment.status)}</td>
                  <td data-label="Amount" data-numeric="">
                    {formatAdminAmount(payment.amount, payment.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        {refundRequests.length > 0 ? (
          <DataTable>
            <caption>Refunds asked</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">How</th>
                <th scope="col">State</th>
                <th scope="col">Reason</th>
                <th scope="col" data-numeric="">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {refundRequests.map((request) => (
                <tr key={request.id}>
                  <td data-label="When">{formatAdminTime(request.created_at)}</td>
                  <td data-label="How">
                    {request.provider
                      ? (PAYMENT_METHOD_NAMES[request.provider] ?? humanize(request.provider))
                      : 'Cash handed back'}
                  </td>
                  <td data-label="State">
                    {humanize(request.state)}
                    {request.error ? ` (${request.error})` : ''}
                  </td>
                  <td data-label="Reason">{request.reason}</td>
                  <td data-label="Amount" data-numeric="">
                    {formatAdminAmount(request.amount, request.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ) : null}
        <RefundActions
          orderNumber={order.order_number}
          currency={order.currency}
          refundable={refundable}
          limit={refundLimit === null ? undefined : money(refundLimit)}
        />
      </Panel>

      <TaxDocumentsPanel documents={taxDocuments} />

      <Panel aria-labelledby="messages-heading">
        <h2 id="messages-heading">Messages sent</h2>
        {messages.length === 0 ? (
          <Muted>No message yet.</Muted>
        ) : (
          <DataTable>
            <caption className="visually-hidden">Messages to the shopper about this order</caption>
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">Channel</th>
                <th scope="col">To</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={`${message.template}-${message.channel}-${message.created_at}`}>
                  <td data-label="Message">{humanize(message.template)}</td>
                  <td data-label="Channel">{CHANNEL_NAMES[message.channel] ?? humanize(message.channel)}</td>
                  <td data-label="To">{message.recipient}</td>
                  <td data-label="Sent">
                    {message.sent_at
                      ? formatAdminTime(message.sent_at)
                      : message.skipped_reason
                        ? `Skipped: ${message.skipped_reason}`
                        : message.last_error
                          ? `Not sent yet: ${message.last_error}`
                          : 'Waiting'}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Panel>

      <Panel aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Timeline</h2>
        <ol>
          {timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <strong>{humanize(entry.kind)}</strong> · {formatAdminTime(entry.at)}
              {entry.staff_name ? ` · by ${entry.staff_name}` : ''}
              {Object.keys(entry.data).length > 0 ? (
                <>
                  <br />
                  <Muted as="span">{describeEvent(entry.data, order.currency)}</Muted>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </Panel>
    </AdminPageFrame>
  );
}
