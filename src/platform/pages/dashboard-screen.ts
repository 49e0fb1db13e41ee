import type { ShellData } from './shell-data.ts';
import { unlistedPage, type PageAnswer } from './unlisted-page.ts';
import { PERSONAL_PAGE_HEADERS } from './page-result.ts';

/** What a dashboard screen's head says. */
export interface DashboardHead {
  title: string;
  description: string;
}

/**
 * The frame every dashboard screen shares (/dashboard/…, /plugins/…): the owner's own page in
 * the tool layout, never indexed, never kept by the render cache or a CDN. The guards
 * (src/lib/guards.ts) decide who reaches it before its service runs.
 */
export function dashboardScreen<V>(shell: ShellData, url: URL, head: DashboardHead, view: V, status?: number): PageAnswer<V> {
  return unlistedPage(shell, url.origin, { ...head, path: url.pathname, loginState: 'dashboard-access' }, view, {
    layout: 'tool',
    headers: PERSONAL_PAGE_HEADERS,
    status,
  });
}
