import { z } from 'zod';
import { messages, v } from '../../lib/validation/index.ts';
import { NewPassword } from './password-policy.ts';

// Bodies of the accounts calls (docs/accounts-api.md), checked with the catalogue's rules.
// The services take these types (plus where the call came from), never a copy of them.

/** A password already set: only checked against its hash, never judged by today's rules. */
const currentPassword = () => v.required().max(1024);

export const CaptchaTokens = z.object({
  v3captchaToken: z.string().max(4000).optional(),
  v2captchaToken: z.string().max(4000).optional(),
});
export type CaptchaTokens = z.infer<typeof CaptchaTokens>;

/** 0/1 as the spec sends them; true/false accepted too. */
const flag = () =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
    .default(0)
    .transform((value) => value === 1 || value === '1' || value === true);

export const CustomerCreateBody = CaptchaTokens.extend({
  email: v.email(),
  password: NewPassword,
  firstName: z.string().trim().max(60).default(''),
  lastName: z.string().trim().max(60).default(''),
  should_have_store: flag(),
  dashboard_access: flag(),
});
export type CustomerCreateBody = z.infer<typeof CustomerCreateBody>;

export const LoginBody = CaptchaTokens.extend({
  email: v.email(),
  password: currentPassword(),
  twoFactorAuthCode: v.twoFactorCode({ required: false }).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RecoveryLoginBody = LoginBody.omit({ twoFactorAuthCode: true }).extend({ recoveryCode: v.recoveryCode() });
export type RecoveryLoginBody = z.infer<typeof RecoveryLoginBody>;

export const ForgotPasswordBody = CaptchaTokens.extend({ email: v.email() });

/** The link's token names the account, so no e-mail address is asked for. */
export const ResetPasswordBody = z
  .object({ token: v.required().max(200), password: NewPassword, password_confirmation: z.string() })
  .refine((body) => body.password === body.password_confirmation, { error: messages.passwordConfirmation, path: ['password_confirmation'] });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ConfirmPasswordBody = z.object({
  password: currentPassword(),
  twoFactorAuthCode: v.twoFactorCode({ required: false }).optional(),
  recoveryCode: v.recoveryCode({ required: false }).optional(),
});
export type ConfirmPasswordBody = z.infer<typeof ConfirmPasswordBody>;

export const EnableTwoFactorBody = z.object({
  method: z.enum(['app', 'sms']).default('app'),
  code: v.twoFactorCode({ required: false }).default(''),
  mobilePhoneNumber: v.ukPhone({ required: false }).optional(),
});
export type EnableTwoFactorBody = z.infer<typeof EnableTwoFactorBody>;

export const EulaBody = z.object({ accept: z.literal(true, { error: 'Please accept the agreement to continue.' }) });

export const StorePasswordBody = z.object({ password: v.required().max(200) });

export const PermissionRequestBody = z.object({ reason: v.required().max(1000) });
