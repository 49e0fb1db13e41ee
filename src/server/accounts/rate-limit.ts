import type { Db } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';

// Fixed-window counters kept in the database, so every instance counts together:
// brute-force protection for login, recovery codes and one-time codes (ASVS 2.2.1).

export interface Limit {
  /** How many attempts a window allows. */
  max: number;
  windowMs: number;
}

export const LIMITS = {
  /** Failed logins per account. */
  loginAccount: { max: 5, windowMs: 15 * 60_000 },
  /** Failed logins per client address (many accounts from one place). */
  loginAddress: { max: 20, windowMs: 15 * 60_000 },
  /** Wrong second-factor or recovery codes per account. */
  codeAccount: { max: 5, windowMs: 15 * 60_000 },
  /** Reset links and verification mails per address. */
  mailAddress: { max: 5, windowMs: 60 * 60_000 },
  /** Sign-ups per client address. */
  signUpAddress: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

async function current(db: Db, key: string, limit: Limit, now: number) {
  const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || now - row.window_started_ms >= limit.windowMs) return { count: 0, started: now };
  return { count: row.count, started: row.window_started_ms };
}

/** Throws a 429 (with Retry-After) when the key has used up its window. */
export async function assertNotLimited(db: Db, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const { count, started } = await current(db, key, limit, now);
  if (count >= limit.max) {
    const seconds = Math.max(1, Math.ceil((started + limit.windowMs - now) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new ApiError('tooManyRequests', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { headers: { 'retry-after': String(seconds) } });
  }
}

/** Counts one attempt against the key. */
export async function recordAttempt(db: Db, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const { count, started } = await current(db, key, limit, now);
  const values = { count: count + 1, window_started_ms: started };
  await db
    .insertInto('rate_limits')
    .values({ key, ...values })
    .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
    .execute();
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
