// A browser-like client for API tests: keeps one visitor's cookies on one store host,
// and echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header as the app's client does.
import type http from 'node:http';
import { storeRequest, type StoreRequestInit, type StoreResponse } from './api.ts';
import { requestStore } from './http.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class SessionClient {
  readonly host: string;
  readonly cookies = new Map<string, string>();
  /** Send the XSRF header on unsafe calls (turn off to test the refusal). */
  xsrf = true;

  /** The server's port; undefined: the API run's test server. Changeable: one visitor, another instance (tests/reliability/). */
  port: number | undefined;

  /** Sends every request on this agent's connection (one server process of several, tests/reliability/workers.test.ts). */
  agent: http.Agent | undefined;

  /** Each request's bound unless it names its own (a killed server leaves a request hanging until its socket closes). */
  readonly timeoutMs: number | undefined;

  constructor(host = 'demo', port?: number, options: { timeoutMs?: number } = {}) {
    this.host = host;
    this.port = port;
    this.timeoutMs = options.timeoutMs;
  }

  /** Another client with this one's cookies (the same visitor), talking to `port`. */
  on(port: number): SessionClient {
    const twin = new SessionClient(this.host, port, { timeoutMs: this.timeoutMs });
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
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

  /**
   * `xsrf` overrides the client's setting for one call; `host` sends it to another host with
   * this visitor's cookies (a cookie jar does not follow hosts, a test does).
   */
  async request<T = unknown>(path: string, init: StoreRequestInit & { xsrf?: boolean; host?: string } = {}): Promise<StoreResponse<T>> {
    const method = (init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST')).toUpperCase();
    const xsrf = init.xsrf ?? this.xsrf;
    if (UNSAFE.has(method) && xsrf && !this.cookies.has('XSRF-TOKEN')) await this.request('/omnis/v3/dashboard/secure/get/');
    const headers: Record<string, string | string[]> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (UNSAFE.has(method) && xsrf && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN')!);
    const host = init.host ?? this.host;
    const sent = {
      ...(this.timeoutMs === undefined ? {} : { timeoutMs: this.timeoutMs }),
      ...(this.agent ? { agent: this.agent } : {}),
      ...init,
      method,
      headers,
    };
    const response = this.port === undefined ? await storeRequest<T>(host, path, sent) : await requestStore<T>(this.port, host, path, sent);
    this.remember(response);
    return response;
  }

  post<T = unknown>(path: string, json: unknown = {}): Promise<StoreResponse<T>> {
    return this.request<T>(path, { method: 'POST', json });
  }

  async login(email: string, password: string, twoFactorAuthCode?: string): Promise<StoreResponse> {
    return this.post('/omnis/v3/dashboard/secure/login/', { email, password, ...(twoFactorAuthCode ? { twoFactorAuthCode } : {}) });
  }

  /** Whether the session still has a signed-in user (a logout or password change ends it). */
  async signedIn(): Promise<boolean> {
    const response = await this.request<{ user?: unknown }>('/omnis/v3/dashboard/secure/get/');
    return response.status === 200 && Boolean(response.json?.user);
  }
}

/** A client of `host` signed in through the login call, as `person` (a failed login stops the test). */
export async function signIn(person: { email: string; password: string }, host = 'demo'): Promise<SessionClient> {
  const client = new SessionClient(host);
  const login = await client.login(person.email, person.password);
  if (login.status !== 200) throw new Error(`login of ${person.email} on ${host} failed: ${login.status} ${login.text.slice(0, 200)}`);
  return client;
}
