import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { AccountUser, AccountStore } from '../../../schemas/account.ts';
import type { PageAnswer } from '../../../platform/pages/unlisted-page.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { storesOf } from '../users.ts';
import { ERROR_KINDS } from '../../../platform/errors/api-error.ts';

export interface ForbiddenPageView {
  title: string;
  intro: string;
  user: AccountUser | null;
  /** The rights asked for (?permissions=a,b), when the sender knows them. */
  asked: string[];
  /** Rights outside the dashboard (atlas.…) get the plain request; the rest choose dashboard areas. */
  general: boolean;
  /** Someone who runs other stores is most likely looking for one of their own dashboards. */
  ownStores: AccountStore[];
}

/**
 * /403/ ("Permission denied"): where the guards send people without the
 * dashboard rights a page needs. A guard that refuses another store's page renders this in
 * place with its own text (`forbidden`: "Oops... Looks like you're trying to access a page
 * from another store").
 */
export async function forbiddenPage(
  scope: StoreScope,
  shell: ShellData,
  origin: string,
  asked: string[],
  user: AccountUser | null,
  forbidden: { message: string; intro?: string } | undefined,
): Promise<PageAnswer<ForbiddenPageView>> {
  const general = asked.length > 0 && asked.every((permission) => !permission.startsWith('dashboard.'));
  const ownStores = user ? (await storesOf(scope.db, user.id)).filter((store) => store.id !== scope.division.id).slice(0, 5) : [];
  const title = forbidden?.message ?? ERROR_KINDS.permissionDenied.message;
  const intro =
    forbidden?.intro ??
    (forbidden
      ? `This page belongs to ${shell.companyName}, and you are not part of its team. If you should be, ask for access: its owners will see your request.`
      : `You don't have access to this part of ${shell.companyName}. If you need it, ask for access: the store's owners will see your request and can give it to you.`);
  const head = { title, description: "You don't have permission to see this page.", path: '/403/', loginState: 'everyone' as const };
  return unlistedPage(shell, origin, head, { title, intro, user, asked, general, ownStores }, { status: 403 });
}
