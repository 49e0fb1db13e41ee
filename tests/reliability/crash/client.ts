// A browser-like client of one store host on the crash server's port: keeps its cookies
// across requests (and across restarts: sessions and baskets live in the database) and
// echoes XSRF-TOKEN as X-XSRF-TOKEN, as tests/support/session-client.ts does for the API
// project (which reads its port from the API global setup).
import { requestStore, type StoreRequestInit, type StoreResponse } from '../../support/http.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A killed server leaves requests hanging only until the socket closes; a live one answers well within this. */
const TIMEOUT_MS = 60_000;

export class CrashClient {
  readonly cookies = new Map<string, string>();
  readonly port: number;
  readonly host: string;

  constructor(port: number, host: string) {
    this.port = port;
    this.host = host;
  }

  private remember(response: StoreResponse): void {
    const setCookies = response.headers['set-cookie'] ?? [];
    for (const line of Array.isArray(setCookies) ? setCookies : [setCookies]) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (expired || value === '' || value === 'deleted') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = unknown>(path: string, init: StoreRequestInit = {}): Promise<StoreResponse<T>> {
    const method = (init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST')).toUpperCase();
    if (UNSAFE.has(method) && !this.cookies.has('XSRF-TOKEN')) await this.request('/omnis/v3/dashboard/secure/get/');
    const headers: Record<string, string | string[]> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (UNSAFE.has(method) && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN')!);
    const response = await requestStore<T>(this.port, this.host, path, { timeoutMs: TIMEOUT_MS, ...init, method, headers });
    this.remember(response);
    return response;
  }

  post<T = unknown>(path: string, json: unknown = {}): Promise<StoreResponse<T>> {
    return this.request<T>(path, { method: 'POST', json });
  }
}
