import { randomUUID } from 'node:crypto';
import type { StoreScope } from '../stores/index.ts';
import type { Product } from '../../schemas/product.ts';
import type { Collection } from '../../schemas/collection.ts';
import { flag, now, toJson } from '../../platform/db/json.ts';
import { ApiError } from '../../platform/errors/api-error.ts';

type ProductExtras =
  | 'creatorId'
  | 'sizeChartId'
  | 'isBundle'
  | 'bundleItems'
  | 'designId'
  | 'baseProductId'
  | 'approvalStatus'
  | 'denialReason'
  | 'minPrice'
  | 'maxPrice'
  | 'personalizable'
  | 'personalizationTemplate'
  | 'priceMatrix'
  | 'taxCategory';
/** A product to add; creator, size chart and bundle fields may be left out (none, not a bundle). */
export type NewProduct = Omit<Product, 'id' | 'uuid' | 'collections' | ProductExtras> & Partial<Pick<Product, ProductExtras>>;
export type NewCollection = Omit<Collection, 'id' | 'uuid'>;

export async function insertProduct(scope: StoreScope, product: NewProduct, createdAt = now()): Promise<number> {
  const row = await scope.db
    .insertInto('products')
    .values({
      uuid: randomUUID(),
      division_id: scope.division.id,
      sku: product.sku,
      name: product.name,
      description: product.description,
      url_name: product.urlName,
      type: product.type,
      gender: product.gender,
      manufacturer: product.manufacturer,
      price: product.price,
      sale_price: product.salePrice,
      enabled: flag(product.enabled),
      vat_rate: product.vatRate,
      tax_category: product.taxCategory ?? (product.vatRate === 0 ? 'childrens-clothing' : 'standard'),
      default_colour: product.defaultColour,
      options_json: toJson(product.options),
      images_json: toJson(product.images),
      designs_json: toJson(product.designs),
      tags_json: toJson(product.tags),
      meta_json: toJson(product.meta),
      customise_it: flag(product.customiseIt),
      enable_add_to_cart: flag(product.enableAddToCart),
      creator_id: product.creatorId ?? null,
      size_chart_id: product.sizeChartId ?? null,
      is_bundle: flag(product.isBundle ?? false),
      bundle_items_json: toJson(product.bundleItems ?? []),
      design_id: product.designId ?? null,
      base_product_id: product.baseProductId ?? null,
      approval_status: product.approvalStatus ?? 'approved',
      denial_reason: product.denialReason ?? null,
      min_price: product.minPrice ?? null,
      max_price: product.maxPrice ?? null,
      personalizable: flag(product.personalizable ?? false),
      personalization_template_json: toJson(product.personalizationTemplate ?? []),
      price_matrix_json: toJson(product.priceMatrix ?? []),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCollection(scope: StoreScope, collection: NewCollection): Promise<number> {
  const row = await scope.db
    .insertInto('collections')
    .values({
      uuid: randomUUID(),
      division_id: scope.division.id,
      name: collection.name,
      url_name: collection.urlName,
      description: collection.description,
      banner_json: toJson(collection.banner),
      position: collection.position,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Puts products into a collection in the given order. Both must belong to the store: an
 * id of another store's (or no store's) collection or product is the spec's 403, and
 * nothing is written.
 */
export async function setCollectionProducts(scope: StoreScope, collectionId: number, productIds: number[]): Promise<void> {
  const owned = await scope.db
    .selectFrom('collections')
    .select('id')
    .where('id', '=', collectionId)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  if (!owned) throw new ApiError('otherStore');
  if (productIds.length === 0) return;
  const products = await scope.db.selectFrom('products').select('id').where('division_id', '=', scope.division.id).where('id', 'in', productIds).execute();
  if (products.length !== new Set(productIds).size) throw new ApiError('otherStore');
  await scope.db
    .insertInto('product_collections')
    .values(productIds.map((productId, position) => ({ product_id: productId, collection_id: collectionId, position })))
    .execute();
}
