import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, firstMessage, minLength, rules, v } from '../../../src/lib/validation/index.ts';

describe('fieldErrors', () => {
  const Signup = z.object({
    firstName: v.required(),
    email: v.email(),
    password: v.text(rules.required, minLength(8), rules.numberRequired, rules.password),
    address: z.object({ postcode: v.postcode() }),
  });

  it('groups messages by field, first failing rule first, fields in schema order', () => {
    const errors = fieldErrors(Signup.safeParse({ email: 'jo', password: 'abc ', address: { postcode: 'nope' } }).error!);
    expect(errors).toEqual({
      firstName: ['This field is required.'],
      email: ['Please enter a valid email address.'],
      password: ['Must contain at least 8 characters.', 'Must contain at least one number.', 'Password cannot start or end with spaces.'],
      'address.postcode': ['Please enter a valid postcode.'],
    });
    expect(Object.keys(errors)).toEqual(['firstName', 'email', 'password', 'address.postcode']);
  });

  it('files whole-value issues under "_" and lists a repeated message once', () => {
    const errors = fieldErrors({
      issues: [
        { path: [], message: 'Page not attached to a store' },
        { path: ['items', 0, 'name'], message: 'This field is required.' },
        { path: ['items', 0, 'name'], message: 'This field is required.' },
      ],
    });
    expect(errors).toEqual({ _: ['Page not attached to a store'], 'items.0.name': ['This field is required.'] });
  });
});

describe('firstMessage', () => {
  it('is the first message of the first field with one (what the snackbar shows for a 422)', () => {
    expect(firstMessage({ email: ['Please enter a valid email address.', 'x'], password: ['y'] })).toBe('Please enter a valid email address.');
    expect(firstMessage({ email: [], password: ['Password cannot start or end with spaces.'] })).toBe('Password cannot start or end with spaces.');
  });

  it('is null when there is nothing to show, so the caller uses the response message', () => {
    expect(firstMessage({})).toBeNull();
    expect(firstMessage({ email: [] })).toBeNull();
    expect(firstMessage(undefined)).toBeNull();
    expect(firstMessage(null)).toBeNull();
  });
});
