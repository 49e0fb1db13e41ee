// `npm start`: builds on a fresh clone (no dist/ yet), then migrates, seeds an empty
// database and serves — all in this one process, so stopping it stops everything.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

process.env.ASTRO_TELEMETRY_DISABLED = '1';

if (!existsSync(`${process.env.DIST_DIR ?? 'dist'}/server/entry.mjs`)) {
  console.log('No build found: running `npm run build` first…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { main } = await import('../src/app/main.ts');
await main();
