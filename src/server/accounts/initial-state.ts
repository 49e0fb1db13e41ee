import type { Db } from '../../platform/db/database.ts';
import type { Identity } from '../../lib/identity.ts';
import type { StoreScope } from '../stores/index.ts';
import type { InitialState } from '../../schemas/account.ts';
import { storesOf } from './users.ts';

/** GET /omnis/v3/dashboard/secure/get/: what the app needs to know about who is signed in. */
export async function initialState(db: Db, identity: Identity, scope: StoreScope | undefined): Promise<InitialState> {
  const store = scope
    ? {
        id: scope.division.id,
        subdomain: scope.division.subdomain,
        passwordProtected: scope.division.settings.passwordProtected,
        comingSoon: scope.division.settings.comingSoonPageData.enabled,
      }
    : null;
  if (!identity.user) return { user: null, stores: [], store, confirmedUntil: null };
  return { user: identity.user, stores: await storesOf(db, identity.user.id), store, confirmedUntil: identity.confirmedUntil };
}
