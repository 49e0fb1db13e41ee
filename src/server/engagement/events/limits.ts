import type { Db } from '../../../platform/db/database.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';

// Events are stored bounded. Sizes follow the storage limits (keys up
// to 256 characters, values 16384); rates and counts keep one visitor (or one script gone
// wrong) from filling the table.
export const EVENT_LIMITS = {
  /** Storage keys up to 256 characters. */
  nameLength: 256,
  /** Storage values up to 16384 characters — the payload's JSON, and the metadata's. */
  valueLength: 16_384,
  /** Events in one call (a 30 s batch of a busy page fits easily). */
  batchSize: 50,
  /** The body of one call: a full batch of full events would be refused long before this. */
  bodyBytes: 64 * 1024,
  /** A stored page path. */
  pathLength: 512,
  /** Days events are kept; older rows are pruned when a day's salt is made. */
  retentionDays: 400,
} as const;

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
