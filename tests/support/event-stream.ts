// A Server-Sent Events stream read as a browser's EventSource would (its parsing is
// eventsource-parser's): `next(predicate)` waits for a matching named event (live chat's
// tests, and the workers test in tests/reliability/).
import http from 'node:http';
import { createParser } from 'eventsource-parser';
import { storeHost } from './http.ts';

export interface StreamEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: the event's JSON, which tests read field by field
  data: any;
  id?: string;
}

export function openEventStream(port: number, host: string, path: string, options: { headers?: Record<string, string>; agent?: http.Agent } = {}) {
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent: (message) => {
      if (message.event) events.push({ event: message.event, data: JSON.parse(message.data || 'null'), id: message.id });
    },
  });
  let status = 0;
  let contentType = '';
  const request = http.get(
    { host: '127.0.0.1', port, path, headers: { ...options.headers, host: storeHost(host, port), accept: 'text/event-stream' }, agent: options.agent ?? false },
    (response) => {
      status = response.statusCode ?? 0;
      contentType = String(response.headers['content-type'] ?? '');
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        parser.feed(chunk);
        for (const wake of waiters) wake();
      });
    },
  );
  request.on('error', () => {});
  return {
    events,
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    async next(match: (event: StreamEvent) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
    },
    close: () => request.destroy(),
  };
}
