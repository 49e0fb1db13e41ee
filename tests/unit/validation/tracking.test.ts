import { describe } from 'vitest';
import { rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

describe('GA measurement id', () => {
  itChecks(rules.gaMeasurementId, {
    valid: ['', 'G-AB12CD34EF', 'G-1234567890', 'G-ABCD'],
    invalid: ['AB12CD34EF', 'g-AB12CD34EF', 'G-', 'G-ab12cd34ef', 'UA-12345678-1', 'G-AB12 CD34', 'G_AB12CD34EF', ' G-AB12CD34EF'],
  });
});

describe('GA tracking id', () => {
  itChecks(rules.gaTrackingId, {
    valid: ['', 'UA-1234-1', 'UA-12345678-1', 'UA-12345678-12'],
    invalid: ['UA-123-1', 'UA-12345678', 'UA-12345678-', 'ua-12345678-1', 'G-AB12CD34EF', 'UA-ABCD-1', '12345678-1'],
  });
});

describe('Facebook pixel', () => {
  itChecks(rules.facebookPixel, {
    valid: ['', '123456789012345', '1234567890123456'],
    invalid: ['12345678901234', '12345678901234567', '12345678901234a', '123456789 012345', 'fb123456789012345'],
  });
});

describe('ads conversion id', () => {
  itChecks(rules.adsConversionId, {
    valid: ['', '1234567', '123456789', '123456789012'],
    invalid: ['123456', '1234567890123', 'AW-123456789', '12345678a', '1234 5678'],
  });
});

describe('ads conversion label', () => {
  itChecks(rules.adsConversionLabel, {
    valid: ['', 'AbC-dEf_GhI123jKlMn', 'a'.repeat(18), 'Z'.repeat(22)],
    invalid: ['a'.repeat(17), 'a'.repeat(23), 'AbC dEf GhI123jKlMn', 'AbC-dEf/GhI123jKlMn', 'AbC-dEf_GhI123jKlM!'],
  });
});

describe('Pinterest pixel', () => {
  itChecks(rules.pinterestPixel, {
    valid: ['', '2612345678901', '0000000000000'],
    invalid: ['261234567890', '26123456789012', '261234567890a', '2612 345678901'],
  });
});
