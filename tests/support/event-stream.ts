// A Server-Sent Events stream read as a browser's EventSource would: `next(predicate)` waits
// for a matching event (live chat's tests, and the workers test in tests/reliability/).
import http from 'node:http';
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
  let buffer = '';
  let status = 0;
  let contentType = '';
  const request = http.get(
    { host: '127.0.0.1', port, path, headers: { ...options.headers, host: storeHost(host, port), accept: 'text/event-stream' }, agent: options.agent ?? false },
    (response) => {
      status = response.statusCode ?? 0;
      contentType = String(response.headers['content-type'] ?? '');
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.event) events.push({ event: fields.event, data: JSON.parse(fields.data ?? 'null'), id: fields.id });
        }
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
