import { GSTIN_MESSAGES, gstinCheckCharacter } from '../gst/gstin';
import { BUYER_LEGAL_NAME_REQUIRED_MESSAGE, createOrderBody, GSTIN_INDIA_ONLY_MESSAGE } from './orders';

/** A GSTIN of Maharashtra (27) with its right check character. */
const GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;
const wrongCheck = `${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`;

const body = {
  amount: 100,
  currency: 'INR',
  delivery_address: '14 Johari Bazaar',
  name: 'Asha Verma',
  mobile_number: '9829012345',
  pin_code: '302003',
  city: 'Jaipur',
  state: 'Rajasthan',
};

function problems(extra: Record<string, unknown>) {
  const parsed = createOrderBody.safeParse({ ...body, ...extra });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe("create-order's business buyer (GSTIN, issue 30)", () => {
  it('takes no GSTIN: no business buyer, and a legal name alone is not kept', () => {
    const parsed = createOrderBody.parse({ ...body, gstin: '', buyer_legal_name: 'Verma Textiles LLP' });
    expect(parsed.gstin).toBeUndefined();
    expect(parsed.buyer_legal_name).toBeUndefined();
    expect(createOrderBody.parse({ ...body, gstin: null }).gstin).toBeUndefined();
  });

  it('upper-cases and trims a GSTIN (a GSTIN of another state than the delivery is fine)', () => {
    const parsed = createOrderBody.parse({
      ...body,
      gstin: ` ${GSTIN.toLowerCase()} `,
      buyer_legal_name: '  Verma Textiles LLP ',
    });
    expect(parsed.gstin).toBe(GSTIN);
    expect(parsed.buyer_legal_name).toBe('Verma Textiles LLP');
  });

  it('names gstin when its check character, shape or state is wrong', () => {
    const name = { buyer_legal_name: 'Verma Textiles LLP' };
    expect(problems({ gstin: wrongCheck, ...name })).toEqual([['gstin', GSTIN_MESSAGES.check]]);
    expect(problems({ gstin: GSTIN.slice(0, 14), ...name })).toEqual([['gstin', GSTIN_MESSAGES.shape]]);
    const badState = `99${GSTIN.slice(2, 14)}`;
    expect(problems({ gstin: `${badState}${gstinCheckCharacter(badState)}`, ...name })).toEqual([
      ['gstin', GSTIN_MESSAGES.state],
    ]);
  });

  it('asks for the legal name with a GSTIN, at most 200 characters', () => {
    expect(problems({ gstin: GSTIN })).toEqual([['buyer_legal_name', BUYER_LEGAL_NAME_REQUIRED_MESSAGE]]);
    expect(problems({ gstin: GSTIN, buyer_legal_name: '   ' })).toEqual([
      ['buyer_legal_name', BUYER_LEGAL_NAME_REQUIRED_MESSAGE],
    ]);
    expect(problems({ gstin: GSTIN, buyer_legal_name: 'x'.repeat(201) })).toEqual([
      ['buyer_legal_name', 'must be at most 200 characters'],
    ]);
  });

  it('refuses a GSTIN on an order delivered abroad (an export)', () => {
    expect(
      problems({ gstin: GSTIN, buyer_legal_name: 'Verma Textiles LLP', country: 'US', pin_code: '10001' }),
    ).toEqual([['gstin', GSTIN_INDIA_ONLY_MESSAGE]]);
  });
});
