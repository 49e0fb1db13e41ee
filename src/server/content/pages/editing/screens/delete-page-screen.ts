import type { StoreScope } from '../../../../stores/index.ts';
import type { ShellData } from '../../../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../../../platform/pages/page-result.ts';
import type { FormPost } from '../../../../../platform/pages/form-post.ts';
import { deletePage } from '../delete-page.ts';
import { loadEditorPage } from '../editor-page.ts';
import { ownPageScreen, pageScreen, PAGES_HOME, refusal, refusalStatus, sameHostForm } from './screen-page.ts';

/** Deleting a page asks first: the confirmation's exact texts. */
export const DELETE_CONFIRMATION = {
  title: 'Delete page',
  message: 'Are you sure you want to delete this page?',
  confirmText: 'Delete page',
  cancelText: 'Cancel',
} as const;

export interface DeletePageView {
  page: { id: number; title: string; url: string };
  confirmation: typeof DELETE_CONFIRMATION;
  error: string | null;
}

/** /dashboard/store/pages/{id}/delete/: GET asks, POST deletes and goes back to the list. */
export function deletePageScreen(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  id: number,
): Promise<StorefrontPage<DeletePageView>> {
  return ownPageScreen(() => askThenDelete(scope, shell, post, url, id));
}

async function askThenDelete(scope: StoreScope, shell: ShellData, post: FormPost | undefined, url: URL, id: number): Promise<StorefrontPage<DeletePageView>> {
  const page = await loadEditorPage(scope, id);
  const view = { page: { id, title: page.properties.title || page.url, url: page.url }, confirmation: DELETE_CONFIRMATION, error: null };
  if (!post) return pageScreen(shell, url, DELETE_CONFIRMATION.title, view);
  try {
    sameHostForm(post);
    await deletePage(scope, id);
    return { kind: 'redirect', location: `${PAGES_HOME}?deleted=1`, status: 303 };
  } catch (error) {
    return pageScreen(shell, url, DELETE_CONFIRMATION.title, { ...view, error: refusal(error) }, refusalStatus(error));
  }
}
