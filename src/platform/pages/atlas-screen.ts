import type { ShellData } from './shell-data.ts';
import type { StorefrontPage } from './page-result.ts';
import type { Identity } from '../../lib/identity.ts';
import type { DashboardHead } from './dashboard-screen.ts';
import { dashboardScreen } from './dashboard-screen.ts';
import { isInternal } from '../../lib/identity.ts';
import { loginRedirect } from '../../lib/page-access.ts';

/** What an atlas screen's service receives once the visitor is known to be internal staff; `S` is the store scope. */
export interface StaffOf<S> {
  scope: S;
  url: URL;
  /** The staff member (internal, signed in). */
  userId: number;
  identity: Identity;
}

/** 'forbidden': signed in but not staff (403); 'not-found': staff asked for something that is not there (404). */
export type AtlasView<V> = { state: 'ok'; view: V } | { state: 'forbidden' } | { state: 'not-found' };

/**
 * The frame of every /atlas/ screen: the signed out log in first, anyone who is
 * not internal staff gets a 403 screen and nothing of the data, and staff get the
 * view `load` builds — in the tool layout, never cached (dashboardScreen's headers).
 * The back office spans every store: `scope` is only the host it was opened on.
 */
export async function atlasScreen<V, S extends { division: { id: number } }>(
  scope: S,
  shell: ShellData,
  url: URL,
  identity: Identity | undefined,
  head: DashboardHead,
  load: (staff: StaffOf<S>) => Promise<V | { notFound: true }>,
): Promise<StorefrontPage<AtlasView<V>>> {
  if (!identity?.user) return { kind: 'redirect', location: loginRedirect(url.pathname + url.search), status: 302 };
  if (!isInternal(identity, scope.division.id)) return dashboardScreen(shell, url, head, { state: 'forbidden' }, 403);
  const view = await load({ scope, url, userId: identity.user.id, identity });
  if (isNotFound(view)) return dashboardScreen(shell, url, { ...head, title: 'Not found' }, { state: 'not-found' }, 404);
  return dashboardScreen(shell, url, head, { state: 'ok', view });
}

function isNotFound(value: unknown): value is { notFound: true } {
  return typeof value === 'object' && value !== null && 'notFound' in value && (value as { notFound: unknown }).notFound === true;
}
