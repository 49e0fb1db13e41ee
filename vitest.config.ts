import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code, beside it or in tests/unit/) and `api` (a real server per
// run, started by tests/api/global-setup.ts on the database TEST_DB names). tests/e2e/ belongs
// to Playwright. Run one with `npx vitest run --project unit` (`npm test` runs them all).
const NOT_VITEST = ['**/node_modules/**', 'dist/**', 'var/**', 'tests/e2e/**', 'test-results/**'];

export default defineConfig({
  test: {
    exclude: NOT_VITEST,
    projects: [
      {
        // Inline projects inherit the root config (its `exclude` too); each lists its own files.
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'blocks/**/*.test.ts', 'themes/**/*.test.ts'],
          // Block.test.ts files start a Vite server in beforeAll to compile their .astro:
          // seconds on an idle machine, far more while another process holds a core.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // Real HTTP and database round trips; slower on a loaded CI machine than unit tests.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
