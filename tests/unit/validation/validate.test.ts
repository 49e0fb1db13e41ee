import { describe, expect, it } from 'vitest';
import { ext, fieldText, maxLength, minLength, rules, validate } from '../../../src/lib/validation/index.ts';

describe('validate', () => {
  it('returns null when every rule passes', () => {
    expect(validate('jo@example.com', [rules.required, rules.email])).toBeNull();
    expect(validate('anything', [])).toBeNull();
  });

  it('returns the message of the first failing rule, in list order', () => {
    expect(validate('', [rules.required, rules.email])).toBe('This field is required.');
    expect(validate('jo', [rules.required, rules.email, minLength(3)])).toBe('Please enter a valid email address.');
    expect(validate('jo', [minLength(3), rules.email])).toBe('Must contain at least 3 characters.');
    expect(validate(' secret', [rules.required, rules.password])).toBe('Password cannot start or end with spaces.');
  });

  it('lets an optional field stay empty: only required looks at empty values', () => {
    expect(validate('', [rules.email, rules.twoFactorCode, rules.charityNumber, minLength(3)])).toBeNull();
    expect(validate(undefined, [rules.vatNumber])).toBeNull();
    expect(validate(null, [rules.required])).toBe('This field is required.');
  });

  it('reads numbers, unchecked boxes and files as form text', () => {
    expect(validate(123456, [rules.twoFactorCode])).toBeNull();
    expect(validate(12345, [rules.twoFactorCode])).toBe('Invalid authentication code');
    expect(validate(false, [rules.required])).toBe('This field is required.');
    expect(validate(true, [rules.required])).toBeNull();
    expect(validate({ name: 'logo.svg' }, [ext(['png'])])).toBe('Must upload the following formats: png.');
    expect(fieldText(Number.NaN)).toBe('');
  });

  it('fails a rule for a list when any item fails it, and treats an empty list as empty', () => {
    expect(validate(['a.png', 'b.png'], [ext(['png'])])).toBeNull();
    expect(validate(['a.png', 'b.gif'], [ext(['png'])])).toBe('Must upload the following formats: png.');
    expect(validate([], [rules.required])).toBe('This field is required.');
    expect(validate(['abcdefghijk', ''], [rules.required, maxLength()])).toBe('This field is required.');
  });
});
