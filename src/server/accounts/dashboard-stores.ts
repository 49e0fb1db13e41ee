import type { Db } from '../../platform/db/database.ts';
import type { AccountStore } from '../../schemas/account.ts';
import { storesOf } from './users.ts';
import { findDivisionsByIds } from '../stores/index.ts';
import { getTheme, isThemeName } from '../../../themes/index.ts';
import { resolveTheme } from '../../../themes/resolve.ts';

/** A store card of the dashboard: the account's store plus how it looks. */
export interface DashboardStore extends AccountStore {
  themeLabel: string;
  /** Three colours of its theme (primary, page, text) for the card's preview strip. */
  swatch: { primary: string; page: string; text: string };
  logo: string | null;
  /** The store this dashboard is being viewed on. */
  current: boolean;
}

function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;
}

/**
 * The signed-in user's stores (storesOf, the same list GET /secure/get/ answers) with
 * each one's theme, read in one query. Bounded like storesOf (200).
 */
export async function dashboardStores(db: Db, userId: number, currentDivisionId: number): Promise<DashboardStore[]> {
  const stores = await storesOf(db, userId);
  if (stores.length === 0) return [];
  const divisions = new Map(
    (
      await findDivisionsByIds(
        db,
        stores.map((store) => store.id),
      )
    ).map((division) => [division.id, division]),
  );
  return stores.map((store) => {
    const division = divisions.get(store.id);
    const stored = division?.theme.name ?? '';
    // A theme retired since the store chose it still shows, under the default theme's colours.
    const themeName = isThemeName(stored) ? stored : 'teemill';
    const tokens = resolveTheme(themeName, isThemeName(stored) ? division?.theme.overrides : undefined);
    return {
      ...store,
      themeLabel: isThemeName(stored) ? getTheme(stored).label : stored || 'Default',
      swatch: {
        primary: colour(tokens['primary.color'], '#2e7d32'),
        page: colour(tokens['page.background'], '#ffffff'),
        text: colour(tokens['text.color'], '#1f2328'),
      },
      logo: division?.logo ?? null,
      current: store.id === currentDivisionId,
    };
  });
}

/** Store owners hold every dashboard right for their stores; staff hold what was granted. */
export function holdsStorePermission(
  store: Pick<AccountStore, 'role'>,
  user: { internal: boolean; permissions: readonly string[] },
  permission: string,
): boolean {
  return store.role === 'owner' || user.internal || user.permissions.includes(permission);
}
