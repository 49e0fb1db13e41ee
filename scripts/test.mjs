// `npm test`: the whole suite on a fresh machine. Steps run side by side as soon as what they
// need is there (the machine has two cores; most steps wait on a server or a browser part of the
// time, so two or three at once keep both cores busy):
//
//   lint, unit                                    from the start, beside the rest
//   build, demo database, system packages ──┬──── e2e (Playwright)
//                                           ├──── api (sqlite) ───┬─ reliability (bounded)
//     postgres start ─ demo database (postgres) ─ api (postgres) ─┘
//
// The demo databases are the demo stores seeded once, which the test servers start on copies of.
// Then it stops PostgreSQL (always), prints each step's output as it ends and each step's result,
// time and CPU time, and exits non-zero when anything failed. A step whose prerequisite failed is
// skipped, the others still run.
//
//   npm test                             everything
//   npm test -- --only=unit              one layer: lint | unit | api | api:sqlite | api:postgres | reliability | e2e
//   npm test -- --only=api,e2e           several (or repeat --only)
//   npm test -- --skip-build             reuse dist/ from an earlier build
import { AsyncLocalStorage } from 'node:async_hooks';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countReport, counts, failures, playwrightFailures, readReport, vitestFailures } from './test-reports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

// The app's TypeScript needs Node 24 (type stripping): hand over to the pinned node package
// when started with an older system node.
const PINNED_NODE = path.join(ROOT, 'node_modules/.bin/node');
if (Number(process.versions.node.split('.')[0]) < 24 && existsSync(PINNED_NODE)) {
  const result = spawnSync(PINNED_NODE, process.argv.slice(1), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

// The block and theme registries, written from their folders before any step (the demo
// pictures' seed runs beside the unit step and reads them too).
const { writeRegistries } = await import('./block-registry.ts');
writeRegistries(ROOT);
const { createDatabase, POSTGRES_URL_ENV, startPostgres } = await import('./postgres.mjs');
const { SEEDED_POSTGRES_ENV, SEEDED_SQLITE_ENV } = await import('../tests/support/server.ts');

const LAYERS = ['lint', 'unit', 'api:sqlite', 'api:postgres', 'reliability', 'e2e'];
// What `npm test` runs without --only: every layer, the reliability suite in its bounded form.
const DEFAULT_LAYERS = LAYERS;
const MINUTE = 60_000;

function parseArgs(argv) {
  const only = new Set();
  let skipBuild = false;
  for (const arg of argv) {
    if (arg === '--skip-build') skipBuild = true;
    else if (arg.startsWith('--only=')) {
      for (const name of arg
        .slice('--only='.length)
        .split(',')
        .map((item) => item.trim().replace('-', ':'))) {
        const layers = name === 'api' ? ['api:sqlite', 'api:postgres'] : [name];
        for (const layer of layers) {
          if (!LAYERS.includes(layer)) {
            throw new Error(`Unknown layer "${name}" in ${arg}: use lint, unit, api, api:sqlite, api:postgres, reliability or e2e`);
          }
          only.add(layer);
        }
      }
    } else if (arg === '--help' || arg === '-h') {
      console.log('Usage: npm test [-- --only=lint|unit|api|api:sqlite|api:postgres|reliability|e2e[,…]] [--skip-build]');
      process.exit(0);
    } else throw new Error(`Unknown argument "${arg}" (try --help)`);
  }
  return { layers: new Set(only.size > 0 ? only : DEFAULT_LAYERS), skipBuild };
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const childEnv = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  // Every `node` a step starts (npm scripts, Playwright, the test servers) is this Node 24.
  PATH: [path.dirname(process.execPath), path.join(ROOT, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
};
process.env.ASTRO_TELEMETRY_DISABLED = '1';

// Each runner writes a JSON report (its counts make the closing "N passed, N failed" line); a
// step that runs beside others writes its output here too, printed in one piece when it ends.
const REPORT_DIR = path.join(ROOT, 'test-results/reports');

/** @type {{ name: string, status: 'passed' | 'failed' | 'skipped', ms: number, startedMs: number, cpuMs?: number, note?: string }[]} */
const results = [];
/** The runners under way. */
const activeChildren = new Set();
let interrupted = null;
const totalStarted = performance.now();

function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

const since = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

// The CPU time each step used: its runners' and everything they started and waited for (test
// servers, Chromium), read from /proc/self/stat's children's times as each runner exits. Set
// beside a step's wall-clock time, it tells work from waiting. PostgreSQL's server is not ours
// to count (pg_ctl detaches it). Linux only; elsewhere the summary leaves it out.
const stepOfRunner = new AsyncLocalStorage();
const USER_HZ = 100;
function childrenCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / USER_HZ; // cutime + cstime
  } catch {
    return null;
  }
}
let childrenCpuSeen = childrenCpuMs();
/** Adds the CPU time of the children reaped since the last reading to the current step's. */
function chargeChildrenCpu(record = stepOfRunner.getStore()) {
  const now = childrenCpuMs();
  if (now === null || childrenCpuSeen === null) return;
  if (record) record.cpuMs += now - childrenCpuSeen;
  childrenCpuSeen = now;
}

/**
 * Runs a command (its output to ours, or to `logFile`); resolves to a failure note, or
 * undefined on exit 0. `background`: at a lower CPU priority, for a step that nothing waits on
 * (it and what it starts take the cores the others leave).
 */
function runCommand(command, args, { env = {}, timeoutMs, logFile, background = false }) {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'w') : null;
    const child = spawn(command, args, { stdio: log === null ? 'inherit' : ['ignore', log, log], env: { ...childEnv, ...env } });
    if (log !== null) closeSync(log);
    if (background && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // not allowed here: it runs at the usual priority
      }
    }
    const record = stepOfRunner.getStore();
    activeChildren.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${path.basename(command)} ${args.join(' ')}: no result after ${formatDuration(timeoutMs)}, stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      activeChildren.delete(child);
      resolve(`could not start ${command}: ${error.message}`);
    });
    child.once('exit', (code, signal) => {
      chargeChildrenCpu(record);
      clearTimeout(timer);
      activeChildren.delete(child);
      if (timedOut) resolve(`timed out after ${formatDuration(timeoutMs)}`);
      else resolve(code === 0 ? undefined : `exit ${code ?? signal}`);
    });
  });
}

