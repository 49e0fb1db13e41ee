import type { StoreScope } from '../../stores/index.ts';
import type { BulkEnableBody } from '../../../schemas/owner-product.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { now } from '../../../platform/db/json.ts';
import { bumpContentVersion } from '../../stores/index.ts';

/**
 * Enables or disables the chosen products in one write, all or none: an id that is not this
 * store's product (another store's, or none) is the spec's 403 and nothing changes. The
 * store's content version moves with it, so cached lists and pages are rebuilt.
 */
export async function setProductsEnabled(scope: StoreScope, body: BulkEnableBody): Promise<number> {
  const ids = [...new Set(body.ids)];
  const owned = await scope.db.selectFrom('products').select('id').where('division_id', '=', scope.division.id).where('id', 'in', ids).execute();
  if (owned.length !== ids.length) throw new ApiError('otherStore');
  await bumpContentVersion(scope, {
    write: (db) =>
      db
        .updateTable('products')
        .set({ enabled: body.enabled ? 1 : 0, updated_at: now() })
        .where('division_id', '=', scope.division.id)
        .where('id', 'in', ids)
        .execute(),
  });
  return ids.length;
}
