// Production takes real payments or says it is a demo: the built server refuses to start on
// the test processor (unless ALLOW_TEST_PAYMENTS=1) and on unsafe Stripe settings, with a
// message naming every setting to change (each case of the check is unit-tested in
// tests/unit/payments/payment-settings-check.test.ts). A demo deployment's store pages tell
// shoppers no real payments are taken; outside production they do not.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { nodeBinary } from '../../scripts/child-process.ts';
import { storeRequest, testServer } from '../support/api.ts';
import { freePort } from '../support/ports.ts';
import { createServerDatabase, PROJECT_ROOT, startTestServer, type TestServer } from '../support/server.ts';
import { requestStore } from '../support/http.ts';

const BANNER = /<p class="test-payments-banner" role="note" data-test-payments-banner><strong>Test mode:<\/strong> no real payments are taken\.<\/p>/;

/** Starts `npm start`'s script in production with `env` and answers its exit code and output. */
async function startInProduction(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'printfront-payments-'));
  const database = path.join(directory, 'never-opened.sqlite');
  const child = spawn(nodeBinary(), [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: database,
      SQLITE_PATH: database,
      APP_KEY_FILE: path.join(directory, 'app.key'),
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SEED_ON_START: '0',
      WARM_UP_RENDERS: '0',
      WEB_CONCURRENCY: '1',
      PRINTFRONT_ROOT: PROJECT_ROOT,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  rmSync(directory, { recursive: true, force: true });
  return { code, output };
}

describe('a production server with unsafe payment settings', () => {
  it('does not start on the test processor without ALLOW_TEST_PAYMENTS=1, and says what to set', async () => {
    const { code, output } = await startInProduction({});
    expect(code, output).toBe(1);
    expect(output).toContain('Printfront cannot start: the payment settings are not safe for production. PAYMENT_PROVIDER is \\"test\\"');
    expect(output).toContain('Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
    expect(output).toContain('ALLOW_TEST_PAYMENTS=1');
    expect(output).not.toContain('Printfront ready');
  }, 60_000);

  it('does not start on Stripe with a live secret key, a test publishable key and no webhook secret: both problems in one message, no key printed', async () => {
    const { code, output } = await startInProduction({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_51NotARealKeyAtAll',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51NotARealKeyEither',
    });
    expect(code, output).toBe(1);
    expect(output).toContain('Printfront cannot start: the payment settings are not safe for production (2 problems).');
    expect(output).toContain('(1) STRIPE_WEBHOOK_SECRET is not set: set it to the signing secret (whsec_…)');
    expect(output).toContain('(2) STRIPE_SECRET_KEY is a live key but STRIPE_PUBLISHABLE_KEY is a test key');
    expect(output).not.toContain('NotARealKey');
    expect(output).not.toContain('Printfront ready');
  }, 60_000);
});

describe('the test-mode banner', () => {
  let demo: TestServer;
  beforeAll(async () => {
    const { db, databaseUrl } = testServer();
    demo = await startTestServer({
      name: `production-demo-${db}`,
      db,
      databaseUrl:
        db === 'postgres'
          ? await createServerDatabase(`printfront_demo_${Date.now()}_${process.pid}`, databaseUrl.slice(0, databaseUrl.lastIndexOf('/')))
          : undefined,
      env: { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', WARM_UP_RENDERS: '0' },
    });
  }, 240_000);
  afterAll(() => demo?.stop());

  it('shows on every store page of a production demo, above the header, the same from the render cache', async () => {
    for (const path of ['/', '/basket/', '/search']) {
      const page = await requestStore(demo.port, 'demo', path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toMatch(BANNER);
      // In the HTML before the store's header: its space is taken before anything paints.
      expect(page.text.search(BANNER), path).toBeLessThan(page.text.indexOf('<header'));
    }
    const again = await requestStore(demo.port, 'demo', '/');
    expect(again.text).toMatch(BANNER);
    expect((await requestStore(demo.port, 'north', '/')).text).toMatch(BANNER);
  });

  it('is not shown outside production', async () => {
    for (const path of ['/', '/basket/']) {
      const page = await storeRequest('demo', path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toContain('test-payments-banner');
      expect(page.text, path).toContain('<header');
    }
  });
});
