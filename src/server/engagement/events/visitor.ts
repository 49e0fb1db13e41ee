import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/database.ts';
import { EVENT_LIMITS } from '../../../schemas/event.ts';

// Visitors are counted without setting anything on them (no cookie, no consent needed):
// a hash of the store, the address and the browser with a random salt of the day. Once a
// day's salt is deleted, that day's hashes cannot be recomputed from an address.

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function daysBefore(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));
}

/**
 * The salt of `day`, made by the first call of the day (concurrent first calls agree: the
 * insert keeps one). Making it also deletes older salts and prunes events past retention,
 * once a day for every store.
 */
export async function daySalt(db: Db, day: string): Promise<string> {
  const found = await db.selectFrom('event_salts').select('salt').where('day', '=', day).executeTakeFirst();
  if (found) return found.salt;
  await db
    .insertInto('event_salts')
    .values({ day, salt: randomBytes(16).toString('hex') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  await db.deleteFrom('event_salts').where('day', '<', day).execute();
  await db.deleteFrom('events').where('day', '<', daysBefore(day, EVENT_LIMITS.retentionDays)).execute();
  const made = await db.selectFrom('event_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return made.salt;
}

export function visitorHash(salt: string, divisionId: number, clientIp: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${divisionId}\n${clientIp}\n${userAgent}`).digest('hex').slice(0, 32);
}
