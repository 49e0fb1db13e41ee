import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { FormPost } from '../../../platform/pages/form-post.ts';
import { formText } from '../../../platform/pages/form-post.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { mayEditStore, savePaymentProcessor } from '../../stores/index.ts';
import { connectProvider, refreshConnectedAccount } from '../../commerce/index.ts';
import type { PaymentProvider } from '../../commerce/index.ts';
import { connectionOf, processorOf, type PaymentSettingsView } from './payment-settings-view.ts';
import { PAYMENT_SETTINGS_PATH } from './payment-settings-paths.ts';

// /dashboard/store/settings/payments/: who takes the store's payments (teemill: the platform;
// direct: the store's own Stripe account, with the platform's fee) and, for a direct store,
// "Connect with Stripe" and where its onboarding stands. Plain forms: no JavaScript needed.

export const PAYMENT_MESSAGES = {
  noRight: 'You need the settings permission to change the store’s payment settings. Ask the store’s owner for it.',
  forged: 'Your session has expired. Please refresh the page and try again.',
  chooseProcessor: 'Choose who takes the store’s payments.',
  chooseDirect: 'Choose “Your own Stripe account” and save before connecting it.',
  unreachable: 'Stripe could not be reached or refused the request, so nothing changed. Please try again in a moment.',
} as const;

export interface PaymentScreenRequest {
  url: URL;
  post: FormPost | undefined;
  identity: Identity;
  provider: PaymentProvider;
  feePercent: number;
}

const HEAD = { title: 'Payment settings', description: 'Who takes your store’s payments, and your own Stripe account.' };

/** The screen with the store's current state, and a message when an action was refused. */
export async function paymentScreen(
  scope: StoreScope,
  shell: ShellData,
  request: PaymentScreenRequest,
  outcome: { message?: string | null; status?: number } = {},
): Promise<StorefrontPage<PaymentSettingsView>> {
  const view: PaymentSettingsView = {
    allowed: mayEditStore(request.identity, scope.division.id, 'dashboard.settings'),
    processor: await processorOf(scope),
    connection: await connectionOf(scope),
    feePercent: request.feePercent,
    testMode: request.provider.name === 'test',
    saved: request.url.searchParams.has('saved'),
    message: outcome.message ?? null,
  };
  return dashboardScreen(shell, request.url, HEAD, view, outcome.status);
}

export async function paymentSettingsPage(scope: StoreScope, shell: ShellData, request: PaymentScreenRequest): Promise<StorefrontPage<PaymentSettingsView>> {
  const { post, url, identity } = request;
  const allowed = mayEditStore(identity, scope.division.id, 'dashboard.settings');
  if (!post) {
    // Back from the processor's onboarding form: its state is read now, before any webhook.
    if (url.searchParams.get('connect') === 'return' && allowed) {
      try {
        await refreshConnectedAccount(scope, connectProvider(request.provider));
      } catch (error) {
        console.error('[payments] the connected account could not be read', error);
        return paymentScreen(scope, shell, request, { message: PAYMENT_MESSAGES.unreachable, status: 502 });
      }
    }
    return paymentScreen(scope, shell, request);
  }
  // A plain form cannot send the CSRF header: the browser's same-origin verdict stands in for it.
  if (!post.sameHost) return paymentScreen(scope, shell, request, { message: PAYMENT_MESSAGES.forged, status: 403 });
  if (!allowed) return paymentScreen(scope, shell, request, { message: PAYMENT_MESSAGES.noRight, status: 403 });
  const type = formText(post.form, 'processor');
  if (type !== 'teemill' && type !== 'direct') return paymentScreen(scope, shell, request, { message: PAYMENT_MESSAGES.chooseProcessor, status: 422 });
  await savePaymentProcessor(scope, { type });
  return { kind: 'redirect', location: `${PAYMENT_SETTINGS_PATH}?saved=1`, status: 303, headers: PERSONAL_PAGE_HEADERS };
}
