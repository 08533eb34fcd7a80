import { gstStateCodeOf, INDIAN_STATES } from './states';

describe('gstStateCodeOf: the place of supply of a delivery in India', () => {
  it('knows every state by its name in any case and spacing, and by its code', () => {
    for (const state of INDIAN_STATES) {
      expect(gstStateCodeOf(state.name, '')).toBe(state.code);
      expect(gstStateCodeOf(` ${state.name.toUpperCase().replace(/ /g, '  ')} `, '')).toBe(state.code);
      expect(gstStateCodeOf(state.code, '')).toBe(state.code);
    }
    expect(gstStateCodeOf('Jammu & Kashmir', '')).toBe('01');
  });

  it('takes common short forms and old names', () => {
    expect(gstStateCodeOf('RJ', '')).toBe('08');
    expect(gstStateCodeOf('MH', '')).toBe('27');
    expect(gstStateCodeOf('Delhi NCR', '')).toBe('07');
    expect(gstStateCodeOf('New Delhi', '')).toBe('07');
    expect(gstStateCodeOf('Orissa', '')).toBe('21');
    expect(gstStateCodeOf('Pondicherry', '')).toBe('34');
    expect(gstStateCodeOf('T.N.', '')).toBe('33');
    expect(gstStateCodeOf('Uttaranchal', '')).toBe('05');
  });

  it('falls back on the PIN code postal circle, three digits before two', () => {
    expect(gstStateCodeOf('', '302029')).toBe('08'); // Jaipur
    expect(gstStateCodeOf('Bombay state', '400001')).toBe('27'); // unknown text: the PIN decides
    expect(gstStateCodeOf('', '403001')).toBe('30'); // Panaji, inside the Maharashtra circle
    expect(gstStateCodeOf('', '248001')).toBe('05'); // Dehradun, inside the Uttar Pradesh circle
    expect(gstStateCodeOf('', '834001')).toBe('20'); // Ranchi, inside the Bihar circle
    expect(gstStateCodeOf('', '800001')).toBe('10'); // Patna
    expect(gstStateCodeOf('', '737101')).toBe('11'); // Gangtok
    expect(gstStateCodeOf('', '793001')).toBe('17'); // Shillong
    expect(gstStateCodeOf('', '560 001')).toBe('29');
    expect(gstStateCodeOf('', '110001')).toBe('07');
    expect(gstStateCodeOf('', '500001')).toBe('36');
  });

  it('names no state when neither the text nor the PIN says', () => {
    expect(gstStateCodeOf('', '')).toBeUndefined();
    expect(gstStateCodeOf('Atlantis', '12345')).toBeUndefined();
    expect(gstStateCodeOf('', '999999')).toBeUndefined(); // the army postal service
  });
});
