'use client';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { useFocusOutcome } from '@/components/ui/focus-outcome';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { SETTING_KEYS, STAFF_ROLES, type SettingKey } from '@/lib/contract/admin-limits';
import { ApiError } from '@/lib/contract/api-error';
import { theme } from '@/styles/theme';
import { ADMIN_SECRET_LABEL, STAFF_ACTION_LABELS } from './admin-messages';
import { AdminButton } from './admin-parts';
import { StepForm, useActionRunner } from './order-actions';

const RowButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const Qr = styled.span`
  display: block;
  max-width: 220px;
  svg {
    width: 100%;
    height: auto;
  }
`;

const Secret = styled.code`
  overflow-wrap: anywhere;
  font-size: 1.05rem;
`;

/** POST /api/admin/staff/: a new member by phone, name and role; they set up their authenticator at their first sign-in. */
export function AddStaffForm() {
  const { message, run, props } = useActionRunner<'add'>();
  const outcome = useFocusOutcome(props('add').failure ?? (message || null));
  return (
    <div ref={outcome}>
      <Alert tone="success">{message}</Alert>
      <StepForm
        {...props('add')}
        title="Add a staff member"
        button="Add member"
        fields={[
          { name: 'name', label: 'Name', kind: 'text', required: true },
          { name: 'country_code', label: 'Country code', kind: 'tel', required: true, defaultValue: '+91' },
          { name: 'mobile_number', label: 'Mobile number', kind: 'tel', required: true },
          {
            name: 'role',
            label: 'Role',
            kind: 'select',
            options: STAFF_ROLES.map((role) => ({
              value: role,
              label: role === 'owner' ? 'Owner (everything)' : 'Staff (orders, shipping)',
            })),
            defaultValue: 'staff',
          },
        ]}
        onSubmit={(values) =>
          run('add', () =>
            adminBrowserApi.addStaff({
              name: values.name ?? '',
              country_code: values.country_code ?? '',
              mobile_number: values.mobile_number ?? '',
              role: values.role === 'owner' ? 'owner' : 'staff',
            }),
          )
        }
      >
        They sign in at /admin with a code sent to this phone and set up their authenticator app then.
      </StepForm>
    </div>
  );
}

type StaffRowAction = 'role' | 'active' | 'reset';

/** One member's changes: role, deactivate or reactivate, reset the authenticator (each names the member for screen readers). */
export function StaffMemberActions({
  id,
  name,
  role,
  active,
}: {
  id: number;
  name: string;
  role: 'owner' | 'staff';
  active: boolean;
}) {
  const { message, run, props } = useActionRunner<StaffRowAction>();
  const failure = props('role').failure ?? props('active').failure ?? props('reset').failure;
  const anyBusy = props('role').anyBusy;
  const otherRole = role === 'owner' ? 'staff' : 'owner';
  const outcome = useFocusOutcome(failure ?? (message || null));
  return (
    <div ref={outcome}>
      <RowButtons>
        <AdminButton
          type="button"
          $variant="secondary"
          disabled={anyBusy}
          aria-label={`${STAFF_ACTION_LABELS[otherRole === 'owner' ? 'makeOwner' : 'makeStaff']}: ${name}`}
          onClick={() => void run('role', () => adminBrowserApi.changeStaffRole({ staff_id: id, role: otherRole }))}
        >
          {STAFF_ACTION_LABELS[otherRole === 'owner' ? 'makeOwner' : 'makeStaff']}
        </AdminButton>
        {active ? (
          <AdminButton
            type="button"
            $variant="dangerSecondary"
            disabled={anyBusy}
            aria-label={`${STAFF_ACTION_LABELS.deactivate}: ${name}`}
            onClick={() => void run('active', () => adminBrowserApi.deactivateStaff({ staff_id: id }))}
          >
            {STAFF_ACTION_LABELS.deactivate}
          </AdminButton>
        ) : (
          <AdminButton
            type="button"
            $variant="secondary"
            disabled={anyBusy}
            aria-label={`${STAFF_ACTION_LABELS.reactivate}: ${name}`}
            onClick={() => void run('active', () => adminBrowserApi.reactivateStaff({ staff_id: id }))}
          >
            {STAFF_ACTION_LABELS.reactivate}
          </AdminButton>
        )}
        <AdminButton
          type="button"
          $variant="dangerSecondary"
          disabled={anyBusy}
          aria-label={`${STAFF_ACTION_LABELS.reset}: ${name}`}
          onClick={() => void run('reset', () => adminBrowserApi.resetStaffAuthenticator({ staff_id: id }))}
        >
          {STAFF_ACTION_LABELS.reset}
        </AdminButton>
      </RowButtons>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <Alert tone="success">{message}</Alert>
    </div>
  );
}

