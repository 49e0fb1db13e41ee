// The built server (`node scripts/start.mjs`, as `npm start` runs it) on one database that
// outlives it: started, killed with SIGKILL (its whole process group, so a child it may fork
// dies too), and started again on the same database. tests/support/server.ts makes a fresh
// database per start and stops gently, so the crash test has this one of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';
import { PROJECT_ROOT, SERVER_LOG_DIR, TEST_MEDIA_DIR, TEST_PLATFORM_DOMAIN } from '../../support/server.ts';

const READY_LINE = 'Printfront ready';
const TAIL_LINES = 80;

export interface CrashServerOptions {
  name: string;
  port: number;
  /** `postgres://…` or an absolute SQLite file path. */
  databaseUrl: string;
  readyTimeoutMs?: number;
}

/** What the server should see: the runner's own variables left out, as tests/support/server.ts does. */
function serverEnv(options: CrashServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key === 'TEST' || key === 'TEST_DB' || key === 'SQLITE_PATH') continue;
    env[key] = value;
  }
  const sqlite = !options.databaseUrl.startsWith('postgres');
  return {
    ...env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PLATFORM_DOMAIN: TEST_PLATFORM_DOMAIN,
    DATABASE_URL: options.databaseUrl,
    ...(sqlite ? { SQLITE_PATH: options.databaseUrl } : {}),
    MEDIA_DIR: TEST_MEDIA_DIR,
    DEMO_MODE: '1',
    SEED_ON_START: '1',
    // One process, the one these tests kill.
    WEB_CONCURRENCY: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    PRINTFRONT_ROOT: PROJECT_ROOT,
  };
}

export class CrashServer {
  readonly options: CrashServerOptions;
  readonly logFile: string;
  private child: ChildProcess | undefined;
  private readonly log: WriteStream;
  private readonly tail: string[] = [];
  private readonly killOnExit = () => this.killGroup();

  constructor(options: CrashServerOptions) {
    this.options = options;
    mkdirSync(SERVER_LOG_DIR, { recursive: true });
    mkdirSync(TEST_MEDIA_DIR, { recursive: true });
    this.logFile = path.join(SERVER_LOG_DIR, `${options.name}.log`);
    this.log = createWriteStream(this.logFile);
    // A runner that dies without its afterAll must not leave a server holding the port.
    process.once('exit', this.killOnExit);
  }

  get port(): number {
    return this.options.port;
  }

  output(): string {
    return this.tail.join('\n');
  }

  /** Starts the server and resolves with the ms until it printed that it is ready. */
  async start(): Promise<number> {
    if (this.child) throw new Error(`${this.options.name} is already running`);
    const started = performance.now();
    this.log.write(`\n===== start at ${new Date().toISOString()} =====\n`);
    // detached: the server leads a process group of its own, which kill() ends as a whole.
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: serverEnv(this.options),
      detached: true,
    });
    this.child = child;
    let onReady: () => void = () => {};
    const ready = new Promise<void>((resolve) => (onReady = resolve));
    for (const stream of [child.stdout!, child.stderr!]) {
      let pending = '';
      stream.on('data', (chunk: Buffer) => {
        this.log.write(chunk);
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          this.tail.push(line);
          if (this.tail.length > TAIL_LINES) this.tail.shift();
          if (line.includes(READY_LINE)) onReady();
        }
      });
    }
    const timeoutMs = this.options.readyTimeoutMs ?? 240_000;
    let timer: NodeJS.Timeout | undefined;
    const failure = await Promise.race([
      ready.then(() => null),
      new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(`exited with ${code ?? signal} before it was ready`))),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`was not ready within ${timeoutMs / 1000} s`), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (failure) {
      await this.kill();
      throw new Error(`Crash server ${this.options.name} ${failure}. Log: ${this.logFile}\n${this.output()}`);
    }
    return Math.round(performance.now() - started);
  }

  private killGroup(): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }

  /** kill -9 of the server's process group; resolves once the server process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited =
      child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.killGroup();
    await exited;
    this.child = undefined;
  }

  /** Kills a running server and closes the log (afterAll). */
  async stop(): Promise<void> {
    await this.kill();
    process.removeListener('exit', this.killOnExit);
    this.log.end();
  }
}
