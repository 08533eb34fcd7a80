import type { Metadata } from 'next';
import { formatAdminAmount, formatAdminTime, PAYMENT_METHOD_NAMES } from '@/components/admin/admin-format';
import { AdminPageFrame, DataTable, Panel } from '@/components/admin/admin-parts';
import { SettingsForm } from '@/components/admin/staff-forms';
import { loadAdminData } from '../../admin-data';

export const metadata: Metadata = { title: 'Settings' };

const MESSAGING_NAMES = {
  outbox: 'Outbox (written to files, not sent)',
  http: 'SMS gateway',
  smtp: 'SMTP server',
} as const;

/** Owners only (403 for others): what the brand changes without a developer, and the configuration it runs with (no secrets). */
export default async function SettingsPage() {
  const { settings, shop } = await loadAdminData('/admin/settings', (api) => api.getSettings({}));
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
