import { sql } from 'kysely';
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

/** A key's attempts in its current window, and when that window began (epoch ms). */
interface AttemptWindow {
  count: number;
  started: number;
}

async function current(db: Db, key: string, limit: Limit, now: number): Promise<AttemptWindow> {
  const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || now - row.window_started_ms >= limit.windowMs) return { count: 0, started: now };
  return { count: row.count, started: row.window_started_ms };
}

function tooManyAttempts({ started }: AttemptWindow, limit: Limit, now: number): ApiError {
  const seconds = Math.max(1, Math.ceil((started + limit.windowMs - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError('tooManyRequests', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

/** Throws a 429 (with Retry-After) when the key has used up its window; counts nothing. */
export async function assertNotLimited(db: Db, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const window = await current(db, key, limit, now);
  if (window.count >= limit.max) throw tooManyAttempts(window, limit, now);
}

/**
 * Counts one attempt against the key in a single statement, so attempts made at the same
 * moment are all counted (a read-then-write would lose some).
 */
export async function recordAttempt(db: Db, key: string, limit: Limit, now = Date.now()): Promise<AttemptWindow> {
  const expired = sql<boolean>`${now} - rate_limits.window_started_ms >= ${limit.windowMs}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_started_ms: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_started_ms: sql<number>`case when ${expired} then ${now} else rate_limits.window_started_ms end`,
      }),
    )
    .returning(['count', 'window_started_ms'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), started: Number(row.window_started_ms) };
}

/**
 * Takes an attempt before doing the work it guards, throwing the 429 once the window is
 * used up: a burst of parallel tries cannot all slip in before the first failure is
 * counted. Where the key counts failures, callers clear it on success.
 */
export async function takeAttempt(db: Db, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const window = await recordAttempt(db, key, limit, now);
  if (window.count > limit.max) throw tooManyAttempts(window, limit, now);
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
