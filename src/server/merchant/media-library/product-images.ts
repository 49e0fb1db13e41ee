import type { StoreScope } from '../../stores/index.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { Image } from '../../../schemas/image.ts';
import type { ProductImages } from '../../../schemas/media-library.ts';
import { nameContains } from '../../../platform/db/name-search.ts';

/** Enough products for a screenful; the person narrows by typing. */
const LIMIT = 24;

/** The store's products with their pictures, for the product image selector popup. */
export async function productImages(scope: StoreScope, search: string): Promise<ProductImages[]> {
  let query = scope.db.selectFrom('products').select(['id', 'name', 'images_json']).where('division_id', '=', scope.division.id);
  if (search) query = query.where(nameContains('name', search));
  const rows = await query.orderBy('name').limit(LIMIT).execute();
  return rows
    .map((row) => ({
      productId: row.id,
      name: row.name,
      images: (fromJson<unknown[]>(row.images_json, 'products.images_json') ?? []).flatMap((image) => {
        const parsed = Image.safeParse(image);
        return parsed.success ? [parsed.data] : [];
      }),
    }))
    .filter((product) => product.images.length > 0);
}
