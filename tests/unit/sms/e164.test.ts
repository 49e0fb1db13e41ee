import { describe, expect, it } from 'vitest';
import { toE164 } from '../../../src/platform/sms/e164.ts';

describe('phone numbers in E.164', () => {
  it.each([
    ['07400 900123', '+447400900123'],
    ['07400-900-123', '+447400900123'],
    ['(07400) 900.123', '+447400900123'],
    ['+44 7400 900123', '+447400900123'],
    ['+44 (0)7400 900123', '+447400900123'],
    ['+44 0 7400 900123', '+447400900123'],
    ['0044 7400 900123', '+447400900123'],
    ['447400900123', '+447400900123'],
  ])('writes the UK mobile number %s as %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it('keeps the country of a number already written internationally', () => {
    expect(toE164('+1 415 555 2671')).toBe('+14155552671');
    expect(toE164('00 33 6 12 34 56 78')).toBe('+33612345678');
  });

  it.each([
    ['a typo: a digit short', '07400 90012'],
    ['a typo: a digit too many', '07400 9001234'],
    ['a typo in the prefix', '07000 900123'],
    ["Ofcom's drama numbers, which no one holds", '07700 900123'],
    ['a UK landline: texts reach mobiles only', '020 7946 0018'],
    ['another UK landline', '(0161) 496 0000'],
    ['a French landline', '00 33 1 23 45 67 89'],
    ['no number', ''],
    ['words', 'phone'],
    ['half a number', '07400'],
    ['a +44 number with its 0 and a digit short', '+44 07400 9001'],
    ['a country code that does not exist', '+0 123 456 789'],
    ['a tel: address', 'tel:07400900123'],
    ['an extension', '07400 900123 ext 4'],
  ])('refuses %s (%j)', (_why, input) => {
    expect(toE164(input)).toBeNull();
  });
});
