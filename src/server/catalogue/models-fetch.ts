import type { StoreScope } from '../stores/scope.ts';
import type { ModelsFetchInput } from '../../schemas/catalogue-calls.ts';
import { ApiError } from '../errors/api-error.ts';
import { collectionFromRow } from './collections.ts';
import { creatorFromRow, listCreatorProducts } from './creators.ts';
import { fetchProductsByIds } from './fetch-products.ts';
import { listProductReviews, reviewSummaries } from './reviews.ts';
import { apiCollection, apiCreator, apiProduct } from './api-shapes.ts';

type Model = Record<string, unknown> & { id: number };

/** The models of one type with these ids, of this store only, in the order asked. */
async function loadModels(scope: StoreScope, input: ModelsFetchInput, ids: number[]): Promise<Model[]> {
  const relations = new Set(input.relations);
  if (input.type === 'product') {
    const products = await fetchProductsByIds(scope, ids);
    const summaries = await reviewSummaries(scope, products.map((product) => product.id));
    return Promise.all(
      products.map(async (product) => {
        const model: Model = apiProduct(product, summaries.get(product.id));
        if (relations.has('collections')) model.collections = product.collections;
        if (relations.has('creator')) {
          const creator = product.creatorId === null ? undefined : await scope.db.selectFrom('creators').selectAll().where('division_id', '=', scope.division.id).where('id', '=', product.creatorId).executeTakeFirst();
          model.creator = creator ? apiCreator(creatorFromRow(creator)) : null;
        }
        if (relations.has('reviews')) model.reviewList = await listProductReviews(scope, product.id);
        return model;
      }),
    );
  }
  const table = input.type === 'collection' ? 'collections' : 'creators';
  const rows = await scope.db.selectFrom(table).selectAll().where('division_id', '=', scope.division.id).where('id', 'in', ids).execute();
  const byId = new Map<number, Model>();
  for (const row of rows) {
    if (input.type === 'collection') byId.set(row.id, apiCollection(collectionFromRow(row as Parameters<typeof collectionFromRow>[0])));
    else {
      const model: Model = apiCreator(creatorFromRow(row as Parameters<typeof creatorFromRow>[0]));
      if (relations.has('products')) model.products = (await listCreatorProducts(scope, row.id, 24)).map((product) => apiProduct(product));
      byId.set(row.id, model);
    }
  }
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
 * POST /omnis/v3/models/fetch/ (spec §7 "a single id returns one"): one id (a number, or a
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
