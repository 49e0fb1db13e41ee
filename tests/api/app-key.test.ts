// Instances on one database share one sealing key. On PostgreSQL production
// refuses to start without APP_KEY (saying how to make one); demo mode shares a generated
// key kept in the database. SQLite keeps its key file.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError, PROJECT_ROOT } from '../../src/platform/config/config.ts';
import { resolveAppKey, type AppKeySettings } from '../../src/platform/security/secret-box.ts';
import { testServer } from '../support/api.ts';
import { freePort } from '../support/ports.ts';
import { emptyDatabaseUrl, freshDatabase, type FreshDatabase } from '../support/fresh-database.ts';

const onPostgres = testServer().db === 'postgres';
const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'printfront-key-')), 'app.key');
const production: AppKeySettings = { appKey: undefined, demoMode: false, keyFile };
const demo: AppKeySettings = { ...production, demoMode: true };
const quiet = () => {};

let database: FreshDatabase;
beforeAll(async () => (database = await freshDatabase('appkey')));
afterAll(() => database.close());

describe('the server key', () => {
  it('is APP_KEY when set (32 bytes, base64), and a wrong one says how to make one', async () => {
    const key = Buffer.alloc(32, 7);
    expect(await resolveAppKey(database.connection, { ...production, appKey: key.toString('base64') })).toEqual(key);
    const wrong = await resolveAppKey(database.connection, { ...production, appKey: 'c2hvcnQ=' }).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ConfigurationError);
    expect((wrong as Error).message).toContain('openssl rand -base64 32');
  });

  it.runIf(!onPostgres)('on SQLite is a key file under var/, made once (one instance per database)', async () => {
    const first = await resolveAppKey(database.connection, production);
    expect(await resolveAppKey(database.connection, production)).toEqual(first);
    expect(Buffer.from(readFileSync(keyFile, 'utf8'), 'base64')).toEqual(first);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it.runIf(onPostgres)('on PostgreSQL in production is refused without APP_KEY, with the way to make one', async () => {
    const refused = await resolveAppKey(database.connection, production).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigurationError);
    expect((refused as Error).message).toMatch(/APP_KEY is not set.*openssl rand -base64 32.*randomBytes\(32\)/s);
  });

  it.runIf(onPostgres)('on PostgreSQL in demo mode is one generated key that every instance finds, with a warning', async () => {
    const warnings: string[] = [];
    const instances = [database.connection, await database.open(), await database.open()];
    const keys = await Promise.all(instances.map((connection) => resolveAppKey(connection, demo, (line) => warnings.push(line))));
    expect(keys[0]).toHaveLength(32);
    expect(keys[1]).toEqual(keys[0]);
    expect(keys[2]).toEqual(keys[0]);
    expect(await resolveAppKey(await database.open(), demo, quiet)).toEqual(keys[0]);
    expect(warnings[0]).toContain('APP_KEY is not set');
  });

  it.runIf(onPostgres)(
    'a production server on PostgreSQL without APP_KEY does not start and says why',
    async () => {
      const { url } = await emptyDatabaseUrl('appkey_server');
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        // The test processor is refused in production unless the deployment says it is a demo.
        ALLOW_TEST_PAYMENTS: '1',
        DATABASE_URL: url,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        SEED_ON_START: '0',
        PRINTFRONT_ROOT: PROJECT_ROOT,
        ASTRO_TELEMETRY_DISABLED: '1',
      };
      const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, output).toBe(1);
      expect(output).toContain('Printfront cannot start: APP_KEY is not set');
      expect(output).toContain('openssl rand -base64 32');
      expect(output).not.toContain('Printfront ready');
    },
    60_000,
  );
});
