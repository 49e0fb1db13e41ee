import type { StoreScope } from '../../stores/index.ts';
import type { OwnerProductBody } from '../../../schemas/studio-calls.ts';
import type { Product } from '../../../schemas/product.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { insertProduct } from '../../catalogue/index.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { blankStudioOf } from '../../catalogue/index.ts';
import { designFileRows } from '../../studio/index.ts';
import { DesignDocument } from '../../../schemas/design-document.ts';
import { checkPrice, designPriceBounds } from './price-bounds.ts';
import { productImages, printFiles } from './product-images.ts';
import { collectionIds, freeProductUrlName, offeredOptions, productSku, setProductCollections } from './product-fields.ts';
import { storeCurrency } from '../../stores/index.ts';
import { ownerProduct } from './owner-product-rows.ts';

// An owner sells a design. The product is an ordinary listed product (a normal
// sku, its own page) printed from the design on its blank, priced within the blank's bounds;
// it waits for staff (approval 'not-modded-yet') before shoppers find it, so creating it
// changes nothing they see and the store's content version stays as it is.

/** A new product's sku for the moment between its insert and its id-based sku, in one transaction. */
const PENDING_SKU = 'pending-';
const URL_NAME_ATTEMPTS = 3;

/** The store's design with this share id: another store's is the spec's 403, an unknown one a 404. */
async function ownDesign(scope: StoreScope, uuid: string) {
  const row = await scope.db.selectFrom('designs').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!row) throw new ApiError('notFound', 'No such design.');
  if (row.division_id !== scope.division.id) throw new ApiError('otherStore');
  return row;
}

export async function createOwnerProduct(scope: StoreScope, body: OwnerProductBody): Promise<Product> {
  const design = await ownDesign(scope, body.designUuid);
  const document = DesignDocument.parse(fromJson(design.document_json, 'designs.document_json'));
  const blankRow = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', design.blank_product_id)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  if (!blankRow) throw ApiError.validation({ designUuid: ['The design’s blank product is no longer in this store.'] });
  const blank = productFromRow(blankRow);
  const studio = await blankStudioOf(scope, blank.id);

  const bounds = designPriceBounds(blank, studio, document);
  checkPrice(bounds, body.price, body.salePrice, await storeCurrency(scope));
  offeredOptions(blank.options, body.colours);
  const collections = await collectionIds(scope, body.collections);
  const files = await designFileRows(scope, design.id);
  const images = await productImages(design, files, studio, body.colours, body.name);
  const options = offeredOptions(blank.options, body.colours, images);

  const insert = () =>
    inTransaction(scope.db, async (trx) => {
      const store = { ...scope, db: trx };
      const productId = await insertProduct(store, {
        // Renamed below once the row has its id (productSku).
        sku: `${PENDING_SKU}${design.uuid}`,
        name: body.name,
        description: body.description,
        meta: { title: '', description: '' },
        urlName: await freeProductUrlName(trx, scope.division.id, body.name),
        type: blank.type,
        gender: blank.gender,
        manufacturer: blank.manufacturer,
        price: body.price,
        salePrice: body.salePrice,
        enabled: body.enabled,
        vatRate: blank.vatRate,
        defaultColour: options.some((option) => option.colour.name === document.colour) ? document.colour : (options[0]?.colour.name ?? null),
        options,
        images,
        designs: printFiles(files),
        tags: [...new Set(body.tags)],
        customiseIt: false,
        enableAddToCart: true,
        sizeChartId: blank.sizeChartId,
        designId: design.id,
        baseProductId: blank.id,
        approvalStatus: 'not-modded-yet',
        minPrice: bounds.min,
        maxPrice: bounds.max,
      });
      await trx
        .updateTable('products')
        .set({ sku: productSku(blank.sku, productId) })
        .where('id', '=', productId)
        .execute();
      await setProductCollections(trx, productId, collections);
      return productId;
    });
  // Two saves of the same name at once may pick the same free url name: the loser tries again.
  let id: number | undefined;
  for (let attempt = 1; id === undefined; attempt += 1) {
    try {
      id = await insert();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= URL_NAME_ATTEMPTS) throw error;
    }
  }
  return ownerProduct(scope, id);
}
