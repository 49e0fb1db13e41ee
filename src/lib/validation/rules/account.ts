import { messages } from '../messages.ts';
import { defineRule, patternRule } from '../rule.ts';

/** Spaces at either end are almost always a paste accident the user cannot see. */
export const password = defineRule('password', messages.password, (value) => !/^\s|\s$/.test(value));

/** An authenticator-app or SMS code: six digits, "123456" or "123 456". */
export const twoFactorCode = patternRule('two_factor_code', messages.twoFactorCode, /^\d{3} ?\d{3}$/);

/** A 2FA recovery code: two groups of eight letters or digits joined by a dash. */
export const recoveryCode = patternRule('recovery_code', messages.recoveryCode, /^[a-z0-9]{8}-[a-z0-9]{8}$/i);
