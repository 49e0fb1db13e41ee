// `npm test`: the whole suite on a fresh machine, in order —
//   system packages → build → unit (the demo pictures made beside it) → PostgreSQL →
//   API on SQLite beside API on PostgreSQL → reliability (the reliability suite, bounded) → E2E
// then stops PostgreSQL (always), prints each step's result and time, and exits non-zero when
// anything failed. A step whose prerequisite failed is skipped, the others still run.
//
//   npm test                             everything
//   npm test -- --only=unit              one layer: unit | api | api:sqlite | api:postgres | reliability | e2e
//   npm test -- --only=api,e2e           several (or repeat --only)
//   npm test -- --skip-build             reuse dist/ from an earlier build
import { closeSync, cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
const { ensureSystemPackages } = await import('./system-packages.mjs');
const { POSTGRES_URL_ENV, startPostgres } = await import('./postgres.mjs');

const LAYERS = ['unit', 'api:sqlite', 'api:postgres', 'reliability', 'e2e'];
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
          if (!LAYERS.includes(layer)) throw new Error(`Unknown layer "${name}" in ${arg}: use unit, api, api:sqlite, api:postgres, reliability or e2e`);
          only.add(layer);
        }
      }
    } else if (arg === '--help' || arg === '-h') {
      console.log('Usage: npm test [-- --only=unit|api|api:sqlite|api:postgres|reliability|e2e[,…]] [--skip-build]');
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

/** @type {{ name: string, status: 'passed' | 'failed' | 'skipped', ms: number, note?: string }[]} */
const results = [];
/** The runners under way: one, or the two API runs side by side. */
const activeChildren = new Set();
let interrupted = null;

function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/**
 * Runs one step; `run` returns nothing on success or throws / returns a failure note. A step
 * whose runner writes to `logFile` (it runs beside another) prints that log when it ends, so the
 * two runners' lines do not interleave.
 */
async function step(name, run, { requires = [], logFile } = {}) {
  const blocker = interrupted
    ? `interrupted by ${interrupted}`
    : requires.map((required) => results.find((result) => result.name === required)).find((result) => result && result.status !== 'passed');
  if (blocker) {
    const note = typeof blocker === 'string' ? blocker : `${blocker.name} ${blocker.status}`;
    console.log(`\n━━ ${name}: skipped (${note})`);
    results.push({ name, status: 'skipped', ms: 0, note });
    return;
  }
  console.log(`\n━━ ${name}${logFile ? ` (beside another step: its output follows when it ends)` : ''}`);
  const started = performance.now();
  const failedBefore = counts.failed;
  let note;
  try {
    note = (await run()) ?? undefined;
  } catch (error) {
    note = error instanceof Error ? error.message : String(error);
    console.error(note);
  }
  const ms = performance.now() - started;
  if (logFile) console.log(`\n━━ ${name}: its output (${path.relative(ROOT, logFile)})\n${readFileSync(logFile, 'utf8')}`);
  const status = note ? 'failed' : 'passed';
  // A step that failed outside any test (build, server start, …) counts as one failure itself.
  if (note && counts.failed === failedBefore) counts.failed += 1;
  results.push({ name, status, ms, note: note?.split('\n')[0] });
  console.log(`━━ ${name}: ${status} in ${formatDuration(ms)}`);
}

/**
 * Runs a command in the foreground (its output to ours, or to `logFile`); resolves to a failure
 * note, or undefined on exit 0.
 */
function runCommand(command, args, { env = {}, timeoutMs, logFile }) {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'w') : null;
    const child = spawn(command, args, { stdio: log === null ? 'inherit' : ['ignore', log, log], env: { ...childEnv, ...env } });
    if (log !== null) closeSync(log);
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
      clearTimeout(timer);
      activeChildren.delete(child);
      if (timedOut) resolve(`timed out after ${formatDuration(timeoutMs)}`);
      else resolve(code === 0 ? undefined : `exit ${code ?? signal}`);
    });
  });
}

// Each runner also writes a JSON report; their counts make the closing "N passed, N failed" line.
const REPORT_DIR = path.join(ROOT, 'test-results/reports');
const counts = { passed: 0, failed: 0, skipped: 0 };

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // no report: the runner stopped before writing one (its step has failed anyway)
  }
}

// Failed tests by name with the first line of their error, listed again at the very end:
// CI shows only the tail of the log, where a runner's own report has long scrolled away.
const failures = [];

