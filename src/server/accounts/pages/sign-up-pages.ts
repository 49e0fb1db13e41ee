import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { AccountUser } from '../../../schemas/account.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage, type PageAnswer } from '../../../platform/pages/unlisted-page.ts';
import { verifyEmail } from '../verification.ts';

// The pages of signing up: the form, "check your inbox", and the licence.

/** /sign-up/: a new account, and a store with it when asked ("I want a store"). Logged-out only. */
export function signUpPage(shell: ShellData, url: URL): PageAnswer<{ wantsStore: boolean }> {
  // Arriving from the plans page ("Start selling") ticks "I want a store".
  const wantsStore = url.searchParams.has('plan') || url.searchParams.get('store') === '1';
  return unlistedPage(
    shell,
    url.origin,
    {
      title: 'Create an account',
      description: `Create your ${shell.companyName} account.`,
      path: '/sign-up/',
      loginState: 'logged-out',
    },
    { wantsStore },
  );
}

export type VerifyOutcome = 'waiting' | 'expired' | 'invalid';

export interface VerifyPageView {
  outcome: VerifyOutcome;
  user: AccountUser | null;
}

/**
 * /sign-up/verify/: "check your inbox" with a resend button. The e-mail's link comes back
 * here with ?token=…: a good token verifies and moves on to the licence; an expired or
 * used one says so, beside the same resend button.
 */
export async function verifyPage(scope: StoreScope, shell: ShellData, url: URL, user: AccountUser | null): Promise<StorefrontPage<VerifyPageView>> {
  const token = url.searchParams.get('token');
  const result = token === null ? undefined : await verifyEmail(scope.db, token.slice(0, 200));
  if (result === 'verified') return { kind: 'redirect', location: '/sign-up/eula/', status: 303 };
  if (result === undefined && user?.verified) return { kind: 'redirect', location: '/sign-up/eula/', status: 302 };
  const outcome: VerifyOutcome = result ?? 'waiting';
  const head = { title: 'Verify your email', description: 'Confirm your email address.', path: '/sign-up/verify/', loginState: 'logged-in' as const };
  return unlistedPage(
    shell,
    url.origin,
    head,
    { outcome, user },
    {
      layout: 'tool',
      status: outcome === 'expired' ? 410 : outcome === 'invalid' ? 400 : undefined,
      // The token is a secret: keep it out of other sites' logs.
      headers: { 'referrer-policy': 'no-referrer' },
    },
  );
}

/** /sign-up/eula/: the end-user licence agreement and "I agree"; someone who already agreed can still read it. */
export function eulaPage(shell: ShellData, origin: string, user: AccountUser | null): PageAnswer<{ user: AccountUser | null }> {
  return unlistedPage(
    shell,
    origin,
    {
      title: 'End User Licence Agreement',
      description: 'The agreement for using the store builder.',
      path: '/sign-up/eula/',
      loginState: 'logged-in',
    },
    { user },
    { layout: 'tool' },
  );
}
