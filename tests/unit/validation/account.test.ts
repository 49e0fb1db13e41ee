import { describe } from 'vitest';
import { rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

describe('password', () => {
  itChecks(rules.password, {
    valid: ['', 'correct horse battery staple', 'p@ss w0rd', 'x'],
    invalid: [' secret', 'secret ', ' secret ', 'secret\t', '\nsecret', ' ', 'secret\u00a0'],
  });
});

describe('two-factor code', () => {
  itChecks(rules.twoFactorCode, {
    valid: ['', '123456', '123 456', '000000'],
    invalid: ['12345', '1234567', '12 3456', '1234 56', '123  456', ' 123456', '123456 ', 'abcdef', '123-456', '１２３４５６'],
  });
});

describe('recovery code', () => {
  itChecks(rules.recoveryCode, {
    valid: ['', 'abcd1234-EFGH5678', 'ABCDEFGH-12345678', '00000000-zzzzzzzz'],
    invalid: [
      'abcd1234EFGH5678',
      'abcd1234-EFGH567',
      'abcd123-EFGH5678',
      'abcd1234_EFGH5678',
      'abcd1234-EFGH5678-',
      ' abcd1234-EFGH5678',
      'abcd 234-EFGH5678',
      'abcd1234-EFGH56789',
    ],
  });
});
