import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../../islands/account/password-strength.ts';

describe('password strength hint', () => {
  it('counts what is missing below 12 characters', () => {
    expect(passwordStrength('abc')).toMatchObject({ level: 0, label: 'Too short', hint: 'Add 9 more characters.' });
    expect(passwordStrength('abcdefghijk')).toMatchObject({ level: 0, hint: 'Add 1 more character.' });
  });

  it('calls common, repeated and sequential passwords weak', () => {
    for (const weak of ['password1234', 'Password1234', 'aaaaaaaaaaaa', '123456789012', 'abcdefghijklmn', 'ababababababab']) {
      expect(passwordStrength(weak).level, weak).toBe(1);
    }
  });

  it('rewards length and variety', () => {
    expect(passwordStrength('mellow harbour').level).toBe(1 + 0);
    expect(passwordStrength('mellow harbour lantern').level).toBeGreaterThanOrEqual(3);
    expect(passwordStrength('Mellow-Harbour-7-Lantern').level).toBe(4);
    expect(passwordStrength('Mellow-Harbour-7-Lantern').label).toBe('Strong');
  });
});
