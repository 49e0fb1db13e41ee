import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import { unlistedPage, type PageAnswer } from '../../../platform/pages/unlisted-page.ts';

export interface LoginPageView {
  /** A password-protected store asks visitors for the store's password instead. */
  gate: boolean;
  /** Where to go after logging in (?redirect_uri=), checked by the API. */
  redirectUri: string | null;
  /** The owner's way past the gate (?owner=1), keeping redirect_uri. */
  ownerLoginHref: string;
}

/**
 * /login/: e-mail and password, then the second factor. A password-protected
 * store asks visitors for the store's password instead; its owner follows ?owner=1.
 * The guards send signed-in visitors home before this renders.
 */
export function loginPage(scope: StoreScope, shell: ShellData, url: URL): PageAnswer<LoginPageView> {
  const params = url.searchParams;
  const redirectUri = params.get('redirect_uri');
  const gate = scope.division.settings.passwordProtected === true && params.get('owner') !== '1';
  const ownerQuery = new URLSearchParams({ ...(redirectUri ? { redirect_uri: redirectUri } : {}), owner: '1' });
  return unlistedPage(
    shell,
    url.origin,
    {
      title: gate ? 'Password protected' : 'Log in',
      description: gate ? `${shell.companyName} is password protected.` : `Log in to ${shell.companyName}.`,
      path: '/login/',
      loginState: 'logged-out',
    },
    { gate, redirectUri, ownerLoginHref: `/login/?${ownerQuery}` },
  );
}
