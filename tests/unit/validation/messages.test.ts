import { describe, expect, it } from 'vitest';
import { ext, maxLength, maxValue, minLength, minValue, regex, rules } from '../../../src/lib/validation/index.ts';

// The validation messages are a contract (API 422 bodies and island forms show them): any drift must fail here.
describe('rule messages', () => {
  it.each([
    ['required', 'This field is required.'],
    ['email', 'Please enter a valid email address.'],
    ['url', 'Please enter a valid url.'],
    ['domain', 'Please enter a valid domain.'],
    ['password', 'Password cannot start or end with spaces.'],
    ['twoFactorCode', 'Invalid authentication code'],
    ['recoveryCode', 'Invalid recovery code'],
    ['charityNumber', 'Invalid Charity Number'],
    ['vatNumber', 'Invalid Vat Number'],
    ['companyNumber', 'Invalid Company Number'],
    ['gaMeasurementId', 'Invalid measurement ID'],
    ['gaTrackingId', 'Invalid tracking ID'],
    ['facebookPixel', 'Invalid Facebook Pixel'],
    ['adsConversionId', 'Invalid conversion ID'],
    ['adsConversionLabel', 'Invalid conversion label'],
    ['googleVerification', 'Invalid verification snippet'],
    ['pinterestVerification', 'Invalid verification snippet'],
    ['facebookVerification', 'Invalid verification snippet'],
    ['pinterestPixel', 'Invalid Pinterest Pixel'],
    ['embedCode', 'Invalid Embed Code'],
    ['alphaSpaces', 'Must contain only alphanumeric characters, dashes or spaces.'],
    ['numberRequired', 'Must contain at least one number.'],
    ['twoDecimalPlaces', 'Must contain a number with up to two decimal places.'],
  ] as const)('%s says %j', (name, message) => {
    expect(rules[name].message).toBe(message);
  });

  it('gives the rules the spec leaves unworded a message in the same voice', () => {
    for (const name of [
      'alpha',
      'alphaDash',
      'alphaSpacesPunctuation',
      'lowercase',
      'numeric',
      'numericFloat',
      'positiveNumber',
      'ukPhone',
      'sortCode',
      'postcode',
      'nationalInsuranceNumber',
      'bankAccountNumber',
      'hexColour',
    ] as const) {
      expect(rules[name].message).toMatch(/^(Must|Please|Invalid) /);
    }
  });

  it('words the parameterised rules with their parameter', () => {
    expect(minLength().message).toBe('Must contain at least 3 characters.');
    expect(minLength(8).message).toBe('Must contain at least 8 characters.');
    expect(maxLength().message).toBe('Must contain no more than 10 characters.');
    expect(maxLength(255).message).toBe('Must contain no more than 255 characters.');
    expect(ext(['jpg', '.png', 'SVG']).message).toBe('Must upload the following formats: jpg, png, svg.');
    expect(minValue(1).message).toBe('Min 1');
    expect(maxValue(99.5).message).toBe('Max 99.5');
    expect(regex(/^a/, 'Must start with a.').message).toBe('Must start with a.');
  });

  it("names each rule in the spec's vocabulary", () => {
    expect(rules.alphaDash.name).toBe('alpha_dash');
    expect(rules.alphaSpacesPunctuation.name).toBe('alpha_spaces_punctuation');
    expect(rules.numberRequired.name).toBe('number_required');
    expect(minLength().name).toBe('min_length');
    expect(maxValue(3).name).toBe('max_value');
  });
});
