import { describe } from 'vitest';
import { rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

describe('UK phone', () => {
  itChecks(rules.ukPhone, {
    valid: [
      '',
      '07700 900123',
      '07700900123',
      '+44 7700 900123',
      '+447700900123',
      '+44 (0)20 7946 0018',
      '020 7946 0018',
      '(020) 7946-0018',
      '0044 161 496 0000',
      '01632 96070',
    ],
    invalid: [
      '7700 900123',
      '00 7700 900123',
      '+1 212 555 0100',
      '0770090012345',
      '0770',
      '07700 9OO123',
      '+44 07700 900123 ext 2',
      'phone',
      '+33 1 23 45 67 89',
    ],
  });
});

describe('sort code', () => {
  itChecks(rules.sortCode, {
    valid: ['', '12-34-56', '00-00-00'],
    invalid: ['123456', '12 34 56', '12-34-5', '12-34-567', '1-234-56', 'ab-cd-ef', '12–34–56'],
  });
});

describe('postcode', () => {
  itChecks(rules.postcode, {
    valid: ['', 'SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'W1A 0AX', 'GIR 0AA'],
    invalid: ['SW1A', '1AA', 'SW1A 1A', 'QW1 1AA', 'SW1A 1CA', 'SW1A  1AA', '12345', 'SW1A-1AA', 'ZZ99 9ZZZ'],
  });
});

describe('national insurance number', () => {
  itChecks(rules.nationalInsuranceNumber, {
    valid: ['', 'AB123456A', 'ab 12 34 56 c', 'JG 10 37 59 A'],
    invalid: ['QQ123456C', 'AB123456E', 'DA123456A', 'AO123456A', 'BG123456A', 'GB123456A', 'ZZ123456A', 'AB12345A', 'AB1234567A', 'A1123456A', 'AB123456'],
  });
});

describe('bank account number', () => {
  itChecks(rules.bankAccountNumber, {
    valid: ['', '12345678', '00000000'],
    invalid: ['1234567', '123456789', '1234 5678', '1234567a', '12-34-56-78'],
  });
});
