import type { Db } from '../../../platform/db/database.ts';
import type { StoreRuntime } from '../../../platform/render-cache/store-runtime.ts';
import type { Product } from '../../../schemas/product.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { now } from '../../../platform/db/json.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { findDivisionById, findDivisionsByIds } from '../../stores/index.ts';
import { storeCurrency } from '../../stores/index.ts';
import { bumpContentVersion } from '../../stores/index.ts';
import { ownerProductItem } from '../owner-products/owner-product-item.ts';
import type { AwaitingProduct } from '../../../schemas/approval.ts';

// Product approval, worked by internal staff across every store: an owner's
// new product waits as 'not-modded-yet'; approving lists it, denying keeps it off the
// storefront with a reason its owner reads on the dashboard. Either decision changes what
// shoppers may see, so the product's store's content version moves with it.

/** Most products the approval queue shows at once, oldest first. */
export const APPROVAL_QUEUE_LIMIT = 100;

/** Products of every store awaiting staff, the longest waiting first. */
export async function awaitingApproval(db: Db): Promise<AwaitingProduct[]> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('divisions', 'divisions.id', 'products.division_id')
    .selectAll('products')
    .select(['divisions.name as store_name', 'divisions.subdomain as store_subdomain'])
    .select((eb) =>
      eb
        .selectFrom('store_members')
        .innerJoin('users', 'users.id', 'store_members.user_id')
        .select('users.email')
        .whereRef('store_members.division_id', '=', 'products.division_id')
        .where('store_members.role', '=', 'owner')
        .orderBy('users.id')
        .limit(1)
        .as('owner_email'),
    )
    .where('products.approval_status', '=', 'not-modded-yet')
    .orderBy('products.created_at')
    .orderBy('products.id')
    .limit(APPROVAL_QUEUE_LIMIT)
    .execute();
  const currencies = new Map<number, string>();
  for (const division of await findDivisionsByIds(db, [...new Set(rows.map((row) => row.division_id))])) {
    currencies.set(division.id, (await storeCurrency({ db, division })).code);
  }
  return rows.map((row) => ({
    ...ownerProductItem(productFromRow(row)),
    storeName: row.store_name,
    subdomain: row.store_subdomain,
    ownerEmail: row.owner_email ?? null,
    createdAt: row.created_at,
    currency: currencies.get(row.division_id) ?? 'GBP',
  }));
}

/** Writes a decision on a product of any store, bumping that store's content version in the same transaction. */
async function decide(
  db: Db,
  runtime: StoreRuntime | undefined,
  id: number,
  decision: { approval_status: 'approved' | 'denied'; denial_reason: string | null },
): Promise<Product> {
  const row = await db.selectFrom('products').select(['id', 'division_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('notFound', 'No such product.');
  const division = await findDivisionById(db, row.division_id);
  if (!division) throw new ApiError('notFound', 'No such product.');
  await bumpContentVersion(
    { db, division, runtime },
    {
      write: (trx) =>
        trx
          .updateTable('products')
          .set({ ...decision, updated_at: now() })
          .where('id', '=', id)
          .execute(),
    },
  );
  return productFromRow(await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** Approves the product: listed to shoppers from now on (when enabled). */
export function approveProduct(db: Db, runtime: StoreRuntime | undefined, id: number): Promise<Product> {
  return decide(db, runtime, id, { approval_status: 'approved', denial_reason: null });
}

/** Denies the product with the reason its owner will read; it is no longer listed. */
export function denyProduct(db: Db, runtime: StoreRuntime | undefined, id: number, reason: string): Promise<Product> {
  return decide(db, runtime, id, { approval_status: 'denied', denial_reason: reason });
}
