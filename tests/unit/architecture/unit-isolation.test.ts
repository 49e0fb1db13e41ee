// The `unit` project shares one module graph per worker (vitest.config.ts, isolate: false); a
// file that replaces modules must run in `unit-isolated` instead, or its mock depends on which
// files ran before it in the same worker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../support/import-graph.ts';
import { UNIT_NEEDS_ISOLATION } from '../../support/unit-isolation.ts';

const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;
const UNIT_TEST = /\.test\.ts$/;

describe('unit test isolation', () => {
  const unitFiles = ['tests/unit', 'src', 'blocks', 'themes'].flatMap((dir) => sourceFiles(dir, { tests: true })).filter((file) => UNIT_TEST.test(file));

  it('every unit file that mocks modules is in the isolated project', () => {
    expect(unitFiles.length).toBeGreaterThan(250);
    const mocking = unitFiles.filter((file) => REPLACES_MODULES.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(mocking.sort()).toEqual([...UNIT_NEEDS_ISOLATION].sort());
  });

  it('the API files share a module graph too: their one mock replaces a module no other API file loads', () => {
    const apiFiles = sourceFiles('tests/api', { tests: true }).filter((file) => UNIT_TEST.test(file));
    expect(apiFiles.length).toBeGreaterThan(50);
    const mocking = apiFiles.filter((file) => REPLACES_MODULES.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(mocking).toEqual(['tests/api/jobs-delivery.test.ts']);
    const loadingTwilio = apiFiles.filter((file) => /['"]twilio['"]/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(loadingTwilio).toEqual(['tests/api/jobs-delivery.test.ts']);
  });
});
