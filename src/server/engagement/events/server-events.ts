import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { isBot } from '../../../lib/bots.ts';
import { takeStoreQuota } from './limits.ts';
import { daySalt, utcDay, visitorHash } from './visitor.ts';

// Events the server itself records about a visit (a split test's start emits an
// analytics event with the test and variation ids): stored in the same `events` table, under
// the same daily visitor hash the browser's page views get (address and user agent of the
// same request), so they sit in the analytics data beside that visitor's page views.

export interface ServerEvent {
  name: string;
  data: Record<string, unknown>;
}

export interface ServerEventVisit {
  division: { id: number; name: string };
  clientIp: string;
  userAgent: string;
  /** The page's address (metadata.location) and its path. */
  location: string;
  path: string;
}

/**
 * Stores the visit's events (all in one insert). A bot's are dropped, as the calls drop
 * them. They count against the store's daily ceiling; past it they are skipped (not
 * refused: a page must not fail because the store's analytics are full). Returns how many
 * were stored.
 */
export async function recordServerEvents(db: Db, events: readonly ServerEvent[], visit: ServerEventVisit, now = new Date()): Promise<number> {
  if (events.length === 0 || isBot(visit.userAgent)) return 0;
  const divisionId = visit.division.id;
  try {
    await takeStoreQuota(db, divisionId, events.length, now);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'tooManyRequests') return 0;
    throw error;
  }
  const day = utcDay(now);
  const visitor = visitorHash(await daySalt(db, day), divisionId, visit.clientIp, visit.userAgent);
  const metadata = JSON.stringify({ location: visit.location, userAgent: visit.userAgent, division: visit.division });
  await db
    .insertInto('events')
    .values(
      events.map((event) => ({
        division_id: divisionId,
        name: event.name,
        path: visit.path,
        visitor,
        user_id: null,
        source: 'server' as const,
        payload_json: JSON.stringify(event.data),
        metadata_json: metadata,
        day,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return events.length;
}
