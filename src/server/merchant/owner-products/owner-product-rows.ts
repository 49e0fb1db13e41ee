import type { StoreScope } from '../../stores/index.ts';
import type { Product } from '../../../schemas/product.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { productFromRow } from '../../catalogue/index.ts';

// Reading one of the store's products for its owner, enabled or not, approved or not.

/**
 * The store's product with its collections' url names. Another store's product is the
 * spec's 403; one no store has, a 404.
 */
export async function ownerProduct(scope: StoreScope, id: number): Promise<Product> {
  const row = await scope.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('notFound', 'No such product.');
  if (row.division_id !== scope.division.id) throw new ApiError('otherStore');
  const collections = await scope.db
    .selectFrom('product_collections')
    .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
    .select('collections.url_name')
    .where('product_collections.product_id', '=', id)
    .orderBy('collections.position')
    .orderBy('collections.id')
    .execute();
  return productFromRow(
    row,
    collections.map((collection) => collection.url_name),
  );
}