async function vitest(name, args, env, timeoutMs, logFile, background = false) {
  const reportFile = path.join(REPORT_DIR, `${name}.json`);
  rmSync(reportFile, { force: true });
  const note = await runCommand(
    process.execPath,
    [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    { env, timeoutMs, logFile, background },
  );
  const report = readReport(reportFile);
  vitestFailures(name, report);
  return countReport(
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    },
    note,
  );
}

async function playwright(env, timeoutMs, logFile) {
  const reportFile = path.join(REPORT_DIR, 'e2e.json'); // named in playwright.config.ts
  rmSync(reportFile, { force: true });
  const note = await runCommand(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test'], { env, timeoutMs, logFile });
  const report = readReport(reportFile);
  playwrightFailures(report?.suites);
  const stats = report?.stats;
  return countReport(stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }, note);
}

/** A command that is not a test runner: its failure counts as one failed test. */
async function command(program, args, { env, timeoutMs, logFile, background }) {
  return countReport(null, await runCommand(program, args, { env, timeoutMs, logFile, background }));
}

/** Biome, the project's own (a devDependency): `biome ci .` formats-checks and lints everything. */
async function lint(logFile) {
  const biome = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
  if (!existsSync(biome)) return countReport(null, `${path.relative(ROOT, biome)} is missing: run npm install`);
  return command(process.execPath, [biome, 'ci', '.'], { timeoutMs: 5 * MINUTE, logFile, background: true });
}

// The folder tests/support/server.ts gives every test server (PRINTFRONT_TEST_MEDIA_DIR).
const MEDIA_DIR = path.resolve(ROOT, process.env.PRINTFRONT_TEST_MEDIA_DIR ?? 'var/test/media');

// The demo stores, seeded once for the run: about twenty test servers (API, reliability,
// e2e) start on a copy instead of seeding their own, each five seconds of a core sooner
// (tests/support/server.ts: SEEDED_SQLITE_ENV, SEEDED_POSTGRES_ENV).
const SEEDED_SQLITE = path.join(ROOT, 'var/test/seeded/printfront.sqlite');
const SEEDED_POSTGRES = 'printfront_seeded';
/** What the runners get once the seeded databases are made. */
const seeded = {};

