import { describe, expect, it } from 'vitest';
import { toE164 } from '../../../src/platform/sms/e164.ts';

describe('phone numbers in E.164', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['+44 0 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['020 7946 0018', '+442079460018'],
    ['(0161) 496 0000', '+441614960000'],
    ['01632 96012', '+44163296012'],
  ])('writes the UK number %s as %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it('keeps the country of a number already written internationally', () => {
    expect(toE164('+1 415 555 2671')).toBe('+14155552671');
    expect(toE164('00 33 1 23 45 67 89')).toBe('+33123456789');
  });

  it.each(['', 'phone', '07700', '0770090012345', '+44 07700 9001', '7700900123', '+0 123 456 789', 'tel:07700900123', '07700 900123 ext 4'])(
    'refuses %j',
    (input) => {
      expect(toE164(input)).toBeNull();
    },
  );
});
