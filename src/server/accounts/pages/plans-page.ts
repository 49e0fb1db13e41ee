import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import { unlistedPage, type PageAnswer } from '../../../platform/pages/unlisted-page.ts';

/**
 * /teemill-plans/: Free and Pro side by side, and the way up. The guards send
 * here whoever opens a Pro-only page of a store that is not Pro.
 */
export function plansPage(scope: StoreScope, shell: ShellData, origin: string): PageAnswer<{ isPro: boolean }> {
  const head = { title: 'Plans', description: 'Compare the Free and Pro plans.', path: '/teemill-plans/', loginState: 'logged-in' as const };
  return unlistedPage(shell, origin, head, { isPro: scope.division.isPro === true }, { layout: 'tool' });
}