/** `npm run db:seed` into `databaseUrl`, with the test servers' media folder. */
function seed(databaseUrl, logFile) {
  const sqlite = !databaseUrl.startsWith('postgres');
  return command(process.execPath, [path.join(ROOT, 'scripts/db-seed.ts')], {
    env: { DATABASE_URL: databaseUrl, ...(sqlite ? { SQLITE_PATH: databaseUrl } : {}), MEDIA_DIR, DEMO_MODE: '1' },
    timeoutMs: 10 * MINUTE,
    logFile,
  });
}

/**
 * Seeds the demo stores into a SQLite database the test servers copy. On a fresh clone this also
 * makes their pictures (garments, banners, tiles: about 45 s of a core) in the test servers'
 * media folder, which every server would otherwise make at its first start; files are named by
 * content, so the servers find them and make nothing.
 */
async function seededSqlite(logFile) {
  rmSync(path.dirname(SEEDED_SQLITE), { recursive: true, force: true });
  mkdirSync(path.dirname(SEEDED_SQLITE), { recursive: true });
  mkdirSync(MEDIA_DIR, { recursive: true });
  const note = await seed(SEEDED_SQLITE, logFile);
  if (!note) seeded[SEEDED_SQLITE_ENV] = SEEDED_SQLITE;
  return note;
}

/** The same in the run's PostgreSQL, a template the test servers' databases are created from. */
async function seededPostgres(logFile) {
  const note = await seed(await createDatabase(SEEDED_POSTGRES, postgres.urlBase), logFile);
  if (!note) seeded[SEEDED_POSTGRES_ENV] = SEEDED_POSTGRES;
  return note;
}

/**
 * A fresh copy of the test servers' media folder (the demo pictures) for a run beside another:
 * some API tests compare the folder before and after a call, and the other runs upload into it.
 */
function copyOfTestMedia(suffix) {
  const copy = `${MEDIA_DIR}-${suffix}`;
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(MEDIA_DIR, { recursive: true });
  cpSync(MEDIA_DIR, copy, { recursive: true });
  return copy;
}

// Ctrl-C reaches the whole process group; other signals are passed to the running steps. Either
// way the steps under way end, the rest are skipped and PostgreSQL is still stopped below.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) {
      for (const child of activeChildren) child.kill('SIGKILL');
      process.exit(130);
    }
    interrupted = signal;
    console.error(`\n${signal}: finishing the steps under way, skipping the rest (again to force)`);
    for (const child of activeChildren) {
      if (signal !== 'SIGINT') child.kill(signal);
      else setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'), 5_000).unref();
    }
  });
}

/**
 * The plan: each step starts once the steps it `requires` (they must pass) and the ones it runs
 * `after` (whatever their result) have ended. `run(logFile)` resolves to a failure note, or
 * undefined. A step that shares the machine with others writes to its log file, printed whole
 * when it ends, so the runners' lines do not interleave.
 * @type {{ name: string, run: (logFile: string) => Promise<string | undefined>, requires: string[], after: string[] }[]}
 */
const plan = [];
function add(name, run, { requires = [], after = [] } = {}) {
  plan.push({ name, run, requires, after });
}

const { layers, skipBuild } = options;
const servers = ['api:sqlite', 'api:postgres', 'reliability', 'e2e'].filter((layer) => layers.has(layer));
const needsSystem = layers.has('api:postgres') || layers.has('reliability') || layers.has('e2e');
const needsPostgres = layers.has('api:postgres') || layers.has('reliability');
const build = servers.length > 0 && !skipBuild ? ['build'] : [];
const demo = servers.length > 0 ? ['demo database'] : [];
const demoPostgres = needsPostgres ? ['demo database (postgres)'] : [];
let postgres = null;

