import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';
import { FindOrderBody } from '../../../schemas/order-change.ts';

// Without the hash from the receipt or a mail, a shopper finds their order by its number and
// the e-mail it was placed with — both must match an order of this store. Each try counts
// against the visitor's address first, so the pair cannot be guessed at speed.

export const FIND_ORDER_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

export const NO_SUCH_ORDER = 'We could not find an order with this number and email address.';

/** The order's hash, or a 422 (bad fields, no match) / 429 (too many tries). */
export async function findOrderHash(scope: StoreScope, input: unknown, clientIp: string, now = Date.now()): Promise<string> {
  const body = FindOrderBody.parse(input);
  await takeAttempt(scope.db, `order-lookup:${scope.division.id}:${clientIp || 'unknown'}`, FIND_ORDER_LIMIT, now);
  const id = orderIdFromNumber(body.orderNumber);
  const row =
    id === undefined
      ? undefined
      : await scope.db.selectFrom('orders').select(['hash', 'email']).where('id', '=', id).where('division_id', '=', scope.division.id).executeTakeFirst();
  if (!row || row.email.toLowerCase() !== body.email) throw ApiError.validation({ orderNumber: [NO_SUCH_ORDER] });
  return row.hash;
}

/** "NORTHWIND-000042", "#42" or "42" → 42; undefined when there is no number at the end. */
export function orderIdFromNumber(orderNumber: string): number | undefined {
  const digits = /(\d{1,9})\s*$/.exec(orderNumber)?.[1];
  const id = digits === undefined ? NaN : Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
