import type { StoreScope } from '../stores/index.ts';
import type { ShellData } from '../../platform/pages/shell-data.ts';
import type { DivisionSettings } from '../../schemas/division.ts';
import { unlistedPage, type PageAnswer } from '../../platform/pages/unlisted-page.ts';

/**
 * /countdown/ (blank layout): the coming-soon page of a store that is not open
 * yet. The guards send visitors here while coming-soon is on, and away once it is off.
 */
export function countdownPage(scope: StoreScope, shell: ShellData, origin: string): PageAnswer<DivisionSettings['comingSoonPageData']> {
  const soon = scope.division.settings.comingSoonPageData;
  return unlistedPage(
    shell,
    origin,
    {
      title: soon.title,
      description: soon.message || `${shell.companyName} is opening soon.`,
      path: '/countdown/',
      loginState: 'everyone',
    },
    soon,
    { layout: 'blank' },
  );
}
