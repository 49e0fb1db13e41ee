// Makes sure the system programs the test suite drives exist: Debian's Chromium (the
// Playwright browser — we never download Playwright's own builds), the PostgreSQL server
// binaries (scripts/postgres.mjs starts a throwaway cluster with them) and nginx (the load
// balancer of `npm run cluster` and the reliability suite, scripts/cluster.ts).
// Run directly (`npx node scripts/system-packages.mjs`) or import `ensureSystemPackages()`.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';
// The browser tests drive Chromium's headless shell (Debian's chromium-headless-shell, the same
// build's Blink and V8 without the browser around them, as Playwright's own headless runs do):
// the same specs took a third less time than with the full browser on this 2-core machine, where
// the Playwright step is CPU-bound. Lighthouse keeps the full browser (CHROMIUM_PATH).
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const POSTGRES_ROOT = '/usr/lib/postgresql';
const POSTGRES_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];
export const NGINX_PATH = '/usr/sbin/nginx';
const APT_PACKAGES = ['chromium', 'chromium-headless-shell', 'postgresql', 'nginx-light'];

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb, pg_ctl and postgres, or null. */
export function findPostgresBin() {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(POSTGRES_ROOT, version, 'bin');
    if (POSTGRES_PROGRAMS.every((program) => existsSync(path.join(bin, program)))) return bin;
  }
  return null;
}

function missingPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!existsSync(HEADLESS_SHELL_PATH)) missing.push('chromium-headless-shell');
  if (!findPostgresBin()) missing.push('postgresql');
  if (!existsSync(NGINX_PATH)) missing.push('nginx-light');
  return missing;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/**
 * Installs chromium, postgresql and nginx-light through apt when one is missing. Only root can do
 * that; anyone else gets an error naming the command to run.
 */
export function ensureSystemPackages() {
  const missing = missingPackages();
  if (missing.length === 0) {
    console.log(`System packages present: ${CHROMIUM_PATH}, ${HEADLESS_SHELL_PATH}, PostgreSQL in ${findPostgresBin()}, ${NGINX_PATH}`);
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Missing system packages: ${missing.join(', ')}. The tests need Debian's chromium and its headless shell (${CHROMIUM_PATH}, ${HEADLESS_SHELL_PATH})` +
        `, the PostgreSQL server (${POSTGRES_ROOT}/*/bin) and nginx (${NGINX_PATH}). Install them as root:\n` +
        `  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${APT_PACKAGES.join(' ')}`,
    );
  }
  console.log(`Installing missing system packages (${missing.join(', ')}) with apt-get…`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...APT_PACKAGES]);
  const stillMissing = missingPackages();
  if (stillMissing.length > 0) throw new Error(`apt-get finished but these are still missing: ${stillMissing.join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    ensureSystemPackages();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
