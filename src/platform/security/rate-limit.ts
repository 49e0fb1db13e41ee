import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migrations/columns.ts';
import { ApiError } from '../errors/api-error.ts';

// Fixed-window counters kept in the database, so every instance counts together:
// brute-force protection for login, recovery codes and one-time codes (ASVS 2.2.1), and
// every other limit on what visitors may do (events, chats, uploads, mails…). The one
// limiter: callers name a key and a Limit. A window that has ended is deleted by a later
// attempt (see recordAttempt), so the table holds only windows still running.

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

/** Ended windows deleted, at most, each time a window begins: more than begin, so the table cannot grow. */
export const SWEEP_SIZE = 10;

/** A key's attempts in its current window, and when that window began (epoch ms). */
interface AttemptWindow {
  count: number;
  started: number;
}

export interface TakeOptions {
  /** Attempts this call counts (a batch of events counts each event); 1 by default. */
  count?: number;
  /** The 429's message for a wait of `seconds`; undefined keeps the kind's own. Default: the minutes to wait. */
  message?: (seconds: number) => string | undefined;
}

async function current(db: Db, key: string, limit: Limit, now: number): Promise<AttemptWindow> {
  const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || now - row.window_started_ms >= limit.windowMs) return { count: 0, started: now };
  return { count: row.count, started: row.window_started_ms };
}

function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function tooManyAttempts({ started }: AttemptWindow, limit: Limit, now: number, message: TakeOptions['message'] = inMinutes): ApiError {
  const seconds = Math.max(1, Math.ceil((started + limit.windowMs - now) / 1000));
  return new ApiError('tooManyRequests', message(seconds), { headers: { 'retry-after': String(seconds) } });
}

/** Throws a 429 (with Retry-After) when the key has used up its window; counts nothing. */
export async function assertNotLimited(db: Db, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const window = await current(db, key, limit, now);
  if (window.count >= limit.max) throw tooManyAttempts(window, limit, now);
}

/**
 * Deletes up to `size` windows that ended by `now`, oldest first, through the expires_ms
 * index. On PostgreSQL rows another transaction holds are skipped (left to a later sweep),
 * so a sweep never waits. Answers how many went.
 */
export async function sweepEndedWindows(db: Db, now = Date.now(), size = SWEEP_SIZE): Promise<number> {
  // Chosen once in a materialised CTE: PostgreSQL may run an IN subquery again for each row, its LIMIT each time.
  const deleted = await db
    .with(
      (cte) => cte('ended').materialized(),
      (query) => {
        const ended = query.selectFrom('rate_limits').select('key').where('expires_ms', '<=', now).orderBy('expires_ms').limit(size);
        return isPostgres(db) ? ended.forUpdate().skipLocked() : ended;
      },
    )
    .deleteFrom('rate_limits')
    .where('key', 'in', (query) => query.selectFrom('ended').select('ended.key'))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Counts `count` attempts against the key in a single statement, so attempts made at the
 * same moment are all counted (a read-then-write would lose some). When this begins a new
 * window, up to SWEEP_SIZE ended windows are deleted.
 */
export async function recordAttempt(db: Db, key: string, limit: Limit, now = Date.now(), count = 1): Promise<AttemptWindow> {
  const expired = sql<boolean>`${now} - rate_limits.window_started_ms >= ${limit.windowMs}`;
  const expires = now + limit.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count, window_started_ms: now, expires_ms: expires })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then ${count} else rate_limits.count + ${count} end`,
        window_started_ms: sql<number>`case when ${expired} then ${now} else rate_limits.window_started_ms end`,
        expires_ms: sql<number>`case when ${expired} then ${expires} else rate_limits.expires_ms end`,
      }),
    )
    .returning(['count', 'window_started_ms'])
    .executeTakeFirstOrThrow();
  const window = { count: Number(row.count), started: Number(row.window_started_ms) };
  if (window.count === count) await sweepEndedWindows(db, now);
  return window;
}

/**
 * Takes an attempt (or `options.count` of them) before doing the work it guards, throwing
 * the 429 once the window is used up: a burst of parallel tries cannot all slip in before
 * the first failure is counted. The count stands even when refused, so a flood stays
 * refused. Where the key counts failures, callers clear it on success.
 */
export async function takeAttempt(db: Db, key: string, limit: Limit, now = Date.now(), options: TakeOptions = {}): Promise<void> {
  const window = await recordAttempt(db, key, limit, now, options.count ?? 1);
  if (window.count > limit.max) throw tooManyAttempts(window, limit, now, options.message);
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
