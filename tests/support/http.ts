// A tiny HTTP client for test servers. Stores are chosen by Host, and Node's fetch neither
// resolves *.localhost nor lets a caller set Host, so requests go to 127.0.0.1 with an
// explicit Host header through node:http. Redirects are returned, not followed.
import http, { type IncomingHttpHeaders } from 'node:http';
import { TEST_PLATFORM_DOMAIN } from './server.ts';
import { scaled } from './slowdown.ts';

export interface StoreRequestInit {
  method?: string;
  headers?: Record<string, string | string[]>;
  /** Sent as is. */
  body?: string | Uint8Array | URLSearchParams;
  /** Sent as JSON with `Content-Type: application/json` (instead of `body`). */
  json?: unknown;
  /** Default: 15 s on the idle CI machine, stretched on a busy one (tests/support/slowdown.ts). */
  timeoutMs?: number;
  /** A keep-alive agent to send it on (one connection, e.g. to one server process); default: a connection of its own. */
  agent?: http.Agent;
}

export interface StoreResponse<T = unknown> {
  status: number;
  /** Lower-case names; `set-cookie` is an array. */
  headers: IncomingHttpHeaders;
  text: string;
  /** The body as received (still compressed when the server compressed it). */
  bytes: Buffer;
  /** The parsed body when it is JSON, else undefined. */
  json: T;
}

/** `demo` → `demo.localhost:PORT`; a name with a dot gets the port; `host:port` is kept. */
export function storeHost(subdomainOrHost: string, port: number): string {
  if (subdomainOrHost.includes(':')) return subdomainOrHost;
  const host = subdomainOrHost.includes('.') ? subdomainOrHost : `${subdomainOrHost}.${TEST_PLATFORM_DOMAIN}`;
  return `${host}:${port}`;
}

/** The origin a browser would use for a store, e.g. for Origin/Referer headers. */
export function storeOrigin(subdomainOrHost: string, port: number): string {
  return `http://${storeHost(subdomainOrHost, port)}`;
}

function parseJson(text: string, contentType: string | undefined): unknown {
  const looksJson = /json/i.test(contentType ?? '') || /^\s*[[{]/.test(text);
  if (!looksJson) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON after all (e.g. an HTML error page starting with "["): callers assert on `text`.
    return undefined;
  }
}

export function requestStore<T = unknown>(port: number, subdomainOrHost: string, path: string, init: StoreRequestInit = {}): Promise<StoreResponse<T>> {
  if (!path.startsWith('/')) throw new Error(`storeRequest path must start with "/": ${path}`);
  const headers: Record<string, string | string[]> = { ...init.headers, host: storeHost(subdomainOrHost, port) };
  let body: string | Uint8Array | undefined;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] ??= 'application/json';
  } else if (init.body instanceof URLSearchParams) {
    body = init.body.toString();
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  } else {
    body = init.body;
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));

  return new Promise((resolve, reject) => {
    // agent: false gives every request its own connection, so tests never share keep-alive state.
    const request = http.request(
      { host: '127.0.0.1', port, path, method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, agent: init.agent ?? false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes,
            text,
            json: parseJson(text, response.headers['content-type']) as T,
          });
        });
      },
    );
    request.setTimeout(init.timeoutMs ?? scaled(15_000), () => request.destroy(new Error(`Timed out: ${headers.host}${path}`)));
    request.on('error', reject);
    request.end(body);
  });
}
