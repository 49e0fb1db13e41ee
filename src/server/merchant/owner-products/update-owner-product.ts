import type { StoreScope } from '../../stores/index.ts';
import type { Product } from '../../../schemas/product.ts';
import type { OwnerProductUpdate } from '../../../schemas/owner-product.ts';
import { now, toJson } from '../../../platform/db/json.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { blankStudioOf } from '../../catalogue/index.ts';
import { findDesignRowById } from './design-of-product.ts';
import { designFileRows } from '../../studio/index.ts';
import { bumpContentVersion } from '../../stores/index.ts';
import { isApproved } from '../../catalogue/index.ts';
import { checkPrice } from './price-bounds.ts';
import { checkPriceMatrix } from './price-matrix-rules.ts';
import { productImages } from './product-images.ts';
import { collectionIds, offeredOptions, setProductCollections } from './product-fields.ts';
import { storeCurrency } from '../../stores/index.ts';
import { ownerProduct } from './owner-product-rows.ts';

// The edit screen's save: name, description, price within the product's min
// and max, sale price, prices per colour and size (left as they are when not sent), colours offered, collections, tags, enabled. None of these changes what
// staff approved (the design does, and it is not edited here), so approval stands.

/** The colours the product may be offered in: its blank's when it has one, else its own. */
async function availableOptions(scope: StoreScope, product: Product) {
  if (product.baseProductId === null) return product.options;
  const blank = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', product.baseProductId)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  return blank ? productFromRow(blank).options : product.options;
}

export async function updateOwnerProduct(scope: StoreScope, id: number, body: OwnerProductUpdate): Promise<Product> {
  const product = await ownerProduct(scope, id);
  const currency = await storeCurrency(scope);
  const bounds = { min: product.minPrice, max: product.maxPrice };
  checkPrice(bounds, body.price, body.salePrice, currency);
  const available = await availableOptions(scope, product);
  const offered = offeredOptions(available, body.colours);
  if (body.priceMatrix) checkPriceMatrix(body.priceMatrix, offered, { price: body.price, bounds }, currency);
  const collections = await collectionIds(scope, body.collections);

  // A studio product's pictures follow its colours; any other product keeps the pictures of the colours it still offers.
  const design = product.designId === null ? undefined : await findDesignRowById(scope, product.designId);
  const images = design
    ? await productImages(
        design,
        await designFileRows(scope, design.id),
        product.baseProductId === null ? null : await blankStudioOf(scope, product.baseProductId),
        body.colours,
        body.name,
      )
    : product.images.filter((image) => image.color === null || body.colours.includes(image.color));
  const options = offeredOptions(available, body.colours, design ? images : []);
  const defaultColour =
    product.defaultColour !== null && body.colours.includes(product.defaultColour) ? product.defaultColour : (options[0]?.colour.name ?? null);

  const write = async (db: StoreScope['db']) => {
    await db
      .updateTable('products')
      .set({
        name: body.name,
        description: body.description,
        price: body.price,
        sale_price: body.salePrice,
        ...(body.priceMatrix && { price_matrix_json: toJson(body.priceMatrix) }),
        ...(body.taxCategory && { tax_category: body.taxCategory }),
        enabled: body.enabled ? 1 : 0,
        options_json: toJson(options),
        images_json: toJson(images),
        default_colour: defaultColour,
        tags_json: toJson([...new Set(body.tags)]),
        updated_at: now(),
      })
      .where('id', '=', id)
      .where('division_id', '=', scope.division.id)
      .execute();
    await setProductCollections(db, id, collections);
  };
  // Shoppers see an approved product (its page, lists and search): the render cache rebuilds.
  if (isApproved(product)) await bumpContentVersion(scope, { write });
  else await scope.db.transaction().execute(write);
  return ownerProduct(scope, id);
}
