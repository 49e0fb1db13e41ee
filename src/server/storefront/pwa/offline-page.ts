import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';

export const OFFLINE_TITLE = 'You’re offline';
export const OFFLINE_TEXT = 'This page has not been saved on this device yet. Pages you have visited before still open; check your connection and try again.';

/**
 * /offline/: what the service worker shows for a page it cannot fetch and has not kept
 * (src/sw/). Fetched once when the worker installs, so it carries the store's own shell.
 */
export function loadOfflinePage(_scope: StoreScope, shell: ShellData, origin: string): StorefrontPage<{ title: string; text: string }> {
  return unlistedPage(
    shell,
    origin,
    { title: OFFLINE_TITLE, description: `${shell.companyName} is not reachable right now.`, path: '/offline/', loginState: 'everyone' },
    { title: OFFLINE_TITLE, text: OFFLINE_TEXT },
  );
}
