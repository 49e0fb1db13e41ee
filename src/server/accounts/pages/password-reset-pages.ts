import type { ShellData } from '../../../platform/pages/shell-data.ts';
import { unlistedPage, type PageAnswer } from '../../../platform/pages/unlisted-page.ts';

/** /password-reset/: ask for a link. The e-mail leads to /password-reset/{token}. */
export function resetRequestPage(shell: ShellData, origin: string): PageAnswer<undefined> {
  return unlistedPage(
    shell,
    origin,
    {
      title: 'Reset your password',
      description: `Reset the password of your ${shell.companyName} account.`,
      path: '/password-reset/',
      loginState: 'logged-out',
    },
    undefined,
  );
}

export interface ResetPageView {
  token: string;
}

/**
 * /password-reset/{token}: choose a new password. The API checks the token when the form
 * is sent; a bad or old link is answered there, beside a way to get a new one.
 */
export function resetPage(shell: ShellData, url: URL, token: string): PageAnswer<ResetPageView> {
  return unlistedPage(
    shell,
    url.origin,
    {
      title: 'Choose a new password',
      description: `Choose a new password for your ${shell.companyName} account.`,
      path: '/password-reset/',
      loginState: 'logged-out',
    },
    { token },
    {
      // The token is a secret: keep it out of other sites' logs.
      headers: { 'referrer-policy': 'no-referrer' },
    },
  );
}
