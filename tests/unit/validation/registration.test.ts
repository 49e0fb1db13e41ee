import { describe } from 'vitest';
import { rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

describe('charity number', () => {
  itChecks(rules.charityNumber, {
    valid: ['', '202918', '1234567', '12345678', '1234567-1', '1234567-12', 'SC012345', 'sc012345'],
    invalid: ['12345', '123456789', '1234567-', '1234567-123', 'SC112345', 'SC01234', 'SC0123456', 'AB012345', '1234 567', 'charity'],
  });
});

describe('VAT number', () => {
  itChecks(rules.vatNumber, {
    valid: ['', 'GB123456789', 'GB123456789012', 'GB 123 4567 89', 'gb123456789', 'GBGD001', 'GBGD499', 'GBHA500', 'GBHA999', 'XI123456789'],
    invalid: ['123456789', 'GB12345678', 'GB1234567890', 'GB1234567890123', 'GBGD500', 'GBHA499', 'GBGD01', 'FR12345678901', 'GB12345678A', 'GB-123456789'],
  });
});

describe('company number', () => {
  itChecks(rules.companyNumber, {
    valid: ['', '01234567', '12345678', 'SC123456', 'NI012345', 'oc301234'],
    invalid: ['1234567', '123456789', 'SC12345', 'S1234567', 'SC1234567', '1234 5678', 'SC-12345', 'ABC12345'],
  });
});