function firstLine(text) {
  const line =
    String(text ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes, which start with ESC
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .find((part) => part.trim() !== '') ?? '';
  return line.length > 240 ? `${line.slice(0, 240)}…` : line.trim();
}

function vitestFailures(name, report) {
  for (const file of report?.testResults ?? []) {
    const relative = path.relative(ROOT, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`[${name}] ${relative} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no failed test, only its own message.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`[${name}] ${relative}: ${firstLine(file.message)}`);
  }
}

function playwrightFailures(suites, trail = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`[e2e ${test.projectName}] ${[...here, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites, here);
  }
}

function countReport(report, note) {
  if (report) {
    counts.passed += report.passed;
    counts.failed += report.failed;
    counts.skipped += report.skipped;
  }
  return note;
}

async function vitest(name, args, env, timeoutMs, logFile) {
  const reportFile = path.join(REPORT_DIR, `${name}.json`);
  rmSync(reportFile, { force: true });
  const note = await runCommand(
    process.execPath,
    [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    { env, timeoutMs, logFile },
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

async function playwright(timeoutMs) {
  const reportFile = path.join(REPORT_DIR, 'e2e.json'); // named in playwright.config.ts
  rmSync(reportFile, { force: true });
  const note = await runCommand(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test'], { timeoutMs });
  const report = readReport(reportFile);
  playwrightFailures(report?.suites);
  const stats = report?.stats;
  return countReport(stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }, note);
}

/**
 * Makes the demo stores' pictures (garments, banners, tiles) in the test servers' media folder
 * by seeding a scratch SQLite database, while the unit step runs: the unit runner keeps one of the
 * two cores busy, and on a fresh clone the first test server would otherwise spend about 45 s of the
 * API step making them. Files are named by content, so the servers find them and make nothing.
 * Resolves to a failure note, or undefined.
 */
function startDemoPictures() {
  // The folder tests/support/server.ts gives every test server (PRINTFRONT_TEST_MEDIA_DIR).
  const mediaDir = path.resolve(ROOT, process.env.PRINTFRONT_TEST_MEDIA_DIR ?? 'var/test/media');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'printfront-pictures-'));
  const database = path.join(scratch, 'seed.sqlite');
  mkdirSync(mediaDir, { recursive: true });
  mkdirSync(path.join(ROOT, 'test-results/servers'), { recursive: true });
  const logFile = path.join(ROOT, 'test-results/servers/demo-pictures.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/db-seed.ts')], {
    env: { ...childEnv, DATABASE_URL: database, SQLITE_PATH: database, MEDIA_DIR: mediaDir, DEMO_MODE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve) => {
    const done = (note) => {
      rmSync(scratch, { recursive: true, force: true });
      resolve(note);
    };
    child.once('error', (error) => done(`could not start scripts/db-seed.ts: ${error.message}`));
    child.once('exit', (code, signal) => done(code === 0 ? undefined : `scripts/db-seed.ts exited ${code ?? signal} (log: ${logFile})`));
  });
}

/** A fresh copy of the test servers' media folder (the demo pictures) for a run beside another. */
function copyOfTestMedia(suffix) {
  const mediaDir = path.resolve(ROOT, process.env.PRINTFRONT_TEST_MEDIA_DIR ?? 'var/test/media');
  const copy = `${mediaDir}-${suffix}`;
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(mediaDir, { recursive: true });
  cpSync(mediaDir, copy, { recursive: true });
  return copy;
}

// Ctrl-C reaches the whole process group; other signals are passed to the running step. Either
// way the current step ends, the rest are skipped and PostgreSQL is still stopped below.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) {
      for (const child of activeChildren) child.kill('SIGKILL');
      process.exit(130);
    }
    interrupted = signal;
    console.error(`\n${signal}: finishing the current step, skipping the rest (again to force)`);
    for (const child of activeChildren) {
      if (signal !== 'SIGINT') child.kill(signal);
      else setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'), 5_000).unref();
    }
  });
}

const { layers, skipBuild } = options;
const apiOrE2e = layers.has('api:sqlite') || layers.has('api:postgres') || layers.has('reliability') || layers.has('e2e');
const needsSystem = layers.has('api:postgres') || layers.has('reliability') || layers.has('e2e');
const needsPostgres = layers.has('api:postgres') || layers.has('reliability');
const totalStarted = performance.now();
let postgres = null;

