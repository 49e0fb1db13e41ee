import { isBot } from '../bots.ts';
import { EVENT_BATCH_SIZE, EVENT_TIMINGS, eventTimeoutMessage } from './timings.ts';
import { apiPath } from '../../schemas/api.ts';

// The browser's event queue for the app's scripts (islands, the dashboard).
// Events wait in a queue; tracking is enabled 5 s after load, then the queue is flushed
// every 30 s to POST /event-collector/ without credentials, each call abandoned after
// 30 s with the spec's text; on unload what is left goes by navigator.sendBeacon.
// A bot's browser queues nothing. (Page views are not sent from here: content pages load
// no script, so the shell script sends them — src/lib/shell-script.ts.)

export interface EventMetadata {
  environment?: string;
  location?: string;
  userAgent?: string;
  currency?: string;
  division?: { id?: number; name?: string };
}

export interface QueuedEvent {
  event: string;
  payload: Record<string, unknown>;
  metadata: EventMetadata;
}

/** What the client needs of the browser, given in so tests can drive it with fake timers. */
export interface EventClientOptions {
  userAgent: string;
  /** Read when an event is tracked (the page's address may change). */
  metadata: () => EventMetadata;
  fetch: typeof fetch;
  sendBeacon: ((url: string, body: string) => boolean) | undefined;
  /** Failed or timed-out flushes; the events are not retried (at most once, never twice). */
  onError?: (error: Error) => void;
  endpoint?: string;
}

export interface EventClient {
  track(event: string, payload?: Record<string, unknown>): void;
  /** Starts the 30 s flushes; called EVENT_TIMINGS.enableAfterMs after load by `start`. */
  enable(): void;
  readonly enabled: boolean;
  /** Sends what is queued now (when enabled). */
  flush(): Promise<void>;
  /** Sends what is queued by sendBeacon (the page is going away). */
  flushOnUnload(): void;
  /** Queued, not yet sent. */
  readonly pending: number;
  stop(): void;
}

export function createEventClient(options: EventClientOptions): EventClient {
  const endpoint = options.endpoint ?? apiPath('events.collect');
  const bot = isBot(options.userAgent);
  const report = options.onError ?? ((error: Error) => console.warn(error.message));
  let queue: QueuedEvent[] = [];
  let enabled = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const take = () => {
    const batch = queue.slice(0, EVENT_BATCH_SIZE);
    queue = queue.slice(batch.length);
    return batch;
  };

  async function send(batch: QueuedEvent[]): Promise<void> {
    const controller = new AbortController();
    let timedOut = false;
    const timeout = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, EVENT_TIMINGS.timeoutMs);
    try {
      const response = await options.fetch(endpoint, {
        method: 'POST',
        body: JSON.stringify(batch),
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        keepalive: true,
        signal: controller.signal,
      });
      if (!response.ok) report(new Error(`Events not recorded (${response.status})`));
    } catch (error) {
      if (timedOut) for (const name of new Set(batch.map((event) => event.event))) report(new Error(eventTimeoutMessage(name)));
      else report(error instanceof Error ? error : new Error(String(error)));
    } finally {
      clearTimeout(timeout);
    }
  }

  const client: EventClient = {
    track(event, payload = {}) {
      if (bot) return;
      queue.push({ event, payload, metadata: options.metadata() });
    },
    enable() {
      if (enabled || bot) return;
      enabled = true;
      timer = setInterval(() => void client.flush(), EVENT_TIMINGS.flushMs);
    },
    get enabled() {
      return enabled;
    },
    async flush() {
      if (!enabled) return;
      const sends: Promise<void>[] = [];
      while (queue.length > 0) sends.push(send(take()));
      await Promise.all(sends);
    },
    flushOnUnload() {
      while (queue.length > 0) {
        const body = JSON.stringify(take());
        if (!options.sendBeacon?.(endpoint, body)) void options.fetch(endpoint, { method: 'POST', body, credentials: 'omit', keepalive: true }).catch(() => {});
      }
    },
    get pending() {
      return queue.length;
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      enabled = false;
    },
  };
  return client;
}
