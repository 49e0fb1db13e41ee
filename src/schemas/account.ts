import { z } from 'zod';
import { messages, v } from '../lib/validation/index.ts';
import { text } from '../lib/validation/zod.ts';
import { NEW_PASSWORD_RULES } from '../lib/validation/rules/new-password.ts';

/** The signed-in user as the app sees them (never their secrets). */
export const AccountUser = z.object({
  id: z.int(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  verified: z.boolean(),
  eulaSigned: z.boolean(),
  /** Flagged internal staff. */
  internal: z.boolean(),
  /** May use the dashboard (store owners and staff). */
  dashboardAccess: z.boolean(),
  twoFactorEnabled: z.boolean(),
  twoFactorMethod: z.enum(['app', 'sms']).nullable(),
  mobilePhoneNumber: z.string().nullable(),
  mutedAt: z.string().nullable(),
  /** Dashboard and atlas rights, e.g. "dashboard.pages", "atlas.users.mute". */
  permissions: z.array(z.string()),
});
export type AccountUser = z.infer<typeof AccountUser>;

/** A store the user belongs to. */
export const AccountStore = z.object({
  id: z.int(),
  subdomain: z.string(),
  name: z.string(),
  url: z.string(),
  role: z.string(),
  isPro: z.boolean(),
});
export type AccountStore = z.infer<typeof AccountStore>;

/** GET /omnis/v3/dashboard/secure/get/ and the body of a successful login. */
export const InitialState = z.object({
  user: AccountUser.nullable(),
  stores: z.array(AccountStore),
  store: z.object({ id: z.int(), subdomain: z.string(), passwordProtected: z.boolean(), comingSoon: z.boolean() }).nullable(),
  confirmedUntil: z.string().nullable(),
});
export type InitialState = z.infer<typeof InitialState>;

/** A signed-in answer (login, sign-up, password reset): the user, their stores and where to go. */
export const SignedIn = z.object({ user: AccountUser, stores: z.array(AccountStore), redirect: z.string() });
export type SignedIn = z.infer<typeof SignedIn>;

/** The 202 of a login that asks for the second factor. */
export const TwoFactorChallenge = z.object({ message: z.string(), twoFactorRequired: z.literal(true), method: z.enum(['app', 'sms']) });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** POST /omnis/v3/dashboard/secure/login/ and /recovery-login/ */
export const LoginAnswer = z.union([SignedIn, TwoFactorChallenge]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** POST /omnis/v3/dashboard/secure/confirm-password/: sensitive actions are open until then. */
export const ConfirmedAnswer = z.object({ confirmedUntil: z.string().nullable() });
export type ConfirmedAnswer = z.infer<typeof ConfirmedAnswer>;

/** POST /omnis/v3/dashboard/secure/two-factor/setup/: the secret to scan. */
export const TwoFactorSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code, drawn on this server (no third party sees the secret). */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** The ten recovery codes, shown once. */
export const RecoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof RecoveryCodesAnswer>;

/** POST /omnis/v3/dashboard/secure/two-factor/enable/: an SMS enrolment's first call texts a code (202); a confirmed code answers the recovery codes. */
export const TwoFactorEnableAnswer = z.union([z.object({ message: z.string(), codeSent: z.literal(true) }), RecoveryCodesAnswer]);
export type TwoFactorEnableAnswer = z.infer<typeof TwoFactorEnableAnswer>;

// Bodies of the accounts calls (docs/accounts-api.md), checked with the catalogue's rules.
// The services take these types (plus where the call came from), never a copy of them.

/** A new password as the API checks it: the rule list the island forms check, as a schema. */
export const NewPassword = text(...NEW_PASSWORD_RULES);

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
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

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
export type EulaBody = z.infer<typeof EulaBody>;

export const StorePasswordBody = z.object({ password: v.required().max(200) });
export type StorePasswordBody = z.infer<typeof StorePasswordBody>;

export const PermissionRequestBody = z.object({ reason: v.required().max(1000) });
export type PermissionRequestBody = z.infer<typeof PermissionRequestBody>;
