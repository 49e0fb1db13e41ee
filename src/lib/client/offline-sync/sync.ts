import { dropChange, pendingChanges } from './queue.ts';
import type { OfflineChange } from '../../offline-sync/changes.ts';

/** What sending one change came to: done, no connection (keep it, stop), or refused by the server (drop it). */
export type SendOutcome = 'sent' | 'offline' | 'refused';
export interface SyncResult {
  sent: OfflineChange[];
  refused: OfflineChange[];
  left: number;
}

let running: Promise<SyncResult> | undefined;

/**
 * Sends the queued changes oldest first, each with its key; stops at the first that finds
 * no connection. One run at a time on a page: an 'online' event during a run joins it, so
 * no change is sent twice from here (and the server skips a key it has seen).
 */
export function syncChanges(send: (change: OfflineChange) => Promise<SendOutcome>): Promise<SyncResult> {
  running ??= (async () => {
    const result: SyncResult = { sent: [], refused: [], left: 0 };
    try {
      const queue = await pendingChanges();
      for (const [index, change] of queue.entries()) {
        const outcome = await send(change);
        if (outcome === 'offline') {
          result.left = queue.length - index;
          break;
        }
        await dropChange(change.key);
        result[outcome].push(change);
      }
      return result;
    } finally {
      running = undefined;
    }
  })();
  return running;
}
