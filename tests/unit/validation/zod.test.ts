import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, minLength, rules, v, zodCheck, zodRule } from '../../../src/lib/validation/index.ts';

/** The messages a schema reports for `input`, in order. */
const messagesFor = (schema: z.ZodType, input: unknown): string[] => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('zod adapters', () => {
  it('report exactly the rule message', () => {
    expect(messagesFor(v.email(), 'jo')).toEqual(['Please enter a valid email address.']);
    expect(messagesFor(v.url(), 'javascript:alert(1)')).toEqual(['Please enter a valid url.']);
    expect(messagesFor(v.domain(), 'https://example.com')).toEqual(['Please enter a valid domain.']);
    expect(messagesFor(v.password(), 'secret ')).toEqual(['Password cannot start or end with spaces.']);
    expect(messagesFor(v.twoFactorCode(), '12 3456')).toEqual(['Invalid authentication code']);
    expect(messagesFor(v.recoveryCode(), 'abcd1234EFGH5678')).toEqual(['Invalid recovery code']);
    expect(messagesFor(v.charityNumber(), '12')).toEqual(['Invalid Charity Number']);
    expect(messagesFor(v.vatNumber(), 'GB1')).toEqual(['Invalid Vat Number']);
    expect(messagesFor(v.companyNumber(), '1')).toEqual(['Invalid Company Number']);
    expect(messagesFor(v.gaMeasurementId(), 'UA-1234-1')).toEqual(['Invalid measurement ID']);
    expect(messagesFor(v.gaTrackingId(), 'G-ABCDEF')).toEqual(['Invalid tracking ID']);
    expect(messagesFor(v.facebookPixel(), '123')).toEqual(['Invalid Facebook Pixel']);
    expect(messagesFor(v.adsConversionId(), '123')).toEqual(['Invalid conversion ID']);
    expect(messagesFor(v.adsConversionLabel(), 'short')).toEqual(['Invalid conversion label']);
    expect(messagesFor(v.googleVerification(), 'token')).toEqual(['Invalid verification snippet']);
    expect(messagesFor(v.pinterestVerification(), 'token')).toEqual(['Invalid verification snippet']);
    expect(messagesFor(v.facebookVerification(), 'token')).toEqual(['Invalid verification snippet']);
    expect(messagesFor(v.pinterestPixel(), '123')).toEqual(['Invalid Pinterest Pixel']);
    expect(messagesFor(v.embedCode(), '<iframe src="javascript:alert(1)"></iframe>')).toEqual(['Invalid Embed Code']);
    expect(messagesFor(v.alphaSpaces(), 'a_b')).toEqual(['Must contain only alphanumeric characters, dashes or spaces.']);
    expect(messagesFor(v.numberRequired(), 'abc')).toEqual(['Must contain at least one number.']);
    expect(messagesFor(v.twoDecimalPlaces(), '1.234')).toEqual(['Must contain a number with up to two decimal places.']);
    expect(messagesFor(v.minLength(), 'ab')).toEqual(['Must contain at least 3 characters.']);
    expect(messagesFor(v.maxLength(), 'abcdefghijk')).toEqual(['Must contain no more than 10 characters.']);
    expect(messagesFor(v.ext(['pdf']), 'a.doc')).toEqual(['Must upload the following formats: pdf.']);
    expect(messagesFor(v.minValue(5), '4')).toEqual(['Min 5']);
    expect(messagesFor(v.maxValue(5), '6')).toEqual(['Max 5']);
    expect(messagesFor(v.regex(/^x/, 'Must start with x.'), 'y')).toEqual(['Must start with x.']);
    expect(messagesFor(v.sortCode(), '123456')).toEqual([rules.sortCode.message]);
  });

  it('pass valid values through unchanged', () => {
    expect(v.twoFactorCode().parse('123 456')).toBe('123 456');
    expect(v.recoveryCode().parse('abcd1234-EFGH5678')).toBe('abcd1234-EFGH5678');
    expect(v.email().parse('jo@example.com')).toBe('jo@example.com');
  });

  it('report a missing or blank value with the required message only', () => {
    expect(messagesFor(v.email(), undefined)).toEqual(['This field is required.']);
    expect(messagesFor(v.email(), null)).toEqual(['This field is required.']);
    expect(messagesFor(v.email(), '')).toEqual(['This field is required.']);
    expect(messagesFor(v.password(), '   ')).toEqual(['This field is required.']);
    expect(messagesFor(v.required(), '')).toEqual(['This field is required.']);
  });

  it('report a value of the wrong type with the format message', () => {
    expect(messagesFor(v.twoFactorCode(), 123456)).toEqual(['Invalid authentication code']);
    expect(messagesFor(v.required(), 5)).toEqual(['This field is required.']);
  });

  it('let { required: false } fields be empty, and charity, VAT and company numbers by default', () => {
    expect(v.email({ required: false }).parse('')).toBe('');
    expect(v.charityNumber().parse('')).toBe('');
    expect(v.vatNumber().parse('')).toBe('');
    expect(v.companyNumber().parse('')).toBe('');
    expect(messagesFor(v.companyNumber({ required: true }), '')).toEqual(['This field is required.']);
    expect(v.email({ required: false }).optional().parse(undefined)).toBeUndefined();
  });

  it('compose rules in order with v.text(), zodRule() and zodCheck()', () => {
    const schema = v.text(rules.required, minLength(8), rules.numberRequired);
    expect(messagesFor(schema, 'abc')).toEqual(['Must contain at least 8 characters.', 'Must contain at least one number.']);
    expect(messagesFor(zodRule(rules.postcode), 'nope')).toEqual([rules.postcode.message]);
    expect(messagesFor(z.string().max(20).check(zodCheck(rules.email)), 'nope')).toEqual(['Please enter a valid email address.']);
  });

  it('check JSON numbers with Min N / Max N', () => {
    const quantity = v.number({ min: 1, max: 99 });
    expect(quantity.parse(3)).toBe(3);
    expect(messagesFor(quantity, 0)).toEqual(['Min 1']);
    expect(messagesFor(quantity, 100)).toEqual(['Max 99']);
    expect(messagesFor(quantity, undefined)).toEqual(['This field is required.']);
    expect(messagesFor(quantity, '3')).toEqual([rules.numericFloat.message]);
  });

  it('normalise hex colours', () => {
    expect(v.hexColour().parse('#ABC')).toBe('#aabbcc');
    expect(v.hexColour().parse('a1b2c3d4')).toBe('#a1b2c3d4');
    expect(v.hexColour({ required: false }).parse('')).toBe('');
    expect(messagesFor(v.hexColour(), '#ab')).toEqual(['Invalid hex colour']);
  });

  it('give an API 422 body its { field: [message] } errors', () => {
    const LoginBody = z.object({ email: v.email(), password: v.password(), twoFactorAuthCode: v.twoFactorCode().optional() });
    const result = LoginBody.safeParse({ email: 'jo', password: ' pw', twoFactorAuthCode: '12345' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: ['Please enter a valid email address.'],
      password: ['Password cannot start or end with spaces.'],
      twoFactorAuthCode: ['Invalid authentication code'],
    });
  });
});
