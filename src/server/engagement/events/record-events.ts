import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { takeAttempt } from '../../../platform/security/rate-limit.ts';
import { isBot } from '../../../lib/bots.ts';
import { EVENT_RATE, takeStoreQuota } from './limits.ts';
import { EVENT_LIMITS, type EventMetadata } from '../../../schemas/event.ts';
import { daySalt, utcDay, visitorHash } from './visitor.ts';

/** One event as both calls hand it over, already checked against its schema. */
export interface IncomingEvent {
  name: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

export interface EventSender {
  clientIp: string;
  /** The request's User-Agent header (the metadata's own copy is only stored). */
  userAgent: string;
  /** Only for POST /omnis/v3/events/logEvent/; the collector never reads credentials. */
  userId: number | null;
  source: 'collector' | 'api';
}

export interface RecordResult {
  /** How many events were stored: 0 for a bot. */
  recorded: number;
  skipped: 'bot' | null;
}

/** The path of a page address on this store's host, or null for another host or no address. */
function pagePath(location: string | undefined, host: string): string | null {
  if (!location) return null;
  try {
    const url = new URL(location);
    if (url.host !== host) return null;
    return url.pathname.slice(0, EVENT_LIMITS.pathLength);
  } catch {
    return null;
  }
}

/**
 * Stores a call's events for the store (the event calls), all or none: a bot's are
 * dropped, a metadata naming another store is refused (403), and each address
 * is held to EVENT_RATE calls a minute and each store to STORE_DAILY_EVENTS events a day
 * (429) before anything is written.
 */
export async function recordEvents(
  scope: StoreScope,
  events: readonly IncomingEvent[],
  sender: EventSender,
  host: string,
  now = new Date(),
): Promise<RecordResult> {
  const divisionId = scope.division.id;
  for (const event of events) {
    if (event.metadata.division?.id !== undefined && event.metadata.division.id !== divisionId) throw new ApiError('otherStore');
  }
  if (isBot(sender.userAgent)) return { recorded: 0, skipped: 'bot' };
  await takeAttempt(scope.db, `events:${divisionId}:${sender.clientIp || 'unknown'}`, EVENT_RATE, now.getTime());
  await takeStoreQuota(scope.db, divisionId, events.length, now);

  const day = utcDay(now);
  const visitor = visitorHash(await daySalt(scope.db, day), divisionId, sender.clientIp, sender.userAgent);
  const createdAt = now.toISOString();
  await scope.db
    .insertInto('events')
    .values(
      events.map((event) => ({
        division_id: divisionId,
        name: event.name,
        path: pagePath(event.metadata.location, host),
        visitor,
        user_id: sender.userId,
        source: sender.source,
        payload_json: JSON.stringify(event.data),
        metadata_json: JSON.stringify(event.metadata),
        day,
        created_at: createdAt,
      })),
    )
    .execute();
  return { recorded: events.length, skipped: null };
}
