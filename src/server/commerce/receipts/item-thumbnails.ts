import type { StoreScope } from '../../stores/index.ts';
import type { OrderItem } from './order-reader.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { imageUrlFor } from '../../../lib/images.ts';
import { sanitiseOptionalUrl } from '../../../lib/url-sanitiser.ts';

// An order item keeps the address of the picture it was bought with (often the 1920 px
// original). The receipt draws it 80 px wide, so when the product is still in this store's
// catalogue with that picture, its small rendition is shown instead.

const THUMBNAIL_WIDTH = 160;

/** Per item, the address to draw (through the URL sanitiser), or null without a picture. */
export async function itemThumbnails(scope: StoreScope, items: OrderItem[]): Promise<(string | null)[]> {
  const ids = [...new Set(items.flatMap((item) => (item.productId !== null && item.image ? [item.productId] : [])))];
  const rows =
    ids.length === 0 ? [] : await scope.db.selectFrom('products').selectAll().where('division_id', '=', scope.division.id).where('id', 'in', ids).execute();
  const products = new Map(rows.map((row) => [row.id, productFromRow(row)]));
  return items.map((item) => {
    const image = item.productId === null ? undefined : products.get(item.productId)?.images.find((candidate) => candidate.original === item.image);
    return sanitiseOptionalUrl(image ? imageUrlFor(image, THUMBNAIL_WIDTH) : item.image) ?? null;
  });
}
