import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { AccountUser } from '../../../schemas/account.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { MainMenu } from '../../../schemas/menu.ts';
import { storeDashboardPage } from '../themes/pages/store-dashboard-page.ts';
import { readMainMenu } from '../../stores/index.ts';

export interface MenuPageView {
  divisionId: number;
  menu: MainMenu;
}

/** /dashboard/store/menu/: the main menu editor. */
export async function menuEditorPage(scope: StoreScope, shell: ShellData, url: URL, user: AccountUser | null): Promise<StorefrontPage<MenuPageView>> {
  const menu = user ? await readMainMenu(scope) : [];
  return storeDashboardPage(shell, url, user, { title: 'Menu', description: 'Edit your store’s main menu.' }, () => ({ divisionId: scope.division.id, menu }));
}
