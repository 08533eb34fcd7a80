'use client';
import { Alert } from '@/components/ui/alert';
import { useFocusOutcome } from '@/components/ui/focus-outcome';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { DOCUMENT_PREFIX_MAX_LENGTH } from '@/lib/contract/admin-limits';
import { INDIAN_STATES } from '@/lib/gst/states';
import { StepForm, useActionRunner } from './order-actions';

/** The tax identity as the form starts (the answer of GET /api/admin/tax-settings/). */
export interface TaxSettingsFormValues {
  legal_name: string;
  address: string;
  state_code: string;
  gstin: string | null;
  lut_reference: string | null;
  lut_valid_from: string | null;
  lut_valid_until: string | null;
  invoice_prefix: string;
  credit_note_prefix: string;
}

/** POST /api/admin/tax-settings/ (owners): the shop's tax identity, each of the server's problems under its field. */
export function TaxSettingsForm({ values }: { values: TaxSettingsFormValues }) {
  const { message, run, props } = useActionRunner<'tax'>();
  const outcome = useFocusOutcome(props('tax').failure ?? (message || null));
  return (
    <div ref={outcome}>
      <Alert tone="success">{message}</Alert>
      <StepForm
        {...props('tax')}
        title="Tax details"
        button="Save tax details"
        fields={[
          { name: 'legal_name', label: 'Legal name', kind: 'text', required: true, defaultValue: values.legal_name },
          {
            name: 'address',
            label: 'Registered address',
            kind: 'textarea',
            required: true,
            defaultValue: values.address,
          },
          {
            name: 'state_code',
            label: 'State',
            kind: 'select',
            options: INDIAN_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
            defaultValue: values.state_code,
          },
          {
            name: 'gstin',
            label: 'GSTIN (15 characters)',
            kind: 'text',
            defaultValue: values.gstin ?? '',
            maxLength: 15,
          },
          {
            name: 'lut_reference',
            label: 'LUT reference (exports without tax)',
            kind: 'text',
            defaultValue: values.lut_reference ?? '',
          },
          {
            name: 'lut_valid_from',
            label: 'LUT valid from (YYYY-MM-DD)',
            kind: 'text',
            defaultValue: values.lut_valid_from ?? '',
          },
          {
            name: 'lut_valid_until',
            label: 'LUT valid until (YYYY-MM-DD)',
            kind: 'text',
            defaultValue: values.lut_valid_until ?? '',
          },
          {
            name: 'invoice_prefix',
            label: 'Invoice number prefix',
            kind: 'text',
            required: true,
            defaultValue: values.invoice_prefix,
            maxLength: DOCUMENT_PREFIX_MAX_LENGTH,
          },
          {
            name: 'credit_note_prefix',
            label: 'Credit note number prefix',
            kind: 'text',
            required: true,
            defaultValue: values.credit_note_prefix,
            maxLength: DOCUMENT_PREFIX_MAX_LENGTH,
          },
        ]}
        onSubmit={(form) =>
          run('tax', async () => {
            const answer = await adminBrowserApi.updateTaxSettings({
              legal_name: form.legal_name ?? '',
              address: form.address ?? '',
              state_code: form.state_code ?? '',
              gstin: form.gstin ?? '',
              lut_reference: form.lut_reference ?? '',
              lut_valid_from: form.lut_valid_from ?? '',
              lut_valid_until: form.lut_valid_until ?? '',
              invoice_prefix: form.invoice_prefix ?? '',
              credit_note_prefix: form.credit_note_prefix ?? '',
            });
            return { ...answer, message: answer.message ?? '' };
          })
        }
      >
        {`Printed on every invoice and credit note. A number is the prefix (up to ${DOCUMENT_PREFIX_MAX_LENGTH} letters, digits, - or /), the financial year and a sequence. The GSTIN's first two digits are the state's code. Changes are in the audit log.`}
      </StepForm>
    </div>
  );
}

/** POST /api/admin/gst-rates/ (owners): a new rate row from today or later; past rows are never edited. */
export function AddGstRateForm({ today }: { today: string }) {
  const { message, run, props } = useActionRunner<'rate'>();
  const outcome = useFocusOutcome(props('rate').failure ?? (message || null));
  return (
    <div ref={outcome}>
      <Alert tone="success">{message}</Alert>
      <StepForm
        {...props('rate')}
        title="Add a GST rate"
        button="Add rate"
        fields={[
          { name: 'hsn_prefix', label: 'HSN code or its first digits (2 to 8)', kind: 'numeric', required: true },
          {
            name: 'effective_from',
            label: 'Applies from (YYYY-MM-DD)',
            kind: 'text',
            required: true,
            defaultValue: today,
          },
          { name: 'rate_percent', label: 'Rate, % (at or below the threshold)', kind: 'decimal', required: true },
          { name: 'threshold', label: 'Threshold per piece, Rs (optional)', kind: 'decimal' },
          { name: 'rate_above_percent', label: 'Rate above the threshold, %', kind: 'decimal' },
          { name: 'note', label: 'Note (optional)', kind: 'text', maxLength: 200 },
        ]}
        onSubmit={(form) =>
          run('rate', () =>
            adminBrowserApi.addGstRate({
              hsn_prefix: form.hsn_prefix ?? '',
              effective_from: form.effective_from ?? '',
              rate_percent: form.rate_percent ?? '',
              threshold: form.threshold ?? '',
              rate_above_percent: form.rate_above_percent ?? '',
              note: form.note ?? '',
            }),
          )
        }
      >
        The longest matching HSN prefix wins; a row applies until the next row of its prefix starts. The threshold is
        the value per piece after discount, without GST. Check rates with the accountant.
      </StepForm>
    </div>
  );
}
