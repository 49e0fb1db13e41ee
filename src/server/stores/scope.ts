import type { Db } from '../../platform/db/database.ts';
import type { Division } from '../../schemas/division.ts';
import type { StoreRuntime } from '../../platform/render-cache/store-runtime.ts';
import type { StaffOf } from '../../platform/pages/atlas-screen.ts';

export type { StoreRuntime };

/**
 * What every store-scoped service receives: the store it acts for and the database
 * to act on. A service never looks a store up by itself, so it cannot cross stores.
 * Scripts and tests may leave `runtime` out: nothing is then memoised or announced in-process.
 */
export interface StoreScope {
  db: Db;
  division: Division;
  runtime?: StoreRuntime | undefined;
}

/** What an atlas screen's service receives once the visitor is known to be internal staff. */
export type StaffContext = StaffOf<StoreScope>;
