import { humanize } from './admin-format';

describe('humanize', () => {
  it('turns codes into words staff read, acronyms in capitals', () => {
    expect(humanize('partially_refunded')).toBe('Partially refunded');
    expect(humanize('cod_confirmed')).toBe('COD confirmed');
    expect(humanize('provider_payment_id')).toBe('Provider payment ID');
    expect(humanize('sms')).toBe('SMS');
    expect(humanize('tracking_url')).toBe('Tracking URL');
    expect(humanize('codex')).toBe('Codex');
  });
});
