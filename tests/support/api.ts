// Helpers for API tests (the Vitest `api` project): a client for the test server and direct
// access to its database. Both read what tests/api/global-setup.ts provided.
import { inject } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { requestStore, storeOrigin, type StoreRequestInit, type StoreResponse } from './http.ts';
import type { ApiTestServer } from './provided.ts';

export type { StoreRequestInit, StoreResponse } from './http.ts';

/** The server this API run tests (`db` tells which database it runs on). */
export function testServer(): ApiTestServer {
  const port = inject('port');
  if (!port) throw new Error('No test server: API tests run in the Vitest "api" project (tests/api/global-setup.ts starts it).');
  return { baseUrl: inject('baseUrl'), port, db: inject('db'), databaseUrl: inject('databaseUrl') };
}

/**
 * Sends a request to a store on the test server: `storeRequest('demo', '/omnis/v3/…')`.
 * A bare name is a subdomain of localhost; a name with a dot is a full host (custom domains).
 */
export function storeRequest<T = unknown>(subdomainOrHost: string, path: string, init?: StoreRequestInit): Promise<StoreResponse<T>> {
  return requestStore<T>(testServer().port, subdomainOrHost, path, init);
}

/** `http://demo.localhost:PORT` — what a browser on that store sends as Origin. */
export function testStoreOrigin(subdomainOrHost: string): string {
  return storeOrigin(subdomainOrHost, testServer().port);
}

export type TestDb = Awaited<ReturnType<typeof openDatabase>> & { close: () => Promise<void> };

/** Opens the test server's database with Kysely (close it in afterAll). */
export async function openTestDb(): Promise<TestDb> {
  const connection = await openDatabase(testServer().databaseUrl);
  return { ...connection, close: () => connection.db.destroy() };
}
