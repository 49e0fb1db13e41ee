// `npm run cluster -- N [--port 8080]`: N Printfront instances on one PostgreSQL behind nginx,
// in the foreground (docs/cluster.md). Ctrl-C or SIGTERM stops nginx first (it finishes what it
// is proxying), then drains and stops every instance, then the PostgreSQL it started, if any.
// An instance that dies on its own is started again (src/platform/front/supervisor.ts).
//
// startCluster() is also what tests/reliability/cluster.test.ts and load.test.ts run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../tests/support/ports.ts';
import { createDatabase } from './postgres.mjs';
import { ensureSystemPackages, NGINX_PATH } from './system-packages.mjs';
import { makeNginxPrefix, nginxConfig } from './cluster-nginx.ts';
import { superviseInstances } from '../src/platform/front/supervisor.ts';
import { abandonStart, startInstance, track, type ClusterInstance, type InstanceOptions } from './cluster-instance.ts';
import { nodeBinary, waitForExit } from './child-process.ts';

export type { ClusterInstance } from './cluster-instance.ts';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const NGINX_BIN = process.env.NGINX_BIN ?? NGINX_PATH;
const NGINX_STOP_MS = 20_000;

export interface ClusterOptions extends InstanceOptions {
  instances: number;
  /** nginx's port (default 8080; 0 picks a free one). */
  port?: number;
  /** nginx's listen address (default all addresses, as `npm start`'s HOST=0.0.0.0). */
  listenHost?: string;
  /** A PostgreSQL URL; without one a local cluster is started (scripts/postgres.mjs) and stopped with this one. */
  databaseUrl?: string;
  /** More settings for the setup step and every instance (MEDIA_DIR, DEMO_MODE, …). */
  env?: Record<string, string>;
  /** Where each instance's output goes (instance-<n>.log); default var/cluster/. */
  logDir?: string;
  log?: (line: string) => void;
  /**
   * Start an instance again when it dies on its own (src/platform/front/supervisor.ts); on for
   * `npm run cluster`, off for tests that kill instances and start them again themselves.
   */
  restartDeadInstances?: boolean;
}

export interface Cluster {
  /** nginx's port. */
  port: number;
  databaseUrl: string;
  instances: ClusterInstance[];
  prefix: string;
  /** nginx's own output (errors, upstream failures it logged). */
  nginxOutput(): string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited with ${child.exitCode ?? child.signalCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port} within ${ms} ms`);
}

/** What every instance and the setup step see: the caller's environment as `npm start` would. */
function baseEnv(databaseUrl: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // Test runners' variables are not the server's (tests/support/server.ts does the same).
    if (key === 'NODE_ENV' && value === 'test') continue;
    if (key.startsWith('VITEST') || key === 'TEST' || key === 'TEST_DB') continue;
    env[key] = value;
  }
  return { ...env, DATABASE_URL: databaseUrl, ASTRO_TELEMETRY_DISABLED: '1', PRINTFRONT_ROOT: ROOT, ...extra };
}

/** Builds on a fresh clone (as `npm start` does), once, before N instances would each try. */
function ensureBuild(log: (line: string) => void): void {
  if (existsSync(path.join(process.env.DIST_DIR ?? path.join(ROOT, 'dist'), 'server/entry.mjs'))) return;
  log('No build found: running `npm run build` first…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

function runSetup(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(nodeBinary(), [path.join(ROOT, 'scripts/cluster-setup.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    track(child);
    let output = '';
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[setup] ${line}`);
      });
    }
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`setup failed (exit ${code}):\n${output.slice(-4000)}`))));
  });
}

interface LocalPostgres {
  urlBase: string;
  stop(): Promise<void>;
}

