import type { Metadata } from 'next';
import { formatAdminAmount, formatAdminTime, PAYMENT_METHOD_NAMES } from '@/components/admin/admin-format';
import { AdminPageFrame, DataTable, Panel } from '@/components/admin/admin-parts';
import { SettingsForm } from '@/components/admin/staff-forms';
import { AddGstRateForm, TaxSettingsForm } from '@/components/admin/tax-forms';
import { loadAdminData } from '../../admin-data';

export const metadata: Metadata = { title: 'Settings' };

const MESSAGING_NAMES = {
  outbox: 'Outbox (written to files, not sent)',
  http: 'SMS gateway',
  smtp: 'SMTP server',
} as const;

/** Owners only (403 for others): what the brand changes without a developer, and the configuration it runs with (no secrets). */
export default async function SettingsPage() {
  const [{ settings, shop }, tax, { rates, today }] = await loadAdminData('/admin/settings', (api) =>
    Promise.all([api.getSettings({}), api.getTaxSettings({}), api.listGstRates({})]),
  );
  const rows = [
    {
      key: 'staff_refund_limit_inr',
      label: 'Staff refund limit, INR',
      show: (value: number) => formatAdminAmount(value, 'INR'),
    },
    {
      key: 'staff_refund_limit_usd',
      label: 'Staff refund limit, USD',
      show: (value: number) => formatAdminAmount(value, 'USD'),
    },
    { key: 'low_stock_threshold', label: 'Low stock at', show: (value: number) => `${value} pieces free or fewer` },
  ] as const;
  return (
    <AdminPageFrame>
      <h1>Settings</h1>
      <Panel aria-labelledby="settings-heading">
        <h2 id="settings-heading">In force</h2>
        <DataTable>
          <caption className="visually-hidden">Settings in force</caption>
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">Value</th>
              <th scope="col">Default</th>
              <th scope="col">Changed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const state = settings[row.key];
              return (
                <tr key={row.key}>
                  <th scope="row" data-label="Setting">
                    {row.label}
                  </th>
                  <td data-label="Value" data-testid={`setting-${row.key}`}>
                    {row.show(state.value)}
                  </td>
                  <td data-label="Default">{row.show(state.default)}</td>
                  <td data-label="Changed">
                    {state.overridden
                      ? `${formatAdminTime(state.updated_at)} by ${state.updated_by ?? 'a former member'}`
                      : 'Default'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
        <SettingsForm values={settings} />
      </Panel>
      <Panel aria-labelledby="tax-heading">
        <h2 id="tax-heading">Tax (GST)</h2>
        <p data-testid="tax-state">
          {tax.configured
            ? `Saved ${formatAdminTime(tax.updated_at)}${tax.updated_by ? ` by ${tax.updated_by}` : ''}. Supplier state: ${tax.tax.state_name} (${tax.tax.state_code}).`
            : 'Not saved yet: invoices need the legal name, address and GSTIN.'}
        </p>
        <TaxSettingsForm values={tax.tax} />
      </Panel>
      <Panel aria-labelledby="gst-rates-heading">
        <h2 id="gst-rates-heading">GST rates by HSN code</h2>
        <DataTable>
          <caption className="visually-hidden">GST rates, by HSN prefix and start date</caption>
          <thead>
            <tr>
              <th scope="col">HSN</th>
              <th scope="col">From</th>
              <th scope="col">Rate</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.id}>
                <th scope="row" data-label="HSN">
                  {rate.hsn_prefix}
                </th>
                <td data-label="From">
                  {rate.effective_from}
                  {rate.in_force ? ' (in force)' : ''}
                </td>
                <td data-label="Rate">
                  {rate.threshold === null || rate.rate_above_percent === null
                    ? `${rate.rate_percent}%`
                    : `${rate.rate_percent}% up to ${formatAdminAmount(rate.threshold, 'INR')} per piece, ${rate.rate_above_percent}% above`}
                </td>
                <td data-label="Note">{rate.note}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <AddGstRateForm today={today} />
      </Panel>
      <Panel aria-labelledby="config-heading">
        <h2 id="config-heading">Shop configuration</h2>
        <p>
          Set by the developer in the server&apos;s environment (docs/SETTINGS.md); shown here without keys or secrets.
        </p>
        <DataTable>
          <caption className="visually-hidden">Payment methods</caption>
          <thead>
            <tr>
              <th scope="col">Payment method</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {shop.payments.map((payment) => (
              <tr key={payment.provider}>
                <th scope="row" data-label="Payment method">
                  {PAYMENT_METHOD_NAMES[payment.provider] ?? payment.provider}
                </th>
                <td data-label="State">
                  {payment.enabled ? (payment.sandbox ? 'On, test sandbox (no real money)' : 'On') : 'Off'}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <dl>
          <dt>SMS and WhatsApp</dt>
          <dd>{MESSAGING_NAMES[shop.messaging.sms]}</dd>
          <dt>E-mail</dt>
          <dd>{MESSAGING_NAMES[shop.messaging.email]}</dd>
          <dt>Shop address</dt>
          <dd>{shop.site_url}</dd>
          <dt>Back-office sessions</dt>
          <dd>
            End after {shop.staff_session_hours} hours, or {shop.staff_session_idle_minutes} minutes without use
          </dd>
        </dl>
      </Panel>
    </AdminPageFrame>
  );
}
