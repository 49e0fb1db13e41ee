import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_RULES } from '../../../src/lib/validation/rules/new-password.ts';
import { validate } from '../../../src/lib/validation/validate.ts';
import { NewPassword } from '../../../src/schemas/account.ts';

// The new-password rule exists once: the island forms' rule list and the API's schema
// must agree on every password, message for message.
const islandMessage = (value: string): string | undefined => validate(value, NEW_PASSWORD_RULES) ?? undefined;
const apiMessage = (value: unknown): string | undefined => NewPassword.safeParse(value).error?.issues[0]?.message;

describe('the new-password rule', () => {
  it.each([
    ['', 'This field is required.'],
    ['   ', 'This field is required.'],
    [' starts with a space', 'Password cannot start or end with spaces.'],
    ['short one', 'Must contain at least 12 characters.'],
    ['x'.repeat(129), 'Must contain no more than 128 characters.'],
    ['Password1234', 'That password is too common. Please choose another.'],
    ['aaaaaaaaaaaaaaaa', 'That password is too common. Please choose another.'],
    ['qwertyuiop12', 'That password is too common. Please choose another.'],
    ['a long pass phrase 42', undefined],
    // Length counts characters as people see them: eleven emoji and a letter are twelve.
    [`${'🙂'.repeat(11)}a`, undefined],
  ])('judges %j the same in the browser and the API: %s', (value, message) => {
    expect(islandMessage(value)).toBe(message);
    expect(apiMessage(value)).toBe(message);
  });

  it('answers a missing password with the required text', () => {
    expect(apiMessage(undefined)).toBe('This field is required.');
  });
});
