import { memoryTier } from '../render-cache/memory.ts';

type ContentListener = (divisionId: number, version: number) => void;

// Shared across module copies (front server and Astro bundle) like the db connection.
const LISTENERS = Symbol.for('printfront.content-listeners');
const registry = globalThis as { [LISTENERS]?: Set<ContentListener> };
const listeners = (registry[LISTENERS] ??= new Set());

/** Called whenever this process learns that a store's pages, menu or theme changed. */
export function onContentChanged(listener: ContentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells this process's caches a store's new content version: after a change committed here,
 * one heard from another instance, or before a rebuild renders it.
 */
export function noteContentVersion(divisionId: number, version: number): void {
  memoryTier().noteVersion(divisionId, version);
  for (const listener of listeners) listener(divisionId, version);
}
