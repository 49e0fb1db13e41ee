// `npm run cluster -- N [--port 8080]`: N Printfront instances on one PostgreSQL behind nginx,
// in the foreground (docs/cluster.md). Ctrl-C or SIGTERM stops nginx first (it finishes what it
// is proxying), then drains and stops every instance, then the PostgreSQL it started, if any.
// An instance that dies on its own is started again (scripts/cluster-supervisor.ts).
//
// startCluster() is also what tests/reliability/cluster.test.ts and load.test.ts run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, type WriteStream } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../tests/support/ports.ts';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { createDatabase } from './postgres.mjs';
import { ensureSystemPackages, NGINX_PATH } from './system-packages.mjs';
import { makeNginxPrefix, nginxConfig } from './cluster-nginx.ts';
import { superviseInstances } from './cluster-supervisor.ts';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const NGINX_BIN = process.env.NGINX_BIN ?? NGINX_PATH;
const READY_LINE = 'Printfront ready';
/** An instance gets this long to drain after SIGTERM (its own bound is shorter), then it is killed. */
const INSTANCE_STOP_MS = 20_000;
const NGINX_STOP_MS = 20_000;

export interface ClusterOptions {
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
  /** Echo the instances' output, each line prefixed with [n]. */
  echo?: boolean;
  log?: (line: string) => void;
  /** How long an instance may take to say it is ready. */
  readyTimeoutMs?: number;
  /**
   * Start an instance again when it dies on its own (scripts/cluster-supervisor.ts); on for
   * `npm run cluster`, off for tests that kill instances and start them again themselves.
   */
  restartDeadInstances?: boolean;
}

export interface ClusterInstance {
  /** 1…N */
  index: number;
  port: number;
  pid(): number | undefined;
  logFile: string;
  /** Everything the current process printed so far (also in logFile). */
  output(): string;
  running(): boolean;
  /** Sends a signal (SIGKILL to crash it, SIGTERM to drain it). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (null after a signal) once the process ends. */
  exited(): Promise<number | null>;
  /** SIGTERM, then SIGKILL after INSTANCE_STOP_MS. */
  stop(): Promise<number | null>;
  /** Starts it again on the same port after it stopped. */
  start(): Promise<void>;
  /** True once stop() was called, until the next start(): the supervisor leaves it stopped. */
  stopRequested(): boolean;
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

/** Children this process started, killed if it exits without stopping them. */
const children = new Set<ChildProcess>();
let exitHookInstalled = false;
function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const left of children) left.kill('SIGKILL');
  });
}

/** Ctrl-C while starting: every child gets SIGTERM (the PostgreSQL child stops and removes its cluster). */
async function abandonStart(): Promise<void> {
  const left = [...children];
  for (const child of left) child.kill('SIGTERM');
  await Promise.all(left.map(async (child) => (await waitForExit(child, 30_000)) || child.kill('SIGKILL')));
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
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

/** Node 24 strips the app's TypeScript; an older runner falls back to the pinned node package. */
function nodeBinary(): string {
  const major = Number(process.versions.node.split('.')[0]);
  const pinned = path.join(ROOT, 'node_modules/.bin/node');
  return major >= 24 || !existsSync(pinned) ? process.execPath : pinned;
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

function startInstance(index: number, port: number, env: NodeJS.ProcessEnv, logDir: string, options: ClusterOptions): ClusterInstance {
  const logFile = path.join(logDir, `instance-${index}.log`);
  let child: ChildProcess | undefined;
  let exit: Promise<number | null> = Promise.resolve(null);
  let lines: string[] = [];
  let log: WriteStream | undefined;
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  let stopRequested = false;

  const launch = async () => {
    stopRequested = false;
    // A fresh log per cluster; a restarted instance appends to its own.
    const flags = log ? 'a' : 'w';
    log?.end();
    log = createWriteStream(logFile, { flags });
    lines = [];
    const next = spawn(nodeBinary(), [...SERVER_NODE_FLAGS, path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = next;
    track(next);
    exit = new Promise((resolve) => next.once('exit', (code) => resolve(code)));
    let ready: () => void = () => {};
    const isReady = new Promise<void>((resolve) => (ready = resolve));
    for (const stream of [next.stdout!, next.stderr!]) {
      let pending = '';
      stream.on('data', (chunk: Buffer) => {
        log?.write(chunk);
        pending += chunk.toString('utf8');
        const parts = pending.split('\n');
        pending = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          if (options.echo) console.log(`[${index}] ${line}`);
          if (line.includes(READY_LINE)) ready();
        }
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const failure = await Promise.race([
      isReady.then(() => null),
      exit.then((code) => `exited with ${code ?? next.signalCode} before it was ready`),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`was not ready within ${readyTimeoutMs / 1000} s`), readyTimeoutMs))),
    ]);
    clearTimeout(timer);
    if (failure) {
      next.kill('SIGKILL');
      throw new Error(`Instance ${index} (port ${port}) ${failure}. Log: ${logFile}\n${lines.slice(-60).join('\n')}`);
    }
  };

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const instance: ClusterInstance = {
    index,
    port,
    pid: () => child?.pid,
    logFile,
    output: () => lines.join('\n'),
    running,
    signal: (signal) => {
      if (running()) child!.kill(signal);
    },
    exited: () => exit,
    async stop() {
      stopRequested = true;
      if (!running()) return exit;
      child!.kill('SIGTERM');
      if (!(await waitForExit(child!, INSTANCE_STOP_MS))) child!.kill('SIGKILL');
      const code = await exit;
      log?.end();
      return code;
    },
    start: launch,
    stopRequested: () => stopRequested,
  };
  const ready = launch();
  // Awaited by startCluster; when several fail at once, only the first is reported there.
  ready.catch(() => {});
  (instance as ClusterInstance & { ready: Promise<void> }).ready = ready;
  return instance;
}

function startNginx(prefix: string, log: (line: string) => void): { child: ChildProcess; output: () => string } {
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
    const env = baseEnv(databaseUrl, { TRUSTED_PROXIES: 'loopback', ...options.env });
    await runSetup(env, log);
    // Seeded once above; the instances only migrate (nothing left to do) and serve.
    const instanceEnv = { ...env, SEED_ON_START: '0' };

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
    writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix, listen, ports));
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
  console.log(`Printfront cluster: ${instances} instance${instances === 1 ? '' : 's'} (ports ${cluster.instances.map((instance) => instance.port).join(', ')}) behind nginx at http://demo.${domain}:${port}/ — Ctrl-C stops it`);
}
