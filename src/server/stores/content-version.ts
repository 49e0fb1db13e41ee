import type { StoreScope } from './scope.ts';
import { now } from '../db/json.ts';
import { announceContentVersion } from '../render-cache/notify.ts';

type ContentListener = (divisionId: number, version: number) => void;

// Shared across module copies (front server and Astro bundle) like the db connection.
const LISTENERS = Symbol.for('printfront.content-listeners');
const registry = globalThis as { [LISTENERS]?: Set<ContentListener> };
const listeners = (registry[LISTENERS] ??= new Set());

/** Called whenever a store's pages, menu or theme change (the render cache listens). */
export function onContentChanged(listener: ContentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Bumps the store's content version so every cached rendering of it goes stale. */
export async function bumpContentVersion(scope: StoreScope): Promise<number> {
  const row = await scope.db
    .updateTable('divisions')
    .set((eb) => ({ content_version: eb('content_version', '+', 1), updated_at: now() }))
    .where('id', '=', scope.division.id)
    .returning('content_version')
    .executeTakeFirstOrThrow();
  await announceContentVersion(scope.db, scope.division.id, row.content_version);
  for (const listener of listeners) listener(scope.division.id, row.content_version);
  return row.content_version;
}
