import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import { formText, type FormPost } from '../../../platform/pages/form-post.ts';
import { PERSONAL_PAGE_HEADERS, type StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import type { Money } from '../../../lib/money.ts';
import { PLAN_INTERVALS, type PlanInterval } from '../billing/billing-event.ts';
import type { BillingProvider } from '../billing/billing-provider.ts';
import { proBillingView, type ProBillingView } from '../billing/billing-view.ts';
import { openProBillingPortal, startProCheckout } from '../billing/pro-checkout.ts';
import { proPrices } from '../billing/pro-plan-prices.ts';

/** Who is looking: signed in (the guard makes sure), and whether they may buy and manage Pro for this store. */
export interface PlansViewer {
  email: string;
  /** The store's owner, internal staff, or a member holding dashboard.billing. */
  canManage: boolean;
}

export interface PlansPageView {
  isPro: boolean;
  prices: { monthly: Money; yearly: Money };
  canManage: boolean;
  /** The plan and its invoices, for those who may manage it. */
  billing: ProBillingView | null;
  /** Pro is bought on the built-in test processor: nothing is charged. */
  testMode: boolean;
  /** Back from a checkout: what happened. */
  notice: string | null;
  error: string | null;
}

export interface PlansRequest {
  url: URL;
  post: FormPost | undefined;
  viewer: PlansViewer | null;
  provider: BillingProvider;
}

export const PLANS_MESSAGES = {
  welcome: 'Welcome to Pro: every Pro feature is now on for your store.',
  // Stripe's webhook may reach us a moment after the owner is back from its checkout.
  confirming: 'Thank you: your payment went through. Pro switches on as soon as the payment processor confirms it, usually within seconds.',
  otherSite: 'The form was sent from another site, so nothing was changed.',
  notAllowed: 'Only the store owner, or someone with the billing permission, can change the plan.',
  badInterval: 'Choose monthly or yearly.',
} as const;

type PlansAnswer = StorefrontPage<PlansPageView>;

/** A subscribe or manage-billing form: the processor's address to go to, or the words to show and the status. */
async function act(scope: StoreScope, request: PlansRequest, post: FormPost): Promise<{ location: string } | { error: string; status: number }> {
  const { viewer } = request;
  if (!post.sameHost) return { error: PLANS_MESSAGES.otherSite, status: 403 };
  if (!viewer?.canManage) return { error: PLANS_MESSAGES.notAllowed, status: 403 };
  const projectId = scope.division.projectId;
  try {
    if (formText(post.form, 'intent') === 'portal') return { location: await openProBillingPortal(scope.db, request.provider, projectId, request.url.origin) };
    const interval = formText(post.form, 'interval');
    if (!PLAN_INTERVALS.includes(interval as PlanInterval)) return { error: PLANS_MESSAGES.badInterval, status: 422 };
    return {
      location: await startProCheckout(scope.db, request.provider, {
        projectId,
        interval: interval as PlanInterval,
        email: viewer.email,
        origin: request.url.origin,
      }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { error: error.message, status: error.status };
    throw error;
  }
}

/**
 * /teemill-plans/: Free and Pro side by side, and the way up. The guards send here whoever
 * opens a Pro-only page of a store that is not Pro. Its forms go to the processor's checkout
 * (subscribe) and billing portal (manage); the owner comes back here, where the plan and its
 * invoices are listed.
 */
export async function plansPage(scope: StoreScope, shell: ShellData, request: PlansRequest): Promise<PlansAnswer> {
  let error: string | null = null;
  let status: number | undefined;
  if (request.post) {
    const outcome = await act(scope, request, request.post);
    if ('location' in outcome) return { kind: 'redirect', location: outcome.location, status: 303, headers: PERSONAL_PAGE_HEADERS };
    ({ error, status } = outcome);
  }
  // Read now, not from the store's cached details: the owner may be back from checkout this very second.
  const isPro = (await scope.db.selectFrom('divisions').select('is_pro').where('id', '=', scope.division.id).executeTakeFirst())?.is_pro === 1;
  const canManage = request.viewer?.canManage === true;
  const subscribed = request.url.searchParams.has('subscribed');
  const prices = proPrices();
  const view: PlansPageView = {
    isPro,
    prices: { monthly: prices.monthly, yearly: prices.yearly },
    canManage,
    billing: canManage ? await proBillingView(scope.db, scope.division.projectId) : null,
    testMode: request.provider.name === 'test',
    notice: subscribed ? (isPro ? PLANS_MESSAGES.welcome : PLANS_MESSAGES.confirming) : null,
    error,
  };
  const head = { title: 'Plans', description: 'Compare the Free and Pro plans.', path: '/teemill-plans/', loginState: 'logged-in' as const };
  return unlistedPage(shell, request.url.origin, head, view, { layout: 'tool', headers: PERSONAL_PAGE_HEADERS, ...(status ? { status } : {}) });
}
