import type { StoreScope } from '../stores/scope.ts';
import type { ShellData } from '../storefront/shell.ts';
import type { StorefrontPage } from '../storefront/page-result.ts';
import type { Identity } from '../accounts/identity.ts';
import { dashboardScreen } from '../dashboard/dashboard-screen.ts';
import { isInternal } from '../accounts/identity.ts';
import { loginRedirect } from '../../lib/page-access.ts';
import { awaitingApproval, type AwaitingProduct } from './approval.ts';

export type AtlasProductsView =
  | { allowed: true; products: AwaitingProduct[] }
  | { allowed: false };

/** /atlas/products/: staff's approval queue. The signed out log in first; anyone else gets a 403 screen. */
export async function atlasProductsScreen(scope: StoreScope, shell: ShellData, url: URL, identity: Identity | undefined): Promise<StorefrontPage<AtlasProductsView>> {
  if (!identity?.user) return { kind: 'redirect', location: loginRedirect(url.pathname + url.search), status: 302 };
  const head = { title: 'Products awaiting approval', description: 'Approve or deny the products owners submitted.' };
  if (!isInternal(identity, scope.division.id)) return dashboardScreen(shell, url, head, { allowed: false }, 403);
  return dashboardScreen(shell, url, head, { allowed: true, products: await awaitingApproval(scope.db) });
}