try {
  if (needsSystem) await step('system packages', () => ensureSystemPackages());
  if (apiOrE2e && !skipBuild) {
    await step('build', () => runCommand('npm', ['run', 'build'], { timeoutMs: 10 * MINUTE }));
  }
  const built = apiOrE2e && !skipBuild ? ['build'] : [];

  const pictures = apiOrE2e && layers.has('unit') ? startDemoPictures() : null;
  if (layers.has('unit')) await step('unit', () => vitest('unit', ['--project', 'unit', '--project', 'unit-isolated'], {}, 5 * MINUTE));
  // Whatever is left of making them after the unit step (see startDemoPictures).
  if (pictures) await step('demo pictures (beside unit)', () => pictures);

  if (needsPostgres) {
    await step(
      'postgres start',
      async () => {
        postgres = await startPostgres();
      },
      { requires: ['system packages'] },
    );
  }
  // The two API runs each have their own server and database, and each spends about half its time
  // waiting on it (one Vitest worker: Vitest takes cores − 1), so side by side they take the time of
  // the longer one, not the sum. Each then has its own media folder (a copy of the demo pictures):
  // some tests compare the folder before and after a call.
  const api = [];
  if (layers.has('api:sqlite')) {
    api.push({ name: 'api (sqlite)', report: 'api-sqlite', env: { TEST_DB: 'sqlite' }, requires: built });
  }
  if (layers.has('api:postgres')) {
    const env = { TEST_DB: 'postgres', [POSTGRES_URL_ENV]: postgres?.urlBase };
    api.push({ name: 'api (postgres)', report: 'api-postgres', env, requires: [...built, 'postgres start'] });
  }
  const besideEachOther = api.length > 1;
  mkdirSync(REPORT_DIR, { recursive: true });
  if (besideEachOther) api[1].env.PRINTFRONT_TEST_MEDIA_DIR = copyOfTestMedia('postgres');
  await Promise.all(
    api.map((run, at) => {
      // The first prints as it runs; the other's output waits in a file until it ends.
      const logFile = besideEachOther && at > 0 ? path.join(REPORT_DIR, `${run.report}.log`) : undefined;
      return step(run.name, () => vitest(run.report, ['--project', 'api'], run.env, (besideEachOther ? 11 : 8) * MINUTE, logFile), {
        requires: run.requires,
        logFile,
      });
    }),
  );
  if (layers.has('reliability')) {
    await step(
      'reliability (bounded)',
      // The reliability suite in its bounded form (tests/reliability/; `npm run reliability` runs it in full).
      () => vitest('reliability', ['--project', 'reliability'], { RELIABILITY_SCALE: 'bounded', [POSTGRES_URL_ENV]: postgres.urlBase }, 8 * MINUTE),
      { requires: [...built, 'postgres start'] },
    );
  }
  if (layers.has('e2e')) {
    await step(
      'e2e',
      // About 7.5 minutes on an idle 2-core machine (one worker: Chromium and the server
      // share the cores); the bound leaves room for a busy one.
      () => playwright(15 * MINUTE),
      { requires: [...built, 'system packages'] },
    );
  }
} finally {
  if (postgres) {
    const started = performance.now();
    let note;
    try {
      await postgres.stop();
    } catch (error) {
      note = error instanceof Error ? error.message : String(error);
    }
    results.push({ name: 'postgres stop', status: note ? 'failed' : 'passed', ms: performance.now() - started, note });
  }
}

const failed = results.filter((result) => result.status !== 'passed');
const width = Math.max(...results.map((result) => result.name.length));
const mark = { passed: '✔', failed: '✖', skipped: '–' };
console.log('\nTest summary');
for (const result of results) {
  const detail = result.status === 'passed' ? '' : `  ${result.status}${result.note ? `: ${result.note}` : ''}`;
  console.log(`  ${mark[result.status]} ${result.name.padEnd(width)}  ${formatDuration(result.ms).padStart(11)}${detail}`);
}
console.log(`  Total ${formatDuration(performance.now() - totalStarted)}: ${failed.length === 0 ? 'all passed' : `${failed.length} step(s) not passed`}`);
if (failures.length > 0) {
  console.log('\nFailed tests');
  for (const failure of failures) console.log(`  ✖ ${failure}`);
}
// The plain closing line CI reads ("a failed step outside any test" counts as one failure).
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
process.exit(interrupted ? SIGNAL_EXIT[interrupted] : failed.length === 0 ? 0 : 1);
