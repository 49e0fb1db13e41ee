import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { formText, type FormPost } from '../../../platform/pages/form-post.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { fieldErrors, ROOT_FIELD, type FieldErrors } from '../../../lib/validation/index.ts';
import { affiliateLink, findAffiliateByCode } from './affiliates.ts';
import { NewAffiliateInput } from '../../../schemas/affiliate.ts';
import { joinProgramme } from './join.ts';

// /affiliates/join/: where the affiliate sign-up form posts without JavaScript. A post from
// a page of this host makes the affiliate and answers 303 to /affiliates/join/?code={code},
// which shows their link; errors come back on the form with the validation messages.

export interface JoinPageView {
  outcome: 'form' | 'joined' | 'refused';
  values: { name: string; email: string };
  errors: FieldErrors;
  /** The new affiliate's link (joined). */
  link?: string | undefined;
}

type Handled = { kind: 'view'; view: JoinPageView; status: number } | { kind: 'joined'; code: string };

async function handlePost(scope: StoreScope, post: FormPost, origin: string, clientIp: string): Promise<Handled> {
  const empty = { name: '', email: '' };
  if (!post.sameHost) return { kind: 'view', status: 403, view: { outcome: 'refused', values: empty, errors: {} } };
  const field = (name: string) => formText(post.form, name) ?? '';
  const values = { name: field('name'), email: field('email') };
  const parsed = NewAffiliateInput.safeParse(values);
  if (!parsed.success) return { kind: 'view', status: 422, view: { outcome: 'form', values, errors: fieldErrors(parsed.error) } };
  try {
    const affiliate = await joinProgramme(scope, parsed.data, origin, clientIp);
    return { kind: 'joined', code: affiliate.code };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { kind: 'view', status: error.status, view: { outcome: 'form', values, errors: error.fieldErrors ?? { [ROOT_FIELD]: [error.message] } } };
  }
}

export async function loadJoinPage(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  origin: string,
  clientIp: string,
): Promise<StorefrontPage<JoinPageView>> {
  let handled: Handled;
  if (post) handled = await handlePost(scope, post, origin, clientIp);
  else {
    const code = url.searchParams.get('code');
    const affiliate = code ? await findAffiliateByCode(scope, code) : undefined;
    handled = affiliate
      ? { kind: 'view', status: 200, view: { outcome: 'joined', values: { name: '', email: '' }, errors: {}, link: affiliateLink(origin, affiliate.code) } }
      : { kind: 'view', status: 200, view: { outcome: 'form', values: { name: '', email: '' }, errors: {} } };
  }
  if (handled.kind === 'joined')
    return { kind: 'redirect', location: `/affiliates/join/?code=${encodeURIComponent(handled.code)}`, status: 303, headers: PERSONAL_PAGE_HEADERS };
  const head = {
    title: handled.view.outcome === 'joined' ? 'Your affiliate link' : 'Become an affiliate',
    description: `The affiliate programme of ${shell.companyName}.`,
    path: '/affiliates/join/',
    loginState: 'everyone' as const,
  };
  return unlistedPage(shell, url.origin, head, handled.view, { status: handled.status, headers: PERSONAL_PAGE_HEADERS });
}
