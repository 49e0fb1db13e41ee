import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { requireUser } from '../../../../../api/session.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { ReviewInput } from '../../../../../schemas/review.ts';
import { REVIEW_MESSAGES, listProductReviews, reviewSummaries, submitReview } from '../../../../../server/catalogue/index.ts';

const productId = (value: string | undefined): number => {
  if (!value || !/^\d{1,9}$/.test(value)) throw new ApiError('notFound', REVIEW_MESSAGES.productNotFound);
  return Number(value);
};

/** GET /omnis/v3/products/{id}/reviews/: the product's published reviews and their summary (404 for another store's product, as for a missing one). */
export const GET = storeEndpoint(async (scope, { params }) => {
  const id = productId(params.id);
  const here = await scope.db.selectFrom('products').select('id').where('division_id', '=', scope.division.id).where('id', '=', id).executeTakeFirst();
  if (!here) throw new ApiError('notFound', REVIEW_MESSAGES.productNotFound);
  const [reviews, summaries] = await Promise.all([listProductReviews(scope, id), reviewSummaries(scope, [id])]);
  return json({ data: reviews, reviews: summaries.get(id) });
});

/** POST /omnis/v3/products/{id}/reviews/ { rating, title, body }: a verified buyer reviews what they bought here. */
export const POST = storeEndpoint(async (scope, context) => {
  const user = requireUser(context);
  const id = productId(context.params.id);
  const input = await readJson(context.request, ReviewInput);
  const review = await submitReview(scope, user, id, input);
  return json({ message: REVIEW_MESSAGES.success, review }, 201);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