const SETTING_LABELS: Record<SettingKey, string> = {
  staff_refund_limit_inr: 'Staff refund limit, INR (whole rupees)',
  staff_refund_limit_usd: 'Staff refund limit, USD (whole dollars)',
  low_stock_threshold: 'Low stock at (pieces free or fewer)',
};

/** The field's text as the API's value: empty is null (back to the default); anything but a whole number is refused here as the API would. */
function settingValue(key: SettingKey, text: string): number | null {
  if (text === '') return null;
  if (!/^\d{1,9}$/.test(text))
    throw new ApiError('invalid_request', `${key}: must be a whole number from 0, or empty for the default`, {
      field: key,
      forShopper: true,
    });
  return Number(text);
}

/** POST /api/admin/settings/: each field holds the value in force; emptied, it goes back to its default. */
export function SettingsForm({
  values,
}: {
  values: Record<SettingKey, { value: number; default: number; overridden: boolean }>;
}) {
  const { message, run, props } = useActionRunner<'settings'>();
  const outcome = useFocusOutcome(props('settings').failure ?? (message || null));
  return (
    <div ref={outcome}>
      <Alert tone="success">{message}</Alert>
      <StepForm
        {...props('settings')}
        title="Change settings"
        button="Save settings"
        fields={SETTING_KEYS.map((key) => ({
          name: key,
          label: SETTING_LABELS[key],
          kind: 'numeric' as const,
          defaultValue: values[key].overridden ? String(values[key].value) : '',
        }))}
        onSubmit={(form) =>
          run('settings', async () => {
            const answer = await adminBrowserApi.updateSettings({
              staff_refund_limit_inr: settingValue('staff_refund_limit_inr', form.staff_refund_limit_inr ?? ''),
              staff_refund_limit_usd: settingValue('staff_refund_limit_usd', form.staff_refund_limit_usd ?? ''),
              low_stock_threshold: settingValue('low_stock_threshold', form.low_stock_threshold ?? ''),
            });
            return { message: 'Settings saved.', ...answer };
          })
        }
      >
        An empty field uses the default (shown beside it). Changes are in the audit log.
      </StepForm>
    </div>
  );
}

/** Re-enrol one's own authenticator: a current code shows the new secret (once); a code of the new entry switches to it. */
export function AuthenticatorChange() {
  const { message, run, props } = useActionRunner<'start' | 'confirm'>();
  const [enrolment, setEnrolment] = useState<{ secret: string; qr_svg: string } | null>(null);
  const outcome = useFocusOutcome(props('start').failure ?? props('confirm').failure ?? (message || null));
  return (
    <div ref={outcome}>
      <Alert tone="success">{message}</Alert>
      {enrolment === null ? (
        <StepForm
          key="start"
          {...props('start')}
          title="Set up a new authenticator"
          button="Start"
          fields={[
            { name: 'totp', label: 'Code from your current authenticator app', kind: 'numeric', required: true },
          ]}
          onSubmit={(values) =>
            run('start', async () => {
              const answer = await adminBrowserApi.startAuthenticatorChange({ totp: values.totp ?? '' });
              setEnrolment({ secret: answer.secret, qr_svg: answer.qr_svg });
              return answer;
            })
          }
        >
          For a new phone: your current app keeps working until the new one is confirmed.
        </StepForm>
      ) : (
        <StepForm
          key="confirm"
          {...props('confirm')}
          title="Confirm the new authenticator"
          button="Confirm"
          fields={[{ name: 'totp', label: 'Code from the new entry in your app', kind: 'numeric', required: true }]}
          onSubmit={(values) =>
            run('confirm', async () => {
              const answer = await adminBrowserApi.confirmAuthenticatorChange({ totp: values.totp ?? '' });
              // Done: the secret leaves the screen and the first step comes back, for another phone some day.
              setEnrolment(null);
              return answer;
            })
          }
        >
          Scan this QR code with the app on your new phone, or type the secret.
          <Qr
            role="img"
            aria-label="QR code for your new authenticator entry"
            dangerouslySetInnerHTML={{ __html: enrolment.qr_svg }}
          />
          {ADMIN_SECRET_LABEL}: <Secret data-testid="new-totp-secret">{enrolment.secret}</Secret>
        </StepForm>
      )}
    </div>
  );
}
