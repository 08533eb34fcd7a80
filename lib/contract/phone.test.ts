import {
  CALLING_CODE_RULE_MESSAGE,
  isCallingCode,
  isMobileNumber,
  MOBILE_NUMBER_RULE_MESSAGE,
  normalizeCallingCode,
  phoneSearchNumbers,
} from './phone';
import { contactEndpoints } from './contact';
import { createOrderBody } from './orders';
import { loginBody } from './session';

describe('the phone rule', () => {
  it('takes 6 to 15 digits once spaces and dashes are dropped', () => {
    for (const typed of ['982901', '98290 12345', '98290-12345', ' 9829012345 ', '123456789012345'])
      expect(isMobileNumber(typed)).toBe(true);
    for (const typed of ['', '12345', '1234567890123456', '98290.12345', '+919829012345', '98290abc45'])
      expect(isMobileNumber(typed)).toBe(false);
  });

  it('takes a calling code of 1 to 4 digits not starting with 0, with or without its plus, written +CC', () => {
    for (const typed of ['+91', '91', '1', '+1', '+1268', ' +44 ']) expect(isCallingCode(typed)).toBe(true);
    for (const typed of ['', '+', '0', '+091', '12345', 'India', '+9 1']) expect(isCallingCode(typed)).toBe(false);
    expect(normalizeCallingCode('91')).toBe('+91');
    expect(normalizeCallingCode(' +44')).toBe('+44');
  });

  it('finds a typed phone number in a search, and its last ten digits', () => {
    expect(phoneSearchNumbers('+91 98290 12345')).toEqual(['919829012345', '9829012345']);
    expect(phoneSearchNumbers('(982) 901-2345')).toEqual(['9829012345']);
    expect(phoneSearchNumbers('Asha')).toBeNull();
    expect(phoneSearchNumbers('12345')).toBeNull();
  });

  it('is the rule of every call that takes a phone number, with the same messages', () => {
    const calls = [
      (phone: object) => loginBody.safeParse(phone),
      (phone: object) =>
        contactEndpoints.createQuery.input.safeParse({
          name: 'Meera',
          email: 'meera@example.com',
          query: 'Wholesale?',
          ...phone,
        }),
      (phone: object) =>
        createOrderBody.safeParse({
          amount: 10,
          currency: 'USD',
          delivery_address: '4 MI Road',
          name: 'Meera',
          pin_code: '302001',
          city: 'Jaipur',
          state: 'Rajasthan',
          ...phone,
        }),
    ];
    for (const parse of calls) {
      const issues = (phone: object) =>
        parse(phone).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
      expect(issues({ country_code: '91', mobile_number: '98290 12345' })).toBeUndefined();
      expect(issues({ country_code: '+91', mobile_number: '12345' })).toEqual([
        ['mobile_number', MOBILE_NUMBER_RULE_MESSAGE],
      ]);
      expect(issues({ country_code: '+091', mobile_number: '9829012345' })).toEqual([
        ['country_code', CALLING_CODE_RULE_MESSAGE],
      ]);
    }
    expect(MOBILE_NUMBER_RULE_MESSAGE).toBe('must be 6 to 15 digits');
    expect(CALLING_CODE_RULE_MESSAGE).toBe('must be a country calling code such as +91');
  });
});
