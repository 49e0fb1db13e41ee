import type { Db } from '../db/database.ts';
import type { Division } from '../../schemas/division.ts';

/**
 * What every store-scoped service receives: the store it acts for and the database
 * to act on. A service never looks a store up by itself, so it cannot cross stores.
 */
export interface StoreScope {
  db: Db;
  division: Division;
}
