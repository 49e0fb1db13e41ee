import type { Db } from '../../../platform/db/database.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';

// How often events may be sent; their sizes are EVENT_LIMITS (src/schemas/event.ts).

/** Calls (not events) one address may make to one store: a page view and a batch every 30 s is 3 a minute. */
export const EVENT_RATE: Limit = { max: 60, windowMs: 60_000 };

/** Events one store may take in a day, whoever sends them: the table's growth has a ceiling. */
export const STORE_DAILY_EVENTS: Limit = { max: 100_000, windowMs: 86_400_000 };

/**
 * Counts a batch of `count` events against the store's daily ceiling, whoever sends them,
 * and refuses the call with a 429 (the kind's own message) once it would pass it. The
 * count stands even when refused: a flood stays refused.
 */
export function takeStoreQuota(db: Db, divisionId: number, count: number, now: Date): Promise<void> {
  return takeAttempt(db, `events-store:${divisionId}`, STORE_DAILY_EVENTS, now.getTime(), { count, message: () => undefined });
}
