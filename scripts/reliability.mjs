// `npm run reliability`: the reliability suite at full scale (tests/reliability/ — crash
// safety, fuzzing, XSS, tenant isolation, cluster, load, search cost, static export, backups),
// on a throwaway PostgreSQL cluster and SQLite, then every part's figures as one table.
//
//   npm run reliability                       every part, full scale (the figures in docs/reliability.md)
//   npm run reliability -- --bounded          the CI form (also run by `npm test`)
//   npm run reliability -- crash load         only the files whose names contain these words
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

// Node 24 for the app's TypeScript: hand over to the pinned node package from an older node.
const PINNED_NODE = path.join(ROOT, 'node_modules/.bin/node');
if (Number(process.versions.node.split('.')[0]) < 24 && existsSync(PINNED_NODE)) {
  const result = spawnSync(PINNED_NODE, process.argv.slice(1), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
const bounded = args.includes('--bounded');
const filters = args.filter((arg) => !arg.startsWith('--'));
const FIGURES_DIR = path.join(ROOT, 'test-results/reliability');

const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  RELIABILITY_SCALE: bounded ? 'bounded' : 'full',
  PATH: [path.dirname(process.execPath), path.join(ROOT, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
};

function run(command, commandArgs, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', () => resolve(1));
  });
}

const { ensureSystemPackages } = await import('./system-packages.mjs');
const { POSTGRES_URL_ENV, startPostgres } = await import('./postgres.mjs');
await ensureSystemPackages();
if (!existsSync(path.join(ROOT, 'dist/server/entry.mjs')) && (await run('npm', ['run', 'build'])) !== 0) process.exit(1);

rmSync(FIGURES_DIR, { recursive: true, force: true });
mkdirSync(FIGURES_DIR, { recursive: true });
const postgres = await startPostgres();
let code;
try {
  code = await run(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'reliability', ...filters], {
    [POSTGRES_URL_ENV]: postgres.urlBase,
  });
} finally {
  await postgres.stop();
}

// Every part's figures (tests/support/reliability.ts recordFigures), one block each.
console.log(`\nReliability figures (${bounded ? 'bounded' : 'full'} scale)`);
for (const file of readdirSync(FIGURES_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const { part, db, figures } = JSON.parse(readFileSync(path.join(FIGURES_DIR, file), 'utf8'));
  console.log(`\n  ${part}${db ? ` (${db})` : ''}`);
  for (const [name, value] of Object.entries(figures)) console.log(`    ${name.padEnd(36)} ${value}`);
}
process.exit(code);
