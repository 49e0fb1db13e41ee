import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import { formText } from '../../../platform/pages/form-post.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS, type StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { proBillingView, type PlanState } from '../billing/billing-view.ts';
import { proPrice, type ProPrice } from '../billing/pro-plan-prices.ts';
import { TestBilling } from '../billing/test-billing.ts';
import { changeTestSubscription, subscribeInTestMode, type TestPortalAction } from '../billing/test-subscriptions.ts';
import { PLANS_MESSAGES, type PlansRequest } from './plans-page.ts';
import { PLANS_PATH } from '../billing/pro-checkout.ts';

// The test processor's checkout and billing portal, on the store itself. They exist only
// while PAYMENT_PROVIDER is the test processor, say so on every screen, and never ask for a
// card: subscribing and changing the plan here send the same events Stripe would.

export interface TestCheckoutView {
  /** The sealed session, posted back with the form. */
  session: string | null;
  price: ProPrice | null;
  cancelUrl: string;
  error: string | null;
}

export interface TestPortalView {
  plan: PlanState | null;
  /** The price of the plan switched to. */
  otherPrice: ProPrice | null;
  returnUrl: string;
  notice: string | null;
  error: string | null;
}

const TEST_PORTAL_ACTIONS: readonly TestPortalAction[] = ['cancel', 'resume', 'switch', 'end-period'];

export const TEST_PORTAL_NOTICES: Record<TestPortalAction, string> = {
  cancel: 'Your plan is cancelled. Pro stays on until the end of the period you paid for.',
  resume: 'Your plan will renew as before.',
  switch: 'Your plan is switched. The new period starts today.',
  'end-period': 'The period has ended (test mode).',
};

type Guarded = { error: string; status: number } | undefined;

function refusal(request: PlansRequest): Guarded {
  if (request.post && !request.post.sameHost) return { error: PLANS_MESSAGES.otherSite, status: 403 };
  if (!request.viewer?.canManage) return { error: PLANS_MESSAGES.notAllowed, status: 403 };
  return undefined;
}

const head = (title: string, path: string) => ({ title, description: `${title} (test mode).`, path, loginState: 'logged-in' as const });

/** /teemill-plans/test-checkout/?session=…: the test processor's checkout for one plan. */
export async function testCheckoutPage(scope: StoreScope, shell: ShellData, request: PlansRequest): Promise<StorefrontPage<TestCheckoutView>> {
  const { provider, url, post } = request;
  if (!(provider instanceof TestBilling)) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  const sealed = (post ? formText(post.form, 'session') : url.searchParams.get('session')) ?? '';
  const view: TestCheckoutView = { session: null, price: null, cancelUrl: new URL(PLANS_PATH, url.origin).toString(), error: null };
  const refused = refusal(request);
  let status = refused?.status;
  view.error = refused?.error ?? null;
  if (!view.error) {
    try {
      const session = provider.readSession(sealed, scope.division.projectId);
      Object.assign(view, { session: sealed, price: proPrice(session.interval), cancelUrl: session.cancelUrl });
      if (post) {
        await subscribeInTestMode(scope.db, sealed, session);
        return { kind: 'redirect', location: session.successUrl, status: 303, headers: PERSONAL_PAGE_HEADERS };
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      Object.assign(view, { error: error.message });
      status = error.status;
    }
  }
  return unlistedPage(shell, url.origin, head('Test checkout', '/teemill-plans/test-checkout/'), view, {
    layout: 'tool',
    headers: PERSONAL_PAGE_HEADERS,
    ...(status ? { status } : {}),
  });
}

/** /teemill-plans/test-portal/: the test processor's billing portal (cancel, keep, switch, end the period). */
export async function testPortalPage(scope: StoreScope, shell: ShellData, request: PlansRequest): Promise<StorefrontPage<TestPortalView>> {
  const { provider, url, post } = request;
  if (!(provider instanceof TestBilling)) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  const refused = refusal(request);
  const projectId = scope.division.projectId;
  let error = refused?.error ?? null;
  let status = refused?.status;
  if (post && !refused) {
    const action = formText(post.form, 'action') as TestPortalAction;
    if (!TEST_PORTAL_ACTIONS.includes(action)) [error, status] = ['Choose what to change.', 422];
    else {
      try {
        await changeTestSubscription(scope.db, projectId, action);
        return { kind: 'redirect', location: `/teemill-plans/test-portal/?done=${action}`, status: 303, headers: PERSONAL_PAGE_HEADERS };
      } catch (caught) {
        if (!(caught instanceof ApiError) || caught.status >= 500) throw caught;
        [error, status] = [caught.message, caught.status];
      }
    }
  }
  const plan = refused ? null : (await proBillingView(scope.db, projectId)).plan;
  const done = url.searchParams.get('done') as TestPortalAction | null;
  const view: TestPortalView = {
    plan,
    otherPrice: plan ? proPrice(plan.interval === 'year' ? 'month' : 'year') : null,
    returnUrl: new URL(`${PLANS_PATH}#billing`, url.origin).toString(),
    notice: done && TEST_PORTAL_ACTIONS.includes(done) ? TEST_PORTAL_NOTICES[done] : null,
    error,
  };
  return unlistedPage(shell, url.origin, head('Manage your plan', '/teemill-plans/test-portal/'), view, {
    layout: 'tool',
    headers: PERSONAL_PAGE_HEADERS,
    ...(status ? { status } : {}),
  });
}
