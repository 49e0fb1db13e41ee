// Where the Playwright test server listens. playwright.config.ts picks the port once and
// keeps it in the environment, which the workers inherit, so every process agrees on it.
import type { IncomingHttpHeaders } from 'node:http';
import { freePortSync } from './ports.ts';
import { TEST_PLATFORM_DOMAIN } from './server.ts';
import { requestStore } from './http.ts';

export const E2E_PORT_ENV = 'PRINTFRONT_E2E_PORT';

/** The E2E server's port, choosing a free one on first use. */
export function e2ePort(): number {
  process.env[E2E_PORT_ENV] ||= String(freePortSync());
  return Number(process.env[E2E_PORT_ENV]);
}

export const E2E_PUSH_PORT_ENV = 'PRINTFRONT_E2E_PUSH_PORT';

/** Where the push spec's local push service listens: the E2E server sends every push there (PUSH_SERVICE_URL). */
export function e2ePushPort(): number {
  process.env[E2E_PUSH_PORT_ENV] ||= String(freePortSync());
  return Number(process.env[E2E_PUSH_PORT_ENV]);
}

/** Absolute URL of a store page on the E2E server: storeUrl('north', '/cart'). */
export function storeUrl(subdomain = 'demo', path = '/'): string {
  return `http://${subdomain}.${TEST_PLATFORM_DOMAIN}:${e2ePort()}${path}`;
}

/** A cookie as a browser context's storage state holds it. */
export interface StoredCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/** The cookies a response sets, as a browser on `host` would keep them (a cleared cookie is dropped). */
function cookiesSet(headers: IncomingHttpHeaders, host: string): StoredCookie[] {
  return (headers['set-cookie'] ?? []).flatMap((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    const attribute = (key: string) => attributes.find((entry) => entry.toLowerCase().startsWith(key.toLowerCase()));
    if (value === '' || attribute('Max-Age=0')) return [];
    const sameSite = attribute('SameSite')?.split('=')[1]?.toLowerCase();
    return [
      {
        name,
        value,
        domain: host,
        path: '/',
        expires: -1,
        httpOnly: attribute('HttpOnly') !== undefined,
        secure: attribute('Secure') !== undefined,
        sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
      },
    ];
  });
}

/**
 * Signs `person` in on a store through the login call, as the login page's script does (its
 * XSRF token first), and answers the cookies it leaves: a browser context's storage state.
 */
export async function signedInState(person: { email: string; password: string }, subdomain = 'demo'): Promise<{ cookies: StoredCookie[]; origins: [] }> {
  const host = `${subdomain}.${TEST_PLATFORM_DOMAIN}`;
  const jar = new Map<string, StoredCookie>();
  const keep = (headers: IncomingHttpHeaders) => {
    for (const cookie of cookiesSet(headers, host)) jar.set(cookie.name, cookie);
  };
  keep((await requestStore(e2ePort(), subdomain, '/omnis/v3/dashboard/secure/get/')).headers);
  const xsrf = jar.get('XSRF-TOKEN')?.value ?? '';
  const login = await requestStore(e2ePort(), subdomain, '/omnis/v3/dashboard/secure/login/', {
    method: 'POST',
    json: { email: person.email, password: person.password },
    headers: { cookie: [...jar.values()].map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), 'x-xsrf-token': decodeURIComponent(xsrf) },
  });
  if (login.status !== 200) throw new Error(`login of ${person.email} on ${subdomain} failed: ${login.status} ${login.text.slice(0, 200)}`);
  keep(login.headers);
  return { cookies: [...jar.values()], origins: [] };
}
