import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { mayEditStore } from '../../stores/index.ts';
import { connectProvider, findConnectedAccount, onboardingLocation } from '../../commerce/index.ts';
import { PAYMENT_MESSAGES, paymentScreen, type PaymentScreenRequest } from './payment-settings-page.ts';
import type { PaymentSettingsView } from './payment-settings-view.ts';
import { processorOf } from './payment-settings-view.ts';
import { CONNECT_PATH, PAYMENT_SETTINGS_PATH, RETURN_PATH } from './payment-settings-paths.ts';

// "Connect with Stripe" (/dashboard/store/settings/payments/connect/): the button's POST opens
// the store's account once and sends the owner (303) to a fresh onboarding link. Stripe sends an
// owner whose link expired here by GET (refresh_url): a new link for the account already opened.

const goTo = (location: string): StorefrontPage<PaymentSettingsView> => ({ kind: 'redirect', location, status: 303, headers: PERSONAL_PAGE_HEADERS });

export async function connectAction(
  scope: StoreScope,
  shell: ShellData,
  request: PaymentScreenRequest & { origin: string },
): Promise<StorefrontPage<PaymentSettingsView>> {
  const { post, identity, origin } = request;
  const screen = { ...request, url: new URL(PAYMENT_SETTINGS_PATH, request.url) };
  const allowed = mayEditStore(identity, scope.division.id, 'dashboard.settings');
  if (post && !post.sameHost) return paymentScreen(scope, shell, screen, { message: PAYMENT_MESSAGES.forged, status: 403 });
  if (!allowed) return post ? paymentScreen(scope, shell, screen, { message: PAYMENT_MESSAGES.noRight, status: 403 }) : goTo(PAYMENT_SETTINGS_PATH);
  if ((await processorOf(scope)) !== 'direct')
    return post ? paymentScreen(scope, shell, screen, { message: PAYMENT_MESSAGES.chooseDirect, status: 409 }) : goTo(PAYMENT_SETTINGS_PATH);
  // A refresh_url visit only renews the link of an account already opened: a link never opens one.
  if (!post && !(await findConnectedAccount(scope.db, scope.division.id))) return goTo(PAYMENT_SETTINGS_PATH);
  try {
    const links = { refreshUrl: new URL(CONNECT_PATH, origin).href, returnUrl: new URL(RETURN_PATH, origin).href };
    return goTo(await onboardingLocation(scope, connectProvider(request.provider), links));
  } catch (error) {
    if (error instanceof ApiError) return paymentScreen(scope, shell, screen, { message: error.message, status: error.status });
    console.error('[payments] the store account could not be connected', error);
    return paymentScreen(scope, shell, screen, { message: PAYMENT_MESSAGES.unreachable, status: 502 });
  }
}
