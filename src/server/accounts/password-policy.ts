import { z } from 'zod';
import { rules } from '../../lib/validation/index.ts';
import { isCommonPassword } from './common-passwords.ts';

/** ASVS 2.1.1/2.1.2: at least 12 characters, at most 128. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Must contain at least ${PASSWORD_MIN} characters.`,
  tooLong: `Must contain no more than ${PASSWORD_MAX} characters.`,
  common: 'That password is too common. Please choose another.',
} as const;

/** A new password: the catalogue's rule (no leading or trailing spaces) and ASVS's. */
export const NewPassword = z
  .string({ error: 'This field is required.' })
  .min(1, { error: 'This field is required.' })
  .refine((value) => rules.password.test(value), { error: rules.password.message })
  .refine((value) => value.length >= PASSWORD_MIN, { error: PASSWORD_MESSAGES.tooShort })
  .refine((value) => value.length <= PASSWORD_MAX, { error: PASSWORD_MESSAGES.tooLong })
  .refine((value) => !isCommonPassword(value), { error: PASSWORD_MESSAGES.common });
