import type { StoreScope } from '../scope.ts';
import type { ShellData } from '../shell.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { StoreSettingsView } from '../../../schemas/store-settings.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { subdomainHost } from '../../../platform/http/store-hosts.ts';
import { mayEditStore } from './editor-access.ts';
import { readStoreSettings } from './store-settings.ts';

export interface SettingsPageView {
  settings: StoreSettingsView;
  subdomainHost: string;
  /** A member without the settings right sees why instead of forms that would be refused. */
  allowed: boolean;
}

/** /dashboard/store/settings/: the store's settings screen. ROUTE_RULES let only its members in. */
export async function settingsPage(scope: StoreScope, shell: ShellData, url: URL, identity: Identity): Promise<StorefrontPage<SettingsPageView>> {
  const view = {
    settings: await readStoreSettings(scope),
    subdomainHost: subdomainHost(scope.division.subdomain),
    allowed: mayEditStore(identity, scope.division.id, 'dashboard.settings'),
  };
  return dashboardScreen(shell, url, { title: 'Store settings', description: 'Your store’s settings.' }, view);
}
