// A throwaway PostgreSQL cluster for the test suite: initdb into a temp directory, serve it on
// a free loopback port with its socket in that directory, and remove everything on stop.
// scripts/test.mjs starts one and hands its URL to the API tests in POSTGRES_URL_ENV; each
// test server then gets a fresh database from createDatabase().
//
// Run directly to get a cluster for manual work: `npx node scripts/postgres.mjs` (Ctrl-C stops it).
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../tests/support/ports.ts';
import { findPostgresBin } from './system-packages.mjs';

/** Environment variable carrying the running cluster's URL base (`postgres://postgres@127.0.0.1:PORT`). */
export const POSTGRES_URL_ENV = 'PRINTFRONT_TEST_POSTGRES_URL';

const SUPERUSER = 'postgres';

/** @typedef {{ dir: string, port: number, urlBase: string, stop: () => Promise<void> }} PostgresCluster */

/** Clusters this process started and has not stopped yet; stopped on exit and on signals. */
const running = new Set();
let current = /** @type {PostgresCluster | null} */ (null);

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** initdb and postgres refuse to run as root, so root runs them as the `postgres` system user. */
function runAsOwner(bin, program, args, cwd) {
  const executable = path.join(bin, program);
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', SUPERUSER, '--', executable, ...args]] : [executable, args];
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (result.error) throw result.error;
  return result;
}

function ownerIds() {
  const read = (flag) => {
    const result = spawnSync('id', [flag, SUPERUSER], { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`Running as root needs the "${SUPERUSER}" system user (from Debian's postgresql package): ${result.stderr.trim()}`);
    return Number(result.stdout.trim());
  };
  return { uid: read('-u'), gid: read('-g') };
}

function assertDatabaseName(name) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid test database name "${name}" (use [a-z0-9_], start with a letter)`);
}

/**
 * Creates an empty database `name` in the cluster at `urlBase` (default: this process's
 * cluster, else the one named by POSTGRES_URL_ENV) and returns its connection URL. With a
 * `template`, the new database is a copy of that one (which nobody may be connected to).
 * @param {string} name
 * @param {string} [urlBase]
 * @param {{ template?: string }} [options]
 * @returns {Promise<string>}
 */
export async function createDatabase(name, urlBase = current?.urlBase ?? process.env[POSTGRES_URL_ENV], { template } = {}) {
  if (!urlBase) throw new Error(`No test PostgreSQL cluster: start one with startPostgres() or set ${POSTGRES_URL_ENV}`);
  assertDatabaseName(name);
  if (template) assertDatabaseName(template);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: `${urlBase}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  return `${urlBase}/${name}`;
}

function stopSync(cluster) {
  if (!running.has(cluster)) return;
  running.delete(cluster);
  if (current === cluster) current = null;
  try {
    const stop = runAsOwner(cluster.bin, 'pg_ctl', ['stop', '-D', cluster.dataDir, '-m', 'fast', '-w', '-t', '30', '-s'], cluster.dir);
    // A fast stop waits for nothing but rollback; if even that failed, do not leave a server behind.
    if (stop.status !== 0) runAsOwner(cluster.bin, 'pg_ctl', ['stop', '-D', cluster.dataDir, '-m', 'immediate', '-w', '-s'], cluster.dir);
  } finally {
    rmSync(cluster.dir, { recursive: true, force: true });
  }
}

function stopAllSync() {
  for (const cluster of [...running]) {
    try {
      stopSync(cluster);
    } catch (error) {
      console.error(`Could not stop PostgreSQL in ${cluster.dir}:`, error);
    }
  }
}

let handlersInstalled = false;
function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // 'exit' covers normal ends, process.exit() and uncaught errors; it only allows sync work,
  // which is why stopping uses spawnSync throughout.
  process.on('exit', stopAllSync);
  for (const [signal, number] of [
    ['SIGINT', 2],
    ['SIGTERM', 15],
    ['SIGHUP', 1],
  ]) {
    process.on(signal, function onSignal() {
      stopAllSync();
      // Our listener replaced Node's default "exit on signal"; restore it when nobody else handles it.
      if (process.listeners(signal).every((listener) => listener === onSignal)) process.exit(128 + number);
    });
  }
}

/**
 * Starts a fresh cluster (PostgreSQL from /usr/lib/postgresql/<newest>/bin) and makes it
 * the default for createDatabase(). Always pair with `stop()`; exit and signals stop it too.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<PostgresCluster>}
 */
export async function startPostgres({ log = (line) => console.log(line) } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: run `npx node scripts/system-packages.mjs` (as root)');
  installExitHandlers();

  const started = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'printfront-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  try {
    if (isRoot()) {
      const { uid, gid } = ownerIds();
      chownSync(dir, uid, gid);
    }
    const init = runAsOwner(
      bin,
      'initdb',
      ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions'],
      dir,
    );
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);

    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      // Appending as root keeps the file's owner; later settings win over initdb's defaults.
      appendFileSync(
        path.join(dataDir, 'postgresql.conf'),
        [
          '',
          '# printfront test cluster: loopback only, durability traded for speed',
          "listen_addresses = '127.0.0.1'",
          `port = ${port}`,
          `unix_socket_directories = '${dir}'`,
          'fsync = off',
          'synchronous_commit = off',
          'full_page_writes = off',
          'max_connections = 200',
          '',
        ].join('\n'),
      );
      const start = runAsOwner(bin, 'pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-s'], dir);
      if (start.status === 0) {
        const urlBase = `postgres://${SUPERUSER}@127.0.0.1:${port}`;
        /** @type {PostgresCluster & { bin: string, dataDir: string }} */
        const cluster = {
          bin,
          dir,
          dataDir,
          port,
          urlBase,
          stop: async () => stopSync(cluster),
        };
        running.add(cluster);
        current = cluster;
        log(`PostgreSQL (${path.basename(path.dirname(bin))}) ready in ${Math.round(performance.now() - started)} ms at ${urlBase} (data in ${dir})`);
        return cluster;
      }
      const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      // Another process may have taken the port between freePort() and the bind: try another.
      if (attempt < 3 && /could not bind|Address already in use/i.test(serverLog)) continue;
      throw new Error(`pg_ctl start failed:\n${start.stdout}${start.stderr}\n--- postgres.log ---\n${serverLog}`);
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const cluster = await startPostgres();
  console.log(`${POSTGRES_URL_ENV}=${cluster.urlBase}  (Ctrl-C stops and removes it)`);
  // Keep the process alive until a signal; the signal handlers stop the cluster.
  setInterval(() => {}, 1 << 30);
}
