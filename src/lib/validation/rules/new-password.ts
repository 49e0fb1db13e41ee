import { messages } from '../messages.ts';
import { defineRule, type Rule } from '../rule.ts';
import { password } from './account.ts';
import { isCommonPassword } from './common-passwords.ts';
import { maxLength, minLength } from './length.ts';
import { required } from './presence.ts';

// The one new-password rule (sign-up, reset): island forms check it as typed and the API
// checks the same list through NewPassword in src/schemas/account.ts.

/** ASVS 2.1.1/2.1.2: at least 12 characters, at most 128. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** ASVS 2.1.7: not one of the passwords people pick first. */
export const notCommonPassword = defineRule('not_common_password', messages.commonPassword, (value) => !isCommonPassword(value));

/** Checked in this order: the first failure is the message shown. */
export const NEW_PASSWORD_RULES: readonly Rule[] = [required, password, minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH), notCommonPassword];
