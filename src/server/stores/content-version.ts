import type { StoreScope } from './scope.ts';
import { now } from '../db/json.ts';
import { announceContentVersion } from '../render-cache/notify.ts';

/**
 * Bumps the store's content version so every cached rendering of it goes stale: this
 * process's caches hear it at once, other instances through PostgreSQL's NOTIFY, and
 * other processes on SQLite within a second (the host directory re-reads versions).
 */
export async function bumpContentVersion(scope: StoreScope): Promise<number> {
  const row = await scope.db
    .updateTable('divisions')
    .set((eb) => ({ content_version: eb('content_version', '+', 1), updated_at: now() }))
    .where('id', '=', scope.division.id)
    .returning('content_version')
    .executeTakeFirstOrThrow();
  await announceContentVersion(scope.db, scope.division.id, row.content_version);
  scope.runtime?.content.changed(scope.division.id, row.content_version);
  return row.content_version;
}
