/** Someone learns that a store's content version moved on. */
export type ContentListener = (divisionId: number, version: number) => void;

/**
 * Content-version changes made by this process (bumpContentVersion): the runtime's caches
 * and the rebuild listen. Other instances' changes arrive by NOTIFY and only invalidate.
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