if (layers.has('lint')) add('lint', (logFile) => lint(logFile));
if (needsSystem) {
  // A child process: apt-get may take a minute and must not hold up this one's other steps.
  add('system packages', (logFile) => command(process.execPath, [path.join(ROOT, 'scripts/system-packages.mjs')], { timeoutMs: 15 * MINUTE, logFile }));
}
if (build.length > 0) add('build', (logFile) => command('npm', ['run', 'build'], { timeoutMs: 10 * MINUTE, logFile }));
if (demo.length > 0) add('demo database', (logFile) => seededSqlite(logFile));
if (layers.has('unit')) {
  // At the usual priority: a few of its files hold work to a bound stretched by how busy the
  // machine is, which a lowered priority would starve past (the lint step has no such bound).
  add('unit', (logFile) => vitest('unit', ['--project', 'unit', '--project', 'unit-isolated'], {}, 15 * MINUTE, logFile));
}
if (needsPostgres) {
  add(
    'postgres start',
    async () => {
      postgres = await startPostgres();
    },
    { requires: ['system packages'] },
  );
  // After the SQLite one, which makes the pictures this one finds.
  add('demo database (postgres)', (logFile) => seededPostgres(logFile), { requires: ['postgres start', ...demo] });
}
// Each API run has its own server and database (one Vitest worker: Vitest takes cores − 1). Runs
// beside one another each get their own media folder (a copy of the demo pictures).
const apiRuns = [];
if (layers.has('api:sqlite')) apiRuns.push({ name: 'api (sqlite)', report: 'api-sqlite', env: { TEST_DB: 'sqlite' }, requires: [] });
if (layers.has('api:postgres')) apiRuns.push({ name: 'api (postgres)', report: 'api-postgres', env: { TEST_DB: 'postgres' }, requires: demoPostgres });
for (const [at, run] of apiRuns.entries()) {
  add(
    run.name,
    (logFile) => {
      const env = { ...seeded, ...run.env, ...(at > 0 ? { PRINTFRONT_TEST_MEDIA_DIR: copyOfTestMedia(run.report.replace('api-', '')) } : {}) };
      if (run.env.TEST_DB === 'postgres') env[POSTGRES_URL_ENV] = postgres.urlBase;
      return vitest(run.report, ['--project', 'api'], env, 25 * MINUTE, logFile);
    },
    { requires: [...build, ...demo, ...run.requires] },
  );
}
if (layers.has('reliability')) {
  add(
    'reliability (bounded)',
    // The reliability suite in its bounded form (tests/reliability/; `npm run reliability` runs it
    // in full). After the API runs: some of its parts hold the product to timings (a publish live
    // on every instance within a second), so it shares the machine with the browser tests only.
    (logFile) =>
      vitest(
        'reliability',
        ['--project', 'reliability'],
        { ...seeded, RELIABILITY_SCALE: 'bounded', [POSTGRES_URL_ENV]: postgres.urlBase },
        25 * MINUTE,
        logFile,
      ),
    { requires: [...build, ...demo, ...demoPostgres], after: apiRuns.map((run) => run.name) },
  );
}
if (layers.has('e2e')) {
  add(
    'e2e',
    // About 6.5 minutes alone (two workers, playwright.config.ts), the longest step: it starts
    // as soon as the build is there, the others fill the cores around it. The bound leaves room
    // for a busy machine. Its own media folder, as the API runs beside it compare theirs.
    (logFile) => playwright({ ...seeded, ...(servers.length > 1 ? { PRINTFRONT_TEST_MEDIA_DIR: copyOfTestMedia('e2e') } : {}) }, 30 * MINUTE, logFile),
    { requires: [...build, ...demo, 'system packages'] },
  );
}

/** Runs the plan: every step as soon as it may start; resolves when all have ended. */
function runPlan() {
  mkdirSync(REPORT_DIR, { recursive: true });
  const pending = [...plan];
  const running = new Set();
  const ended = (name) => results.some((result) => result.name === name);
  const waitsFor = (step, name) =>
    [...step.requires, ...step.after].some(
      (other) => other === name || waitsFor(plan.find((candidate) => candidate.name === other) ?? { requires: [], after: [] }, name),
    );
  return new Promise((resolve) => {
    const startReady = () => {
      for (const step of [...pending]) {
        if (![...step.requires, ...step.after].every((name) => ended(name) || !plan.some((other) => other.name === name))) continue;
        pending.splice(pending.indexOf(step), 1);
        const blocker = interrupted
          ? `interrupted by ${interrupted}`
          : step.requires
              .map((name) => results.find((result) => result.name === name))
              .filter((result) => result && result.status !== 'passed')
              .map((result) => `${result.name} ${result.status}`)[0];
        if (blocker) {
          console.log(`━━ ${step.name}: skipped (${blocker})`);
          results.push({ name: step.name, status: 'skipped', ms: 0, startedMs: performance.now() - totalStarted, note: blocker });
          continue;
        }
        // Alone for as long as it runs (nothing under way, everything left waits for it): it prints
        // as it goes. Beside others, into its log file, printed whole when it ends.
        const alone = running.size === 0 && pending.every((other) => waitsFor(other, step.name));
        running.add(step);
        runStep(step, alone).then(() => {
          running.delete(step);
          startReady();
          if (pending.length === 0 && running.size === 0) resolve();
        });
      }
      if (pending.length === 0 && running.size === 0) resolve();
    };
    startReady();
  });
}

