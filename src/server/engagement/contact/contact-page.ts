import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { formText, type FormPost } from '../../../platform/pages/form-post.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { fieldErrors, ROOT_FIELD, type FieldErrors } from '../../../lib/validation/index.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { ContactInput } from '../../../schemas/contact.ts';
import { sendContactMessage } from './send-contact.ts';

// /contact/: where the mail contact form posts without JavaScript. A post from a page of
// this same host (the app's CSRF rule for plain forms) is sent and answered with a 303 to
// /contact/?sent=1 (the thanks state; a refresh never sends twice); errors come back on
// the form with the validation messages, a used-up limit as a 429.

export type ContactOutcome = 'form' | 'sent' | 'refused';

export interface ContactPageView {
  outcome: ContactOutcome;
  values: { block: string; name: string; email: string; message: string };
  errors: FieldErrors;
  /** Back to the page the form was on. */
  returnPath: string;
}

const backTo = (value: string | null | undefined) => {
  const path = safeReturnPath(value);
  return path.startsWith('/contact') ? '/' : path;
};

type Handled = { kind: 'view'; view: ContactPageView; status: number } | { kind: 'sent'; returnPath: string };

async function handlePost(scope: StoreScope, post: FormPost, clientIp: string): Promise<Handled> {
  const empty = { block: '', name: '', email: '', message: '' };
  if (!post.sameHost) return { kind: 'view', status: 403, view: { outcome: 'refused', values: empty, errors: {}, returnPath: '/' } };
  const field = (name: string) => formText(post.form, name) ?? '';
  const values = { block: field('block'), name: field('name'), email: field('email'), message: field('message') };
  const returnPath = backTo(field('return'));
  const parsed = ContactInput.safeParse(values);
  if (!parsed.success) return { kind: 'view', status: 422, view: { outcome: 'form', values, errors: fieldErrors(parsed.error), returnPath } };
  try {
    await sendContactMessage(scope, parsed.data, clientIp);
    return { kind: 'sent', returnPath };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return {
      kind: 'view',
      status: error.status,
      view: { outcome: 'form', values, errors: error.fieldErrors ?? { [ROOT_FIELD]: [error.message] }, returnPath },
    };
  }
}

export async function loadContactPage(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  clientIp: string,
): Promise<StorefrontPage<ContactPageView>> {
  const handled: Handled = post
    ? await handlePost(scope, post, clientIp)
    : {
        kind: 'view',
        status: 200,
        view: {
          outcome: url.searchParams.get('sent') === '1' ? 'sent' : 'form',
          values: { block: '', name: '', email: '', message: '' },
          errors: {},
          returnPath: backTo(url.searchParams.get('return')),
        },
      };
  if (handled.kind === 'sent') {
    return { kind: 'redirect', location: `/contact/?sent=1&return=${encodeURIComponent(handled.returnPath)}`, status: 303, headers: PERSONAL_PAGE_HEADERS };
  }
  const head = {
    title: handled.view.outcome === 'sent' ? 'Message sent' : 'Contact us',
    description: `Send a message to ${shell.companyName}.`,
    path: '/contact/',
    loginState: 'everyone' as const,
  };
  return unlistedPage(shell, url.origin, head, handled.view, { status: handled.status, headers: PERSONAL_PAGE_HEADERS });
}
