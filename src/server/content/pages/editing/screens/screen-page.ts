import type { ShellData } from '../../../../../platform/pages/shell-data.ts';
import type { PageAnswer } from '../../../../../platform/pages/unlisted-page.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS, type StorefrontPage } from '../../../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../../../platform/pages/dashboard-screen.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import type { FormPost } from '../../../../../platform/pages/form-post.ts';

// What the page screens of the dashboard (/dashboard/store/pages/…) share: an owner's own
// page, never indexed nor kept, in the tool layout; forms that work without JavaScript.

export const PAGES_HOME = '/dashboard/store/pages/';
export const editorPath = (id: number) => `${PAGES_HOME}${id}/edit/`;
export const historyPath = (id: number) => `${PAGES_HOME}${id}/history/`;
export const deletePath = (id: number) => `${PAGES_HOME}${id}/delete/`;

/** A page screen's frame: the dashboard's, described as the store's pages. */
export function pageScreen<V>(shell: ShellData, url: URL, title: string, view: V, status?: number): PageAnswer<V> {
  return dashboardScreen(shell, url, { title, description: 'Your store pages.' }, view, status);
}

/** Why a form post from elsewhere is refused (the API's CSRF words), shown with a 403. */
export const FORGED_FORM = new ApiError('csrfMismatch');

/** A form post's fields, refused (FORGED_FORM) unless it came from a page of this host: no header can carry a token. */
export function sameHostForm(post: FormPost): Map<string, string> {
  if (!post.sameHost) throw FORGED_FORM;
  const fields = new Map<string, string>();
  post.form?.forEach((value, key) => {
    if (typeof value === 'string') fields.set(key, value);
  });
  return fields;
}

/** An id from the screen's path, or null (the route answers not found). */
export function screenPageId(value: string | undefined): number | null {
  return /^\d{1,9}$/.test(value ?? '') && Number(value) > 0 ? Number(value) : null;
}

/** The status a refused action's screen answers with: 403 for a forged form, else 422. */
export const refusalStatus = (error: unknown) => (error instanceof ApiError && error.status === 403 ? 403 : 422);

/** The message a refused action shows on the screen (the API's words). */
export function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    const first = Object.values(error.fieldErrors ?? {}).flat()[0];
    return first && first !== error.message ? `${error.message}: ${first}` : error.message;
  }
  throw error;
}

/**
 * Runs a screen of one page: a page that is missing, deleted or another store's is the
 * store's not-found page here (the API answers the last with the spec's 403 text).
 */
export async function ownPageScreen<V>(work: () => Promise<StorefrontPage<V>>): Promise<StorefrontPage<V>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'notFound' || error.kind === 'otherStore')) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
    throw error;
  }
}