async function runStep(step, alone) {
  const logFile = alone ? undefined : path.join(REPORT_DIR, `${step.name.replace(/[^a-z0-9]+/g, '-').replace(/-$/, '')}.log`);
  const startedMs = performance.now() - totalStarted;
  console.log(`━━ ${step.name}: started at ${since(startedMs)}${logFile ? ` (output: ${path.relative(ROOT, logFile)})` : ''}`);
  const started = performance.now();
  const record = { cpuMs: 0 };
  let note;
  try {
    note = (await stepOfRunner.run(record, () => step.run(logFile))) ?? undefined;
  } catch (error) {
    note = error instanceof Error ? error.message : String(error);
    countReport(null, note);
  }
  chargeChildrenCpu(record); // what the step ran in this process (postgres start's initdb)
  const ms = performance.now() - started;
  const status = note ? 'failed' : 'passed';
  if (logFile && existsSync(logFile)) {
    console.log(`\n━━ ${step.name}: its output\n${readFileSync(logFile, 'utf8').trimEnd()}`);
  }
  if (note) console.error(note);
  results.push({ name: step.name, status, ms, startedMs, cpuMs: record.cpuMs, note: note?.split('\n')[0] });
  console.log(`━━ ${step.name}: ${status} in ${formatDuration(ms)}\n`);
}

try {
  await runPlan();
} finally {
  if (postgres) {
    const started = performance.now();
    const record = { cpuMs: 0 };
    let note;
    try {
      await postgres.stop();
    } catch (error) {
      note = error instanceof Error ? error.message : String(error);
    }
    chargeChildrenCpu(record);
    results.push({
      name: 'postgres stop',
      status: note ? 'failed' : 'passed',
      ms: performance.now() - started,
      startedMs: started - totalStarted,
      cpuMs: record.cpuMs,
      note,
    });
  }
}

const failed = results.filter((result) => result.status !== 'passed');
const width = Math.max(...results.map((result) => result.name.length));
const mark = { passed: '✔', failed: '✖', skipped: '–' };
// Each step: when it started, how long it took, and the CPU time it used (with two cores, a step
// beside others takes longer than alone; CPU time well under its wall-clock time is waiting).
const cpuKnown = childrenCpuSeen !== null;
console.log(`\nTest summary (steps side by side: start, time${cpuKnown ? ', CPU time' : ''})`);
for (const result of [...results].sort((a, b) => a.startedMs - b.startedMs)) {
  const detail = result.status === 'passed' ? '' : `  ${result.status}${result.note ? `: ${result.note}` : ''}`;
  const cpu = cpuKnown && result.cpuMs !== undefined ? `  ${formatDuration(result.cpuMs).padStart(11)}` : '';
  console.log(
    `  ${mark[result.status]} ${result.name.padEnd(width)}  ${since(result.startedMs).padStart(5)}  ${formatDuration(result.ms).padStart(11)}${cpu}${detail}`,
  );
}
const own = process.cpuUsage();
const totalCpu = cpuKnown ? `, CPU ${formatDuration(results.reduce((sum, result) => sum + (result.cpuMs ?? 0), (own.user + own.system) / 1000))}` : '';
console.log(
  `  Total ${formatDuration(performance.now() - totalStarted)}${totalCpu}: ${failed.length === 0 ? 'all passed' : `${failed.length} step(s) not passed`}`,
);
if (failures.length > 0) {
  console.log('\nFailed tests');
  for (const failure of failures) console.log(`  ✖ ${failure}`);
}
// The plain closing line CI reads ("a failed step outside any test" counts as one failure).
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
process.exit(interrupted ? SIGNAL_EXIT[interrupted] : failed.length === 0 ? 0 : 1);
