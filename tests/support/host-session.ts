// SessionClient's twin for the reliability suite, whose files start their own servers (no
// Vitest `inject`): one visitor's cookies on one store host of a given server port, echoing
// XSRF-TOKEN in X-XSRF-TOKEN on unsafe calls as the app's client does.
import { requestStore, type StoreRequestInit, type StoreResponse } from './http.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class HostSession {
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

  /** `host` overrides the session's own (its cookies go along: a cookie jar does not follow hosts, a test does). */
  async request<T = unknown>(path: string, init: StoreRequestInit & { xsrf?: boolean; host?: string } = {}): Promise<StoreResponse<T>> {
    const method = (init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST')).toUpperCase();
    const xsrf = init.xsrf ?? true;
    if (UNSAFE.has(method) && xsrf && !this.cookies.has('XSRF-TOKEN')) await this.request('/omnis/v3/dashboard/secure/get/');
    const headers: Record<string, string | string[]> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (UNSAFE.has(method) && xsrf && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN')!);
    const response = await requestStore<T>(this.port, init.host ?? this.host, path, { ...init, method, headers });
    this.remember(response);
    return response;
  }

  post<T = unknown>(path: string, json: unknown = {}): Promise<StoreResponse<T>> {
    return this.request<T>(path, { method: 'POST', json });
  }

  async login(email: string, password: string): Promise<StoreResponse> {
    const response = await this.post('/omnis/v3/dashboard/secure/login/', { email, password });
    if (response.status !== 200) throw new Error(`login of ${email} on ${this.host} failed: ${response.status} ${response.text.slice(0, 200)}`);
    return response;
  }

  /** Whether the session still has a signed-in user (a fuzzed logout or password change ends it). */
  async signedIn(): Promise<boolean> {
    const response = await this.request<{ user?: unknown }>('/omnis/v3/dashboard/secure/get/');
    return response.status === 200 && Boolean(response.json?.user);
  }
}
