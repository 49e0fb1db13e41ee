import { randomUUID } from 'node:crypto';
import type { StoreScope } from '../stores/index.ts';
import type { AccountUser } from '../../schemas/account.ts';
import { Review, ReviewInput, type ReviewStatus, type ReviewSummary } from '../../schemas/review.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { now } from '../../platform/db/json.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { bumpContentVersion } from '../stores/index.ts';

/** A product page shows at most this many reviews, newest first. */
export const MAX_REVIEWS_SHOWN = 20;

/**
 * Order statuses (of the normal flow) in which the customer has paid for what they
 * review: paid and every later step, except refunded (the purchase was undone).
 */
export const REVIEWABLE_ORDER_STATUSES = [
  'paid',
  'processing',
  'label_printed',
  'printed',
  'consolidated',
  'packing',
  'disputed',
  'issue',
  'complete',
  'exchanged',
] as const;

/** What the review call answers; worded like the spec's other notices. */
export const REVIEW_MESSAGES = {
  success: 'Thank you! Your review has been published.',
  notBought: 'Only verified buyers can review this product.',
  duplicate: "You've already reviewed this product.",
  productNotFound: 'Oops... Looks like this product is no longer available',
} as const;

/** Count and mean rating of each product's published reviews (products of this store only). */
export async function reviewSummaries(scope: StoreScope, productIds: number[]): Promise<Map<number, ReviewSummary>> {
  const summaries = new Map<number, ReviewSummary>(productIds.map((id) => [id, { count: 0, average: null }]));
  if (productIds.length === 0) return summaries;
  const rows = await scope.db
    .selectFrom('reviews')
    .select((eb) => ['product_id', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('rating').as('total')])
    .where('division_id', '=', scope.division.id)
    .where('status', '=', 'published' satisfies ReviewStatus)
    .where('product_id', 'in', productIds)
    .groupBy('product_id')
    .execute();
  for (const row of rows) {
    const count = Number(row.count);
    summaries.set(row.product_id, { count, average: count > 0 ? Math.round((Number(row.total) / count) * 10) / 10 : null });
  }
  return summaries;
}

export async function listProductReviews(scope: StoreScope, productId: number, limit = MAX_REVIEWS_SHOWN): Promise<Review[]> {
  const rows = await scope.db
    .selectFrom('reviews')
    .select(['id', 'author', 'rating', 'title', 'body', 'created_at'])
    .where('division_id', '=', scope.division.id)
    .where('product_id', '=', productId)
    .where('status', '=', 'published' satisfies ReviewStatus)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(limit, 1), MAX_REVIEWS_SHOWN))
    .execute();
  return rows.map((row) =>
    Review.parse({ id: row.id, author: row.author, rating: row.rating, title: row.title, body: row.body, createdAt: row.created_at, verified: true }),
  );
}

/** The customer's paid order line of this product in this store, which makes them a verified buyer. */
export async function findPurchase(scope: StoreScope, userId: number, productId: number): Promise<number | undefined> {
  const row = await scope.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.id')
    .where('orders.division_id', '=', scope.division.id)
    .where('orders.user_id', '=', userId)
    .where('orders.status', 'in', [...REVIEWABLE_ORDER_STATUSES])
    .where('order_items.product_id', '=', productId)
    .orderBy('order_items.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * A signed-in customer reviews a product of this store they bought here (an order of
 * theirs in a paid-or-later status contains it). One review per customer and product.
 * Another store's product id is not found, exactly like a missing one.
 */
export async function submitReview(scope: StoreScope, user: AccountUser, productId: number, input: ReviewInput): Promise<Review> {
  const review = ReviewInput.parse(input);
  const product = await scope.db
    .selectFrom('products')
    .select('id')
    .where('division_id', '=', scope.division.id)
    .where('id', '=', productId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!product) throw new ApiError('notFound', REVIEW_MESSAGES.productNotFound);
  const orderItemId = await findPurchase(scope, user.id, productId);
  if (orderItemId === undefined) throw new ApiError('permissionDenied', REVIEW_MESSAGES.notBought);
  const createdAt = now();
  const author = user.firstName.trim() || 'Verified buyer';
  let id = 0;
  try {
    // Published at once, so the product page (cached per content version) shows it: bump in the same transaction.
    await bumpContentVersion(scope, {
      write: async (db) => {
        const row = await db
          .insertInto('reviews')
          .values({
            uuid: randomUUID(),
            division_id: scope.division.id,
            product_id: productId,
            user_id: user.id,
            order_item_id: orderItemId,
            author,
            rating: review.rating,
            title: review.title,
            body: review.body,
            status: 'published' satisfies ReviewStatus,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      },
    });
    return Review.parse({ id, author, rating: review.rating, title: review.title, body: review.body, createdAt, verified: true });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('conflict', REVIEW_MESSAGES.duplicate, { cause: error });
    throw error;
  }
}
