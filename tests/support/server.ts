// Starts the built Printfront server (`node scripts/start.mjs`) for a test run: its own port,
// a fresh database, the shared media dir, loopback only. Used by the Vitest API global setup
// and the Playwright global setup, so both layers test exactly what `npm start` runs.
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../../scripts/postgres.mjs';
import { freePort } from './ports.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { nodeBinary, waitForExit } from '../../scripts/child-process.ts';

export const PROJECT_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Stores are `{subdomain}.localhost` in every test server. */
export const TEST_PLATFORM_DOMAIN = 'localhost';
/** Generated product images, shared by all test servers so they are generated once. */
export const TEST_MEDIA_DIR = path.resolve(PROJECT_ROOT, process.env.PRINTFRONT_TEST_MEDIA_DIR ?? 'var/test/media');
/** Per-server logs (test-results/ is gitignored). */
export const SERVER_LOG_DIR = path.join(PROJECT_ROOT, 'test-results/servers');

const READY_LINE = 'Printfront ready';
const LOG_TAIL_LINES = 120;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const SQLITE_ROOT = path.join(PROJECT_ROOT, 'var/test/db');

// The demo stores seeded once for the whole run (`npm test`'s "demo database" steps,
// scripts/test.mjs): a test server that seeds on start gets a copy of it instead, and finds the
// stores there (half a second to ready instead of five, and five seconds of a core less). Each
// copy is its own database; without these variables (a file run alone) each server seeds its own.
/** The path of a seeded SQLite database to copy. */
export const SEEDED_SQLITE_ENV = 'PRINTFRONT_TEST_SEEDED_SQLITE';
/** The name of a seeded database in the run's PostgreSQL cluster, to create new ones from. */
export const SEEDED_POSTGRES_ENV = 'PRINTFRONT_TEST_SEEDED_POSTGRES';

/** Writes the run's seeded SQLite database to `file` (new); false when there is none. */
export function copySeededSqlite(file: string): boolean {
  const seeded = process.env[SEEDED_SQLITE_ENV];
  if (!seeded || !existsSync(seeded)) return false;
  copyFileSync(seeded, file);
  if (existsSync(`${seeded}-wal`)) copyFileSync(`${seeded}-wal`, `${file}-wal`);
  return true;
}

/**
 * A new PostgreSQL database for a server that seeds on start: a copy of the run's seeded one when
 * there is one, else empty. In the cluster at `urlBase` (default: createDatabase's).
 */
export function createServerDatabase(name: string, urlBase?: string): Promise<string> {
  return createDatabase(name, urlBase, { template: process.env[SEEDED_POSTGRES_ENV] || undefined });
}

export type TestDbKind = 'sqlite' | 'postgres';

export interface TestServerOptions {
  /** Names the log file and the SQLite directory: `api-sqlite`, `e2e`, … */
  name: string;
  db: TestDbKind;
  /** Required for PostgreSQL (an empty database from scripts/postgres.mjs); SQLite gets a fresh file. */
  databaseUrl?: string;
  port?: number;
  /** The first start on an empty database generates product images (60–90 s here, more on slow CI). */
  readyTimeoutMs?: number;
  env?: Record<string, string>;
}

export interface TestServer {
  name: string;
  db: TestDbKind;
  port: number;
  /** Where Node clients connect; send the store's Host header (Node cannot resolve *.localhost). */
  baseUrl: string;
  /** `postgres://…` or the absolute SQLite file path; both open with openDatabase(url). */
  databaseUrl: string;
  logFile: string;
  /** The last lines the server printed (for error messages). */
  output: () => string;
  /** Stops the node process (SIGTERM, then SIGKILL) and removes a SQLite database. */
  stop: () => Promise<void>;
}

function serverEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // The runners set NODE_ENV=test and their own variables; the server should see what `npm start` sees.
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key === 'TEST' || key === 'TEST_DB' || key === 'SQLITE_PATH') continue;
    env[key] = value;
  }
  return { ...env, ...overrides };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** SQLite databases of runs that were killed before their teardown (`<name>-<time>-<pid>`). */
