import type { StoreScope } from '../stores/index.ts';
import type { ModelsFetchInput } from '../../schemas/catalogue-calls.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { collectionFromRow } from './collections.ts';
import { creatorFromRow, findCreatorById, listCreatorProducts } from './creators.ts';
import { fetchProductsByIds } from './fetch-products.ts';
import { listProductReviews, reviewSummaries } from './reviews.ts';
import { apiCollection, apiCreator, apiProduct } from './api-shapes.ts';

type Model = Record<string, unknown> & { id: number };

/** The urlNames of each product's collections (this store's only), in collection order. */
async function productCollections(scope: StoreScope, productIds: number[]): Promise<Map<number, string[]>> {
  const byProduct = new Map<number, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await scope.db
    .selectFrom('product_collections')
    .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
    .select(['product_collections.product_id', 'collections.url_name'])
    .where('collections.division_id', '=', scope.division.id)
    .where('product_collections.product_id', 'in', productIds)
    .orderBy('collections.position')
    .execute();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.url_name]);
  return byProduct;
}

/** The models of one type with these ids, of this store only, in the order asked. */
async function loadModels(scope: StoreScope, input: ModelsFetchInput, ids: number[]): Promise<Model[]> {
  const relations = new Set(input.relations);
  if (input.type === 'product') {
    const products = await fetchProductsByIds(scope, ids);
    const summaries = await reviewSummaries(
      scope,
      products.map((product) => product.id),
    );
    const collections = relations.has('collections')
      ? await productCollections(
          scope,
          products.map((product) => product.id),
        )
      : new Map<number, string[]>();
    return Promise.all(
      products.map(async (product) => {
        const model: Model = apiProduct(product, summaries.get(product.id));
        if (relations.has('collections')) model.collections = collections.get(product.id) ?? [];
        if (relations.has('creator')) {
          const creator = product.creatorId === null ? undefined : await findCreatorById(scope, product.creatorId);
          model.creator = creator ? apiCreator(creator) : null;
        }
        if (relations.has('reviews')) model.reviewList = await listProductReviews(scope, product.id);
        return model;
      }),
    );
  }
  if (input.type === 'collection') {
    const rows = await scope.db.selectFrom('collections').selectAll().where('division_id', '=', scope.division.id).where('id', 'in', ids).execute();
    return inOrder(
      ids,
      rows.map((row) => apiCollection(collectionFromRow(row))),
    );
  }
  const rows = await scope.db.selectFrom('creators').selectAll().where('division_id', '=', scope.division.id).where('id', 'in', ids).execute();
  const creators = await Promise.all(
    rows.map(async (row) => {
      const model: Model = apiCreator(creatorFromRow(row));
      if (relations.has('products')) model.products = (await listCreatorProducts(scope, row.id, 24)).map((product) => apiProduct(product));
      return model;
    }),
  );
  return inOrder(ids, creators);
}

/** The models in the order their ids were asked for; ids not found are left out. */
function inOrder(ids: number[], models: Model[]): Model[] {
  const byId = new Map(models.map((model) => [model.id, model]));
  return ids.map((id) => byId.get(id)).filter((model): model is Model => model !== undefined);
}

/** Keeps only the asked attributes (and the id, which identifies the instance). */
function pick(model: Model, attributes: string[] | undefined): Model {
  if (!attributes) return model;
  const picked: Model = { id: model.id };
  for (const attribute of attributes) if (attribute in model) picked[attribute] = model[attribute];
  return picked;
}

/**
 * POST /omnis/v3/models/fetch/ (a single id returns one model): one id (a number, or a
 * list of one) answers that model or a 404; several answer a list of those found in this
 * store. Another store's ids are never found.
 */
export async function fetchModels(scope: StoreScope, input: ModelsFetchInput): Promise<Model | Model[]> {
  const ids = [...new Set(Array.isArray(input.ids) ? input.ids : [input.ids])];
  const models = (await loadModels(scope, input, ids)).map((model) => pick(model, input.attributes));
  if (ids.length > 1) return models;
  const [model] = models;
  if (!model) throw new ApiError('notFound');
  return model;
}
