// Starts the built server for Playwright on a fresh SQLite database (shared media dir) at the
// port playwright.config.ts chose; the returned function is Playwright's global teardown.
import { e2ePort, e2ePushPort } from '../support/e2e.ts';
import { startTestServer } from '../support/server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Pushes go to the local push service tests/e2e/push.spec.ts runs (tests/support/push-service.ts).
  const server = await startTestServer({ name: 'e2e', db: 'sqlite', port: e2ePort(), env: { PUSH_SERVICE_URL: `http://127.0.0.1:${e2ePushPort()}` } });
  // Specs that arrange data directly (e.g. a staff membership) open the same database.
  process.env.PRINTFRONT_E2E_DATABASE_URL = server.databaseUrl;
  console.log(`E2E server ready on port ${server.port} (log: ${server.logFile})`);
  return () => server.stop();
}
