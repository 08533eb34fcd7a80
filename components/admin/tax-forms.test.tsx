import { act, fireEvent, render, screen } from '@testing-library/react';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { ApiError } from '@/lib/contract/api-error';
import { GSTIN_MESSAGES } from '@/lib/gst/gstin';
import { AddGstRateForm, TaxSettingsForm } from './tax-forms';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));
jest.mock('@/lib/api/admin-browser', () => ({
  adminBrowserApi: { updateTaxSettings: jest.fn(), addGstRate: jest.fn() },
}));
const api = adminBrowserApi as jest.Mocked<typeof adminBrowserApi>;

const defaults = {
  legal_name: '',
  address: '',
  state_code: '08',
  gstin: null,
  lut_reference: null,
  lut_valid_from: null,
  lut_valid_until: null,
  invoice_prefix: 'INV',
  credit_note_prefix: 'CN',
};

async function press(button: HTMLElement) {
  button.focus();
  await act(async () => fireEvent.click(button));
}

beforeEach(() => jest.clearAllMocks());

describe('TaxSettingsForm', () => {
  it('starts on Rajasthan, sends every field as typed, and focuses the saved message', async () => {
    api.updateTaxSettings.mockResolvedValue({
      tax: { ...defaults, legal_name: 'Jaipur Handcrafted', address: 'Jaipur', state_name: 'Rajasthan' },
      configured: true,
      updated_at: '2026-11-29T10:00:00.000Z',
      updated_by: 'Owner 1',
      message: 'Tax details saved.',
    });
    render(<TaxSettingsForm values={defaults} />);
    expect(screen.getByLabelText('State')).toHaveDisplayValue('Rajasthan (08)');
    fireEvent.change(screen.getByLabelText('Legal name'), { target: { value: 'Jaipur Handcrafted' } });
    fireEvent.change(screen.getByLabelText('Registered address'), { target: { value: 'Jaipur' } });
    fireEvent.change(screen.getByLabelText('GSTIN (15 characters)'), { target: { value: '08aapfu0939f1zv' } });
    await press(screen.getByRole('button', { name: 'Save tax details' }));
    expect(api.updateTaxSettings).toHaveBeenCalledWith(
      expect.objectContaining({ legal_name: 'Jaipur Handcrafted', state_code: '08', gstin: '08aapfu0939f1zv' }),
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Tax details saved.');
    expect(document.activeElement).toBe(status);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("shows the server's word under the GSTIN and focuses it", async () => {
    api.updateTaxSettings.mockRejectedValue(
      new ApiError('invalid_request', `gstin: ${GSTIN_MESSAGES.check}`, {
        field: 'gstin',
        errors: [{ field: 'gstin', message: `gstin: ${GSTIN_MESSAGES.check}` }],
      }),
    );
    render(<TaxSettingsForm values={defaults} />);
    await press(screen.getByRole('button', { name: 'Save tax details' }));
    const gstin = screen.getByLabelText('GSTIN (15 characters)');
    expect(document.activeElement).toBe(gstin);
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(GSTIN_MESSAGES.check);
  });
});

describe('AddGstRateForm', () => {
  it('starts from today and sends the band as typed (the server converts and checks it)', async () => {
    api.addGstRate.mockRejectedValue(
      new ApiError('invalid_request', 'rate_above_percent: is required with a price threshold', {
        field: 'rate_above_percent',
      }),
    );
    render(<AddGstRateForm today="2026-11-30" />);
    expect(screen.getByLabelText('Applies from (YYYY-MM-DD)')).toHaveValue('2026-11-30');
    fireEvent.change(screen.getByLabelText('HSN code or its first digits (2 to 8)'), { target: { value: '6217' } });
    fireEvent.change(screen.getByLabelText('Rate, % (at or below the threshold)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Threshold per piece, Rs (optional)'), { target: { value: '2500' } });
    await press(screen.getByRole('button', { name: 'Add rate' }));
    expect(api.addGstRate).toHaveBeenCalledWith(
      expect.objectContaining({ hsn_prefix: '6217', rate_percent: '5', threshold: '2500', rate_above_percent: '' }),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Rate above the threshold, %'));
    expect(screen.getByText('is required with a price threshold')).toBeInTheDocument();
  });
});
