// Starts the built server on a freshly seeded database for the API tests. TEST_DB picks the
// database (scripts/test.mjs runs the suite once per kind). PostgreSQL uses the cluster that
// scripts/test.mjs started (PRINTFRONT_TEST_POSTGRES_URL), or starts its own when run alone.
import type { TestProject } from 'vitest/node';
import { POSTGRES_URL_ENV, startPostgres } from '../../scripts/postgres.mjs';
import { createServerDatabase, startTestServer, type TestDbKind } from '../support/server.ts';
import '../support/provided.ts';

function testDbKind(value: string | undefined): TestDbKind {
  if (value === undefined || value === '' || value === 'sqlite') return 'sqlite';
  if (value === 'postgres') return 'postgres';
  throw new Error(`TEST_DB must be "sqlite" or "postgres", not "${value}"`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const db = testDbKind(process.env.TEST_DB);
  const cluster = db === 'postgres' && !process.env[POSTGRES_URL_ENV] ? await startPostgres() : null;
  try {
    const databaseUrl = db === 'postgres' ? await createServerDatabase(`printfront_api_${Date.now()}_${process.pid}`, cluster?.urlBase) : undefined;
    const server = await startTestServer({ name: `api-${db}`, db, databaseUrl });
    console.log(`API tests run against ${server.baseUrl} on ${db} (log: ${server.logFile})`);
    project.provide('baseUrl', server.baseUrl);
    project.provide('port', server.port);
    project.provide('db', server.db);
    project.provide('databaseUrl', server.databaseUrl);
    return async () => {
      await server.stop();
      await cluster?.stop();
    };
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
}
