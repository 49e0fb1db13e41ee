import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { FormPost } from '../../../platform/pages/form-post.ts';
import type { PaymentProvider } from '../../commerce/index.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { mayEditStore } from '../../stores/index.ts';
import { completeTestOnboarding, connectProvider, findConnectedAccount } from '../../commerce/index.ts';
import { PAYMENT_MESSAGES } from './payment-settings-page.ts';
import { PAYMENT_SETTINGS_PATH, RETURN_PATH } from './payment-settings-paths.ts';

// The test processor's onboarding form (PAYMENT_PROVIDER=test, the demo): where "Connect with
// Stripe" leads without Stripe. It says it is a test, and completing it makes the store's test
// account ready as Stripe's account update would, then returns as Stripe's return_url does.

export interface TestOnboardingView {
  accountId: string | null;
  message: string | null;
}

const HEAD = { title: 'Test onboarding', description: 'Test mode: connect a test account to this store.' };

export async function testOnboardingPage(
  scope: StoreScope,
  shell: ShellData,
  request: { url: URL; post: FormPost | undefined; identity: Identity; provider: PaymentProvider },
): Promise<StorefrontPage<TestOnboardingView>> {
  const { url, post, identity, provider } = request;
  if (provider.name !== 'test') return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  const account = await findConnectedAccount(scope.db, scope.division.id);
  const answer = (message: string | null, status?: number) => dashboardScreen(shell, url, HEAD, { accountId: account?.accountId ?? null, message }, status);
  if (!account) return { kind: 'redirect', location: PAYMENT_SETTINGS_PATH, status: 303, headers: PERSONAL_PAGE_HEADERS };
  if (!post) return answer(null);
  if (!post.sameHost) return answer(PAYMENT_MESSAGES.forged, 403);
  if (!mayEditStore(identity, scope.division.id, 'dashboard.settings')) return answer(PAYMENT_MESSAGES.noRight, 403);
  try {
    await completeTestOnboarding(scope, connectProvider(provider));
  } catch (error) {
    if (error instanceof ApiError) return answer(error.message, error.status);
    throw error;
  }
  return { kind: 'redirect', location: RETURN_PATH, status: 303, headers: PERSONAL_PAGE_HEADERS };
}
