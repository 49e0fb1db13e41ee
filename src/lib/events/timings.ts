// The event client's timings and its one error text.
export const EVENT_TIMINGS = {
  /** Events are flushed every 30 s (and on unload). */
  flushMs: 30_000,
  /** Event request timeout. */
  timeoutMs: 30_000,
  /** Event tracking is enabled 5 s after load. */
  enableAfterMs: 5_000,
} as const;

/** At most this many events per call (the server's batch limit, src/server/engagement/events/limits.ts). */
export const EVENT_BATCH_SIZE = 50;

/** "Event '{name}' timed out after 30 seconds". */
export function eventTimeoutMessage(name: string): string {
  return `Event '${name}' timed out after ${EVENT_TIMINGS.timeoutMs / 1000} seconds`;
}
