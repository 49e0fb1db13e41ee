import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { UNIT_NEEDS_ISOLATION } from './tests/support/unit-isolation.ts';
import { writeRegistries } from './scripts/block-registry.ts';

// The block and theme registries are written from their folders before any test is compiled
// (scripts/block-registry.ts): a block type or theme added since the last run joins here.
writeRegistries(fileURLToPath(new URL('.', import.meta.url)));
import type { IdleTimeouts } from './tests/support/scaled-timeouts.ts';

// Four projects: `unit` (pure code, beside it or in tests/unit/; `unit-isolated` the few that
// replace modules), `api` (a real server per
// run, started by tests/api/global-setup.ts on the database TEST_DB names) and `reliability`
// (tests/reliability/: the reliability suite, `npm run reliability`). tests/e2e/ belongs
// to Playwright. Run one with `npx vitest run --project unit` (`npm test` runs them all).
const NOT_VITEST = ['**/node_modules/**', 'dist/**', 'var/**', 'tests/e2e/**', 'test-results/**'];

const UNIT_FILES = ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'blocks/**/*.test.ts', 'themes/**/*.test.ts'];

// Timeouts for the idle 2-core CI machine. tests/support/scaled-timeouts.ts stretches them for
// each file by how slow the machine runs when the file starts (other work beside the suite).
const SCALED_TIMEOUTS = 'tests/support/scaled-timeouts.ts';
// Block.test.ts files share a Vite server per worker to compile their .astro (its start:
// seconds on an idle machine, far more while another process holds a core).
const UNIT_TIMEOUTS: IdleTimeouts = { testTimeout: 5_000, hookTimeout: 60_000 };
// Real HTTP and database round trips.
const API_TIMEOUTS: IdleTimeouts = { testTimeout: 20_000, hookTimeout: 30_000 };

export default defineConfig({
  test: {
    exclude: NOT_VITEST,
    projects: [
      {
        // Inline projects inherit the root config (its `exclude` too); each lists its own files.
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_FILES,
          exclude: [...NOT_VITEST, ...UNIT_NEEDS_ISOLATION],
          // One module graph per worker instead of one per file: the unit files share most of
          // the app's modules, and loading them again for each of 300 files was two thirds of
          // the step (3 min → 1 min). Files that replace modules stay isolated (below).
          isolate: false,
          ...UNIT_TIMEOUTS,
          provide: { idleTimeouts: UNIT_TIMEOUTS },
          setupFiles: [SCALED_TIMEOUTS],
        },
      },
      {
        // vi.mock replaces a module for one file: with a shared module graph the mock could
        // miss a module another file loaded first, or leak into the next file.
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: UNIT_NEEDS_ISOLATION,
          ...UNIT_TIMEOUTS,
          provide: { idleTimeouts: UNIT_TIMEOUTS },
          setupFiles: [SCALED_TIMEOUTS],
        },
      },
      {
        // The reliability suite: each file starts the servers it needs (several instances,
        // nginx, kills) and records its figures (tests/support/reliability.ts). RELIABILITY_SCALE
        // 'bounded' (CI, the default) or 'full' (`npm run reliability`: the figures in docs/reliability.md).
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 15 * 60_000,
          hookTimeout: 5 * 60_000,
          // Full scale: one part at a time, each measures the machine (load, kills) and must not
          // share it. Bounded (CI): two at a time — the parts mostly wait on servers they start,
          // and their figures are recorded, not held to the full-scale budgets.
          fileParallelism: process.env.RELIABILITY_SCALE !== 'full',
          maxWorkers: process.env.RELIABILITY_SCALE === 'full' ? 1 : 2,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // One module graph per worker, as in `unit`: a third of each database's run was
          // loading the same modules again per file. The one vi.mock here ('twilio' in
          // jobs-delivery) replaces a module that no other API file loads (checked in
          // tests/unit/architecture/unit-isolation.test.ts).
          isolate: false,
          ...API_TIMEOUTS,
          provide: { idleTimeouts: API_TIMEOUTS },
          setupFiles: [SCALED_TIMEOUTS],
        },
      },
    ],
  },
});
