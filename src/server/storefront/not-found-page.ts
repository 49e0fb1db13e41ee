import type { ShellData } from '../../platform/pages/shell-data.ts';
import { unlistedPage, type PageAnswer } from '../../platform/pages/unlisted-page.ts';
import { PAGE_LOAD_MESSAGES } from '../../platform/errors/api-error.ts';

/** The not-found page (/404/ and any unmatched path), status 404, and no breadcrumb list (the only route without one). */
export function notFoundPage(shell: ShellData, origin: string, path: string): PageAnswer<undefined> {
  return unlistedPage(shell, origin, { title: 'Page not found', description: PAGE_LOAD_MESSAGES[404], path, loginState: 'everyone' }, undefined, {
    status: 404,
  });
}
