import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { SubscribeInput } from '../../../schemas/newsletter.ts';
import { subscribe } from './subscribe.ts';
import { subscribedCookie } from './subscribed-cookie.ts';
import { formText, type FormPost } from '../../../platform/pages/form-post.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { fieldErrors, type FieldErrors } from '../../../lib/validation/index.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';

// /subscribe/: the newsletter form without JavaScript. POST takes the form-encoded fields
// (only from a page of this same host), then redirects (303) to /subscribe/?subscribed=1
// so a refresh never sends it twice; errors come back on the form (validation messages).
// GET shows the form, or the confirmation after a redirect.

export type SubscribeOutcome = 'form' | 'subscribed' | 'refused' | 'failed';

export interface SubscribePageView {
  outcome: SubscribeOutcome;
  /** What the form shows again. */
  values: { mailingList?: string | undefined; email?: string | undefined; firstName?: string | undefined };
  errors: FieldErrors;
  /** Where "Continue shopping" goes: the page the form was on. */
  returnPath: string;
}

export const SUBSCRIBE_TITLES: Record<SubscribeOutcome, string> = {
  form: 'Subscribe',
  subscribed: 'Check your inbox',
  refused: 'We could not accept this form',
  failed: 'Subscribe',
};
const STATUS: Record<SubscribeOutcome, number> = { form: 200, subscribed: 200, refused: 403, failed: 500 };

/** What the page knows of the request besides its form: its address, and the page the browser says it came from. */
export interface SubscribeRequest {
  url: URL;
  /** The Referer header, if sent. */
  referer: string | null;
  /** The visitor came over HTTPS. */
  secure: boolean;
}

/** The path of the page the form was on, when the browser says and it is this host. */
function refererPath({ referer, url }: SubscribeRequest): string | undefined {
  try {
    const from = new URL(referer ?? '');
    return from.host === url.host ? from.pathname + from.search : undefined;
  } catch {
    return undefined;
  }
}

/** Back to where the visitor was, never to this form again. */
function backTo(value: string | undefined): string {
  const path = safeReturnPath(value);
  return path.startsWith('/subscribe') ? '/' : path;
}

type Handled = { kind: 'view'; view: SubscribePageView } | { kind: 'subscribed'; returnPath: string };

/** Nothing posted yet: the form, or the confirmation after the redirect. */
function initialView(request: SubscribeRequest): SubscribePageView {
  const { url } = request;
  return {
    outcome: url.searchParams.get('subscribed') === '1' ? 'subscribed' : 'form',
    values: { mailingList: url.searchParams.get('list') ?? undefined, email: '', firstName: '' },
    errors: {},
    returnPath: backTo(url.searchParams.get('return') ?? refererPath(request)),
  };
}

/** A refused form keeps only its list: nothing the visitor typed is shown back. */
const refused = (mailingList: string | undefined, returnPath: string): Handled => ({
  kind: 'view',
  view: { outcome: 'refused', values: { mailingList }, errors: {}, returnPath },
});

/** A posted form: refused from another site, answered with its errors, or subscribed. */
async function handlePost(scope: StoreScope, post: FormPost, request: SubscribeRequest): Promise<Handled> {
  if (!post.sameHost) {
    const initial = initialView(request);
    return refused(initial.values.mailingList, initial.returnPath);
  }
  const field = (name: string) => formText(post.form, name);
  const values = { mailingList: field('mailingList'), email: field('email') ?? '', firstName: field('firstName') ?? '' };
  const returnPath = backTo(field('return') ?? refererPath(request));
  const parsed = SubscribeInput.safeParse({ ...values, division: field('division') });
  if (!parsed.success) return { kind: 'view', view: { outcome: 'form', values, errors: fieldErrors(parsed.error), returnPath } };
  try {
    await subscribe(scope, parsed.data, { origin: publicOrigin(request.url, request.secure) });
    return { kind: 'subscribed', returnPath };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'otherStore') return refused(values.mailingList, returnPath);
    console.error('[newsletter] subscribe failed', error);
    return { kind: 'view', view: { outcome: 'failed', values, errors: {}, returnPath } };
  }
}

/** The /subscribe/ page for this request. */
export async function loadSubscribePage(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  request: SubscribeRequest,
): Promise<StorefrontPage<SubscribePageView>> {
  const { url, secure } = request;
  const handled: Handled = post ? await handlePost(scope, post, request) : { kind: 'view', view: initialView(request) };
  if (handled.kind === 'subscribed') {
    const location = `/subscribe/?subscribed=1&return=${encodeURIComponent(handled.returnPath)}`;
    return { kind: 'redirect', location, status: 303, headers: PERSONAL_PAGE_HEADERS, cookies: [subscribedCookie(secure)] };
  }
  const { view } = handled;
  const head = {
    title: SUBSCRIBE_TITLES[view.outcome],
    description: `New designs, restocks and offers from ${shell.companyName}, straight to your inbox.`,
    path: '/subscribe/',
    loginState: 'everyone' as const,
  };
  const status = Object.keys(view.errors).length > 0 ? 422 : STATUS[view.outcome];
  return unlistedPage(shell, url.origin, head, view, { status, headers: PERSONAL_PAGE_HEADERS });
}
