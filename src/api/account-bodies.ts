import { z } from 'zod';
import { v } from '../lib/validation/index.ts';
import { NewPassword } from '../server/accounts/password-policy.ts';

// Bodies of the accounts calls (docs/accounts-api.md), checked with the catalogue's rules.

const captcha = {
  v3captchaToken: z.string().max(4000).optional(),
  v2captchaToken: z.string().max(4000).optional(),
};

/** 0/1 as the spec sends them; true/false accepted too. */
const flag = () => z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()]).default(0).transform((value) => value === 1 || value === '1' || value === true);

export const CustomerCreateBody = z.object({
  email: v.email(),
  password: NewPassword,
  firstName: z.string().trim().max(60).default(''),
  lastName: z.string().trim().max(60).default(''),
  should_have_store: flag(),
  dashboard_access: flag(),
  ...captcha,
});

export const LoginBody = z.object({
  email: v.email(),
  // Existing passwords are only checked, never judged by today's rules.
  password: z.string({ error: 'This field is required.' }).min(1, { error: 'This field is required.' }).max(1024),
  twoFactorAuthCode: v.twoFactorCode({ required: false }).optional(),
  ...captcha,
});

export const RecoveryLoginBody = LoginBody.omit({ twoFactorAuthCode: true }).extend({ recoveryCode: v.recoveryCode() });

export const ForgotPasswordBody = z.object({ email: v.email(), ...captcha });

export const ResetPasswordBody = z
  .object({ token: z.string().min(1).max(200), email: v.email(), password: NewPassword, password_confirmation: z.string() })
  .refine((body) => body.password === body.password_confirmation, { error: 'The passwords do not match.', path: ['password_confirmation'] });

export const ConfirmPasswordBody = z.object({
  password: z.string().min(1, { error: 'This field is required.' }).max(1024),
  twoFactorAuthCode: v.twoFactorCode({ required: false }).optional(),
  recoveryCode: v.recoveryCode({ required: false }).optional(),
});

export const EnableTwoFactorBody = z.object({
  method: z.enum(['app', 'sms']).default('app'),
  code: v.twoFactorCode({ required: false }).default(''),
  mobilePhoneNumber: v.ukPhone({ required: false }).optional(),
});

export const EulaBody = z.object({ accept: z.literal(true, { error: 'Please accept the agreement to continue.' }) });

export const StorePasswordBody = z.object({ password: z.string().min(1, { error: 'This field is required.' }).max(200) });

export const PermissionRequestBody = z.object({ reason: v.required().max(1000) });
