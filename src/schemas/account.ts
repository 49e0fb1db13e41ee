import { z } from 'zod';

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
