// Backups, on both databases: a server takes writes; `npm run db:backup` copies
// the database while the server runs and keeps writing; `npm run db:restore` puts the copy
// into a fresh, empty database; a second server starts on it and reads every write that was
// acknowledged before the backup began.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL_ENV, createDatabase, startPostgres } from '../../scripts/postgres.mjs';
import { PROJECT_ROOT, startTestServer, type TestServer } from '../support/server.ts';
import { requestStore } from '../support/http.ts';
import { recordFigures, scaled } from '../support/reliability.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import { createStore } from '../../src/server/stores/create-store.ts';

const STORE = 'backup-check';
const PASSWORD = 'a long pass phrase 42';
const work = mkdtempSync(path.join(tmpdir(), 'printfront-backup-'));
const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let postgresBase: string | undefined;
async function emptyDatabase(db: 'sqlite' | 'postgres', name: string): Promise<string> {
  if (db === 'sqlite') return path.join(work, `${name}.sqlite`);
  if (!postgresBase) {
    if (process.env[POSTGRES_URL_ENV]) postgresBase = process.env[POSTGRES_URL_ENV];
    else {
      const cluster = await startPostgres();
      cleanups.push(() => cluster.stop());
      postgresBase = cluster.urlBase;
    }
  }
  return createDatabase(`printfront_${name}_${Date.now()}_${process.pid}`, postgresBase);
}

/** Runs an npm script as a person would, with DATABASE_URL set; resolves with its output and time. */
function npmRun(script: string, args: string[], databaseUrl: string): Promise<{ output: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, SQLITE_PATH: databaseUrl, PRINTFRONT_ROOT: PROJECT_ROOT, NODE_ENV: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve({ output, ms: performance.now() - started }) : reject(new Error(`npm run ${script} exited with ${code}:\n${output}`)),
    );
  });
}

/** A database with one store and no demo data, so servers on it start in seconds. */
async function storeDatabase(db: 'sqlite' | 'postgres'): Promise<string> {
  const url = await emptyDatabase(db, 'backup_source');
  const connection = await openDatabase(url);
  try {
    await migrateToLatest(connection.db, url);
    await createStore(connection.db, {
      project: { name: 'Backup check' },
      subdomain: STORE,
      name: 'Backup check',
      companyName: 'Backup check Ltd',
      themeName: 'nordic',
    });
  } finally {
    await connection.db.destroy();
  }
  return url;
}

async function server(name: string, db: 'sqlite' | 'postgres', databaseUrl: string): Promise<TestServer> {
  const started = await startTestServer({
    name,
    db,
    databaseUrl,
    env: { SEED_ON_START: '0', DATABASE_URL: databaseUrl, ...(db === 'sqlite' ? { SQLITE_PATH: databaseUrl } : {}) },
  });
  cleanups.push(() => started.stop());
  return started;
}

/** A visitor's CSRF pair (cookie and header), as the app's client sends it on every write. */
async function visitor(target: TestServer): Promise<Record<string, string>> {
  const response = await requestStore(target.port, STORE, '/omnis/v3/dashboard/secure/get/');
  const cookie =
    [response.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('XSRF-TOKEN='))
      ?.split(';')[0] ?? '';
  expect(cookie, 'XSRF-TOKEN cookie').not.toBe('');
  return { cookie, 'x-xsrf-token': decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) };
}

async function signUp(target: TestServer, email: string): Promise<void> {
  const headers = await visitor(target);
  const response = await requestStore(target.port, STORE, '/omnis/v3/shop/customer/create/', {
    method: 'POST',
    headers,
    json: { email, password: PASSWORD, firstName: 'Backup', lastName: 'Check', should_have_store: 0 },
  });
  expect(response.status, response.text).toBe(201);
}

async function login(target: TestServer, email: string): Promise<number> {
  const headers = await visitor(target);
  const response = await requestStore(target.port, STORE, '/omnis/v3/dashboard/secure/login/', {
    method: 'POST',
    headers,
    json: { email, password: PASSWORD },
  });
  return response.status;
}

describe.each(['sqlite', 'postgres'] as const)('backup and restore on %s', (db) => {
  it('restores every write acknowledged before the backup, taken while the server writes', async () => {
    const sourceUrl = await storeDatabase(db);
    const source = await server(`backup-source-${db}`, db, sourceUrl);
    // Acknowledged writes: accounts (users, sessions, mail) made through the server.
    const accounts = Array.from({ length: scaled(3, 8) }, (_, i) => `backup-${db}-${i}-${Date.now().toString(36)}@example.com`);
    for (const email of accounts) await signUp(source, email);

    // The server keeps writing (a session per sign-in) while the backup runs.
    let writing = true;
    let writesDuring = 0;
    const writer = (async () => {
      while (writing) {
        expect(await login(source, accounts[writesDuring % accounts.length]!)).toBe(200);
        writesDuring++;
      }
    })();
    const file = path.join(work, db === 'sqlite' ? 'backup.sqlite' : 'backup.dump');
    const backup = await npmRun('db:backup', ['--out', file], sourceUrl).finally(() => (writing = false));
    await writer;
    expect(backup.output).toContain(`Backed up the ${db} database to ${file}`);

    const target = await emptyDatabase(db, 'backup_restored');
    const restore = await npmRun('db:restore', [file], target);
    expect(restore.output).toContain(`into the ${db} database`);
    // A restore never lands on a database that has data.
    await expect(npmRun('db:restore', [file], target)).rejects.toThrow(/exists already|has tables already/);

    const restored = await server(`backup-restored-${db}`, db, target);
    expect((await requestStore(restored.port, STORE, '/readyz')).status).toBe(200);
    for (const email of accounts) expect(await login(restored, email), email).toBe(200);
    expect(await login(restored, 'nobody-backup@example.com')).toBeGreaterThanOrEqual(400);

    // The same rows on both sides for what was written before the backup.
    const [from, to] = await Promise.all([openDatabase(sourceUrl), openDatabase(target)]);
    try {
      const users = async (connection: typeof from) =>
        (await connection.db.selectFrom('users').select('email').where('email', 'in', accounts).orderBy('email').execute()).map((row) => row.email);
      expect(await users(to)).toEqual(await users(from));
      expect(await users(to)).toHaveLength(accounts.length);
    } finally {
      await Promise.all([from.db.destroy(), to.db.destroy()]);
    }
    recordFigures(
      'backup',
      { accounts: accounts.length, writesDuringBackup: writesDuring, backupMs: Math.round(backup.ms), restoreMs: Math.round(restore.ms) },
      db,
    );
  });
});
