import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Kysely's record of applied migrations (its default table name). */
const MIGRATION_TABLE = 'kysely_migration';
/** A database that takes longer than this to answer one small query is not ready for traffic. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * Ready when the database answers and its applied migrations are exactly this build's
 * list: none pending (started on a database another deploy has not migrated), none unknown
 * (a database migrated by a newer build).
 */
export async function readiness(db: Db, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `database did not answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([compareMigrations(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function compareMigrations(db: Db): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ready: false, reason: `database unreachable${code ? ` (${code})` : ''}` };
  }
  const known = Object.keys(migrations);
  const pending = known.filter((name) => !applied.has(name));
  if (pending.length > 0) return { ready: false, reason: `migrations pending: ${pending.join(', ')}` };
  const unknown = [...applied].filter((name) => !(name in migrations));
  if (unknown.length > 0) return { ready: false, reason: `database has migrations this build does not know: ${unknown.join(', ')}` };
  return { ready: true };
}
