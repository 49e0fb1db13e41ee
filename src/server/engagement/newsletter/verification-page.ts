import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { verifySubscription, type VerificationResult } from './verify.ts';
import { subscribedCookie } from './subscribed-cookie.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';

export const VERIFICATION_TITLES: Record<VerificationResult['kind'], string> = {
  verified: 'You’re subscribed',
  used: 'This link has already been used',
  expired: 'This link has expired',
  invalid: 'This link is not valid',
};
const STATUS: Record<VerificationResult['kind'], number> = { verified: 200, used: 200, expired: 410, invalid: 400 };

/**
 * /subscription-verified?token=…: the link of the subscription e-mail. Confirms the
 * subscriber, or says plainly why the link no longer works; `secure` says the visitor came over HTTPS.
 */
export async function loadVerificationPage(scope: StoreScope, shell: ShellData, url: URL, secure: boolean): Promise<StorefrontPage<VerificationResult>> {
  const result = await verifySubscription(scope, url.searchParams.get('token'));
  const head = {
    title: VERIFICATION_TITLES[result.kind],
    description: `Your subscription to ${shell.companyName}.`,
    path: '/subscription-verified',
    loginState: 'everyone' as const,
  };
  return {
    ...unlistedPage(shell, url.origin, head, result, {
      status: STATUS[result.kind],
      headers: PERSONAL_PAGE_HEADERS,
      cookies: result.kind === 'verified' ? [subscribedCookie(secure)] : [],
    }),
    // The token is in this page's address: it must not travel on in Referer headers.
    headExtras: [{ kind: 'meta', attribute: 'name', key: 'referrer', content: 'no-referrer' }],
  };
}
