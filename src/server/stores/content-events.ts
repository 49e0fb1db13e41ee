/** Someone learns that a store's content version moved on. */
export type ContentListener = (divisionId: number, version: number) => void;

/**
 * Content-version changes seen by this process: its own writes (bumpContentVersion) and,
 * on PostgreSQL, other instances' (LISTEN/NOTIFY). The runtime's caches listen.
 */
export class ContentEvents {
  private readonly listeners = new Set<ContentListener>();

  listen(listener: ContentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(divisionId: number, version: number): void {
    for (const listener of this.listeners) listener(divisionId, version);
  }
}