/** A throwaway cluster in a child process (its own process group, so Ctrl-C reaches only us and we stop it last). */
function startLocalPostgres(log: (line: string) => void): Promise<LocalPostgres> {
  return new Promise((resolve, reject) => {
    const child = spawn(nodeBinary(), [path.join(ROOT, 'scripts/postgres.mjs')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    track(child);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /PRINTFRONT_TEST_POSTGRES_URL=(\S+)/.exec(output)?.[1];
      if (url) {
        child.stdout!.off('data', onData);
        log(`Started a local PostgreSQL at ${url} (set DATABASE_URL to use your own); it is removed when the cluster stops`);
        resolve({
          urlBase: url,
          stop: async () => {
            child.kill('SIGTERM');
            if (!(await waitForExit(child, 30_000))) child.kill('SIGKILL');
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`PostgreSQL could not be started (exit ${code}):\n${output}`)));
  });
}

function startNginx(prefix: string, log: (line: string) => void): { child: ChildProcess; output: () => string } {
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  track(child);
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.length > 200_000) output = output.slice(-100_000);
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[nginx] ${line}`);
    });
  }
  return { child, output: () => output };
}

/** Starts the whole cluster; resolves once nginx answers and every instance is ready. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!Number.isInteger(options.instances) || options.instances < 1) throw new Error('The number of instances must be a whole number, at least 1');
  // Debian's nginx is installed like chromium and postgresql when missing (as root; else the message says how).
  if (!existsSync(NGINX_BIN)) ensureSystemPackages();
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx not found at ${NGINX_BIN}: install Debian's nginx-light or set NGINX_BIN`);
  ensureBuild(log);

  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
  };
  try {
    let databaseUrl = options.databaseUrl ?? '';
    if (!/^postgres(ql)?:\/\//i.test(databaseUrl)) {
      if (databaseUrl) throw new Error(`The cluster needs PostgreSQL: DATABASE_URL=${databaseUrl} is not a postgres:// URL`);
      const local = await startLocalPostgres(log);
      cleanups.push(local.stop);
      databaseUrl = await createDatabase('printfront', local.urlBase);
    }

    const logDir = options.logDir ?? path.join(ROOT, 'var/cluster');
    mkdirSync(logDir, { recursive: true });
    // The render cache's file tier, written by the instances and sent by nginx (deploy/nginx/).
    const pageFiles = path.resolve(ROOT, options.env?.PAGE_FILES_DIR ?? path.join(logDir, 'page-files'));
    const env = baseEnv(databaseUrl, { TRUSTED_PROXIES: 'loopback', ...options.env, PAGE_FILES_DIR: pageFiles });
    await runSetup(env, log);
    // Seeded once above; the instances only migrate (nothing left to do) and serve, each as
    // one process (nginx spreads the load; WEB_CONCURRENCY in the caller's env still wins).
    const instanceEnv = { WEB_CONCURRENCY: '1', ...env, SEED_ON_START: '0' };

    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    const instances = ports.map((port, at) => startInstance(at + 1, port, instanceEnv, logDir, options));
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
    });
    await Promise.all(instances.map((instance) => (instance as ClusterInstance & { ready: Promise<void> }).ready));
    if (options.restartDeadInstances) {
      const supervisor = superviseInstances(instances, { log });
      // Pushed after the instances' own cleanup, so it runs before it (cleanups run in reverse).
      cleanups.push(async () => supervisor.stop());
    }

    const prefix = mkdtempSync(path.join(os.tmpdir(), 'printfront-nginx-'));
    cleanups.push(async () => rmSync(prefix, { recursive: true, force: true }));
    makeNginxPrefix(prefix);
    const port = options.port === 0 ? await freePort() : (options.port ?? 8080);
    const listen = options.listenHost ? `${options.listenHost}:${port}` : String(port);
    writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix, listen, ports, pageFiles));
    const nginx = startNginx(prefix, options.echo ? log : () => {});
    cleanups.push(async () => {
      // QUIT: stop accepting, finish the requests under way, then exit.
      nginx.child.kill('SIGQUIT');
      if (!(await waitForExit(nginx.child, NGINX_STOP_MS))) nginx.child.kill('SIGKILL');
    });
    await waitForPort(port, nginx.child, 10_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${nginx.output()}`);
    });

    let stopping: Promise<void> | undefined;
    return {
      port,
      databaseUrl,
      instances,
      prefix,
      nginxOutput: nginx.output,
      stop: () => (stopping ??= cleanUp()),
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

function parseArguments(argv: string[]): { instances: number; port: number } {
  let instances = 3;
  let port = Number(process.env.CLUSTER_PORT ?? 8080);
  for (let at = 0; at < argv.length; at += 1) {
    const argument = argv[at]!;
    if (argument === '--port') port = Number(argv[++at]);
    else if (argument.startsWith('--port=')) port = Number(argument.slice(7));
    else if (/^\d+$/.test(argument)) instances = Number(argument);
    else throw new Error(`Unknown argument "${argument}". Usage: npm run cluster -- [N] [--port 8080]`);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a port number');
  return { instances, port };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { instances, port } = parseArguments(process.argv.slice(2));
  let cluster: Cluster | undefined;
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    if (!cluster) {
      console.log(`${signal} while starting: stopping what was started…`);
      void abandonStart().then(() => process.exit(130));
      return;
    }
    console.log(`${signal}: stopping nginx, draining the instances…`);
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  cluster = await startCluster({ instances, port, databaseUrl: process.env.DATABASE_URL, echo: true, restartDeadInstances: true });
  const domain = process.env.PLATFORM_DOMAIN ?? 'localhost';
  console.log(
    `Printfront cluster: ${instances} instance${instances === 1 ? '' : 's'} (ports ${cluster.instances.map((instance) => instance.port).join(', ')}) behind nginx at http://demo.${domain}:${port}/ — Ctrl-C stops it`,
  );
}
