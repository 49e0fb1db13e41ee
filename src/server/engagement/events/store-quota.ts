import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import type { Limit } from '../../../platform/security/rate-limit.ts';

/**
 * Counts `count` events against a store's daily ceiling in one statement (the rate_limits
 * table's fixed window, so every instance counts together) and refuses the call with a 429
 * once it would pass it. The count stands even when refused: a flood stays refused.
 */
export async function takeEventQuota(db: Db, key: string, count: number, limit: Limit, now: number): Promise<void> {
  const expired = sql<boolean>`${now} - rate_limits.window_started_ms >= ${limit.windowMs}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count, window_started_ms: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then ${count} else rate_limits.count + ${count} end`,
        window_started_ms: sql<number>`case when ${expired} then ${now} else rate_limits.window_started_ms end`,
      }),
    )
    .returning(['count', 'window_started_ms'])
    .executeTakeFirstOrThrow();
  if (Number(row.count) > limit.max) {
    const seconds = Math.max(1, Math.ceil((Number(row.window_started_ms) + limit.windowMs - now) / 1000));
    throw new ApiError('tooManyRequests', undefined, { headers: { 'retry-after': String(seconds) } });
  }
}
