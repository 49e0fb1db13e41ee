// CSRF: every unsafe API route refuses a request without the XSRF header, and writes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SessionClient } from '../../support/session-client.ts';
import { DEMO_USERS } from '../../../src/seed/users.ts';
import { testDb } from '../../support/api.ts';
import { SIGNED_CALLS } from '../../../src/api/signed-calls.ts';

/** Every API route file with an unsafe handler, as the path a client calls (params filled in). */
function unsafeRoutes(): { path: string; method: string }[] {
  const root = path.resolve('src/pages/omnis');
  const routes: { path: string; method: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        const source = fs.readFileSync(full, 'utf8');
        const methods = [...source.matchAll(/export const (POST|PUT|PATCH|DELETE|ALL)\b/g)].map((match) => (match[1] === 'ALL' ? 'POST' : match[1]!));
        const route = `/omnis/${path
          .relative(root, full)
          .replace(/\.ts$/, '')
          .replace(/\[\.\.\.[^\]]+\]\/?/g, '')
          .replace(/\[[^\]]+\]/g, '1')}/`.replace(/\/+/g, '/');
        for (const method of methods) routes.push({ path: route, method });
      }
    }
  };
  walk(root);
  return routes;
}

// Signed server-to-server calls (webhooks) carry no cookies; their signature tests are in their own files.
const ROUTES = unsafeRoutes().filter((route) => !SIGNED_CALLS.has(route.path));

describe('CSRF', () => {
  it('knows every unsafe API route', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(15);
    expect(ROUTES.map((route) => route.path)).toContain('/omnis/v3/dashboard/secure/login/');
  });

  it.each(ROUTES)('$method $path refuses a missing or wrong X-XSRF-TOKEN and writes nothing', async ({ path: route, method }) => {
    const client = new SessionClient();
    await client.login(DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    const { db } = await testDb();
    const count = async () => {
      const tables = ['users', 'sessions', 'permission_requests', 'one_time_tokens', 'recovery_codes', 'pages', 'products'] as const;
      const counts = await Promise.all(
        tables.map((table) =>
          db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      );
      const users = await db.selectFrom('users').select(['muted_at', 'eula_signed_at', 'two_factor_method']).orderBy('id').execute();
      return JSON.stringify([counts.map((row) => Number(row.n)), users]);
    };
    const before = await count();
    client.xsrf = false;
    const missing = await client.request(route, {
      method,
      json: { email: DEMO_USERS.staff.email, password: DEMO_USERS.staff.password, reason: 'x', accept: true },
    });
    const wrong = await client.request(route, { method, json: {}, headers: { 'x-xsrf-token': 'forged-token' } });
    for (const response of [missing, wrong]) {
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ message: 'Your session has expired. Please refresh the page and try again.', code: 'csrfMismatch' });
    }
    expect(await count()).toBe(before);
  });
});
