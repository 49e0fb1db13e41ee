// The API tests' side of the render probes (render-probe.ts): start one as its own Node
// process on the tests' database and read what it printed.
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { testServer } from './api.ts';
import { TEST_MEDIA_DIR } from './server.ts';

/** In the test: runs a probe script on the API tests' database and returns what it printed (failing the test if it failed). */
export function runRenderProbe(script: string, args: string[], nodeFlags: string[] = []): string {
  const { databaseUrl } = testServer();
  const result = spawnSync(process.execPath, [...nodeFlags, script, databaseUrl, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SQLITE_PATH: databaseUrl, MEDIA_DIR: TEST_MEDIA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(result.status, result.stderr + result.stdout.slice(-2000)).toBe(0);
  return result.stdout;
}

/** The JSON a probe printed on its last line. */
export function lastJsonLine<T>(stdout: string): T {
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as T;
}
