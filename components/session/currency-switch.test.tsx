import { fireEvent, render, screen } from '@testing-library/react';
import { CurrencySwitch } from './currency-switch';
import { CURRENCY_SWITCH_LABEL } from './session-messages';
import { useOptionalSession, type SessionValue } from './session-provider';

jest.mock('./session-provider', () => ({ useOptionalSession: jest.fn() }));

describe('CurrencySwitch', () => {
  it('is a labelled select of USD and INR that sets the chosen currency', () => {
    const setCurrency = jest.fn();
    (useOptionalSession as jest.MockedFunction<typeof useOptionalSession>).mockReturnValue({
      currency: 'USD',
      setCurrency,
    } as unknown as SessionValue);
    render(<CurrencySwitch />);
    const select = screen.getByRole('combobox', { name: CURRENCY_SWITCH_LABEL });
    expect(select).toHaveValue('USD');
    expect(screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['USD', 'INR']);
    fireEvent.change(select, { target: { value: 'INR' } });
    expect(setCurrency).toHaveBeenCalledWith('INR');
  });
});