function removeOrphanedDatabases(): void {
  if (!existsSync(SQLITE_ROOT) || process.env.PRINTFRONT_TEST_KEEP_DATA) return;
  for (const entry of readdirSync(SQLITE_ROOT)) {
    const pid = Number(/-(\d+)$/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) rmSync(path.join(SQLITE_ROOT, entry), { recursive: true, force: true });
  }
}

export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  if (!existsSync(path.join(PROJECT_ROOT, 'dist/server/entry.mjs'))) {
    throw new Error('No build in dist/: run `npm run build` first (`npm test` does it for you).');
  }
  if (options.db === 'postgres' && !options.databaseUrl) throw new Error(`${options.name}: PostgreSQL needs a databaseUrl`);

  const port = options.port ?? (await freePort());
  const stamp = `${Date.now()}-${process.pid}`;
  removeOrphanedDatabases();
  const sqliteDir = options.db === 'sqlite' ? path.join(SQLITE_ROOT, `${options.name}-${stamp}`) : null;
  const databaseUrl = sqliteDir ? path.join(sqliteDir, 'printfront.sqlite') : options.databaseUrl!;
  if (sqliteDir) {
    mkdirSync(sqliteDir, { recursive: true });
    if (options.env?.SEED_ON_START !== '0') copySeededSqlite(databaseUrl);
  }
  mkdirSync(TEST_MEDIA_DIR, { recursive: true });
  mkdirSync(SERVER_LOG_DIR, { recursive: true });
  const logFile = path.join(SERVER_LOG_DIR, `${options.name}.log`);
  const log = createWriteStream(logFile);

  const child = spawn(nodeBinary(), [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_DOMAIN: TEST_PLATFORM_DOMAIN,
      DATABASE_URL: databaseUrl,
      ...(sqliteDir ? { SQLITE_PATH: databaseUrl } : {}),
      MEDIA_DIR: TEST_MEDIA_DIR,
      DEMO_MODE: '1',
      SEED_ON_START: '1',
      // One server process unless a test asks for more (tests/reliability/workers.test.ts).
      WEB_CONCURRENCY: '1',
      ASTRO_TELEMETRY_DISABLED: '1',
      PRINTFRONT_ROOT: PROJECT_ROOT,
      ...options.env,
    }),
  });
  // A runner that exits without its teardown (Vitest calls process.exit() on Ctrl-C) or dies
  // of a signal must not leave the server holding its port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const signalHandlers = SIGNALS.map((signal) => {
    const handler = () => {
      child.kill('SIGKILL');
      // Our listener replaced Node's "die on signal"; re-raise when no one else handles it.
      if (process.listeners(signal).every((listener) => listener === handler)) {
        process.removeListener(signal, handler);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });

  const tail: string[] = [];
  const output = () => tail.join('\n');
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > LOG_TAIL_LINES) tail.shift();
        if (line.includes(READY_LINE)) onReady();
      }
    });
  }

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    process.removeListener('exit', killOnExit);
    for (const [signal, handler] of signalHandlers) process.removeListener(signal, handler);
    log.end();
    if (sqliteDir && !process.env.PRINTFRONT_TEST_KEEP_DATA) rmSync(sqliteDir, { recursive: true, force: true });
  };

  const timeoutMs = options.readyTimeoutMs ?? 240_000;
  let timer: NodeJS.Timeout | undefined;
  const failure = await Promise.race([
    ready.then(() => null),
    new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(`exited with ${code ?? signal} before it was ready`))),
    new Promise<string>((resolve) => child.once('error', (error) => resolve(`could not be started: ${error.message}`))),
    new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`was not ready within ${timeoutMs / 1000} s`), timeoutMs))),
  ]);
  clearTimeout(timer);
  if (failure) {
    await stop();
    throw new Error(`Test server "${options.name}" (${options.db}, port ${port}) ${failure}. Full log: ${logFile}\n--- last output ---\n${output()}`);
  }

  return { name: options.name, db: options.db, port, baseUrl: `http://127.0.0.1:${port}`, databaseUrl, logFile, output, stop };
}
