// The test file order on a run without timings (a fresh clone, as in CI): the reliability
// suite's known long files start first, longest first; timed runs keep Vitest's own order.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import LongestFirst, { KNOWN_LONG_FILES } from '../../support/longest-first.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function spec(file: string, project = 'reliability'): TestSpecification {
  const config = { sequence: { groupOrder: 0 }, isolate: true };
  return { moduleId: path.join(ROOT, file), project: { name: project, config } } as unknown as TestSpecification;
}

function sequencer(timed: boolean) {
  const ctx = { config: { root: ROOT }, cache: { getTestSpecificationResult: () => (timed ? { duration: 1, failed: false } : undefined) } };
  return new LongestFirst(ctx as unknown as Vitest);
}

const files = ['tests/reliability/load.test.ts', 'tests/reliability/search.test.ts', 'tests/reliability/crash.test.ts', 'tests/reliability/cluster.test.ts'];
const names = (specs: TestSpecification[]) => specs.map((item) => path.relative(ROOT, item.moduleId));

describe('LongestFirst', () => {
  it('starts the known long files first, longest first, on a run without timings', async () => {
    const sorted = names(await sequencer(false).sort(files.map((file) => spec(file))));
    expect(sorted.slice(0, 3)).toEqual(['tests/reliability/crash.test.ts', 'tests/reliability/cluster.test.ts', 'tests/reliability/search.test.ts']);
    expect(sorted.at(-1)).toBe('tests/reliability/load.test.ts');
  });

  it('keeps projects in their order', async () => {
    const sorted = names(await sequencer(false).sort([spec('tests/unit/reliability/longest-first.test.ts', 'unit'), ...files.map((file) => spec(file))]));
    expect(sorted[0]).toBe('tests/reliability/crash.test.ts');
    expect(sorted.at(-1)).toBe('tests/unit/reliability/longest-first.test.ts');
  });

  it('names files that exist', async () => {
    const { existsSync } = await import('node:fs');
    expect(KNOWN_LONG_FILES.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
