// One Printfront instance of `npm run cluster` (scripts/cluster.ts): its process on a loopback
// port, its log, started again on the same port when asked; and the bookkeeping that kills
// every child this process started if it exits without stopping them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { nodeBinary, waitForExit } from './child-process.ts';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const READY_LINE = 'Printfront ready';
/** An instance gets this long to drain after SIGTERM (its own bound is shorter), then it is killed. */
const INSTANCE_STOP_MS = 20_000;

/** What an instance takes of the cluster's options. */
export interface InstanceOptions {
  /** Echo the instance's output, each line prefixed with [n]. */
  echo?: boolean;
  /** How long it may take to say it is ready. */
  readyTimeoutMs?: number;
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

/** Children this process started, killed if it exits without stopping them. */
const children = new Set<ChildProcess>();
let exitHookInstalled = false;
export function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const left of children) left.kill('SIGKILL');
  });
}

/** Ctrl-C while starting: every child gets SIGTERM (the PostgreSQL child stops and removes its cluster). */
export async function abandonStart(): Promise<void> {
  const left = [...children];
  for (const child of left) child.kill('SIGTERM');
  await Promise.all(left.map(async (child) => (await waitForExit(child, 30_000)) || child.kill('SIGKILL')));
}

export function startInstance(index: number, port: number, env: NodeJS.ProcessEnv, logDir: string, options: InstanceOptions): ClusterInstance {
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
