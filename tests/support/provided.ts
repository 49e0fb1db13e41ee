// What tests/api/global-setup.ts hands to API tests through Vitest's provide/inject.
import type { TestDbKind } from './server.ts';

export interface ApiTestServer {
  /** `http://127.0.0.1:PORT`: connect here and send the store's Host header. */
  baseUrl: string;
  port: number;
  db: TestDbKind;
  /** `postgres://…` or the SQLite file path of this run's freshly seeded database. */
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext extends ApiTestServer {}
}
