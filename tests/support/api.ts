// Helpers for API tests (the Vitest `api` project): a client for the test server and direct
// access to its database. Both read what tests/api/global-setup.ts provided.
import { afterAll, inject } from 'vitest';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { requestStore, storeOrigin, type StoreRequestInit, type StoreResponse } from './http.ts';
import type { ApiTestServer } from './provided.ts';
import { storeScope, type TestStore } from './factories/stores.ts';

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

let shared: Promise<Connection> | undefined;

/** The test server's database: one connection per test file, opened on first use. */
export function testDb(): Promise<Connection> {
  shared ??= openDatabase(testServer().databaseUrl);
  return shared;
}

// Registered as each test file imports this module, so its connection closes with the file.
afterAll(async () => {
  const connection = await shared;
  shared = undefined;
  await connection?.db.destroy();
});

/** A store's id from its sub-domain. */
export async function divisionId(subdomain: string): Promise<number> {
  const { db } = await testDb();
  return (await db.selectFrom('divisions').select('id').where('subdomain', '=', subdomain).executeTakeFirstOrThrow()).id;
}

/** A store of the test server's database, as services take it: `await testStore('demo')`. */
export async function testStore(subdomain: string): Promise<TestStore> {
  return storeScope((await testDb()).db, subdomain);
}

/** The newest message in the outbox to `email`. */
export async function latestMailTo(email: string) {
  const { db } = await testDb();
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
}
