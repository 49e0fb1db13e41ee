import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The order in which Vitest starts test files. It starts the longest first when it has timed
// them before (its cache); a fresh clone has no cache, and Vitest falls back to the largest file
// first, which put the reliability suite's crash test (over a minute) near the end of its run,
// alone on one worker while the other idled. The files below are known to be long: on a run
// without timings they start first, longest first; the others follow as Vitest orders them.

/** Long files, longest first (the bounded reliability run on the 2-core CI machine). */
export const KNOWN_LONG_FILES = [
  'tests/reliability/crash.test.ts',
  'tests/reliability/cluster.test.ts',
  'tests/reliability/xss.test.ts',
  'tests/reliability/backup.test.ts',
  'tests/reliability/workers.test.ts',
  'tests/reliability/xss-orders.test.ts',
  'tests/reliability/search.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = sorted.some((spec) => this.ctx.cache.getTestSpecificationResult(spec));
    if (timed) return sorted;
    const rank = (spec: TestSpecification) => {
      const at = KNOWN_LONG_FILES.indexOf(path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/'));
      return at === -1 ? KNOWN_LONG_FILES.length : at;
    };
    // Projects keep Vitest's order (they run one after another); within each, the known long
    // files first, the rest in Vitest's order.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return sorted
      .map((spec, index) => ({ spec, key: [projects.indexOf(spec.project.name), rank(spec), index] as const }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
      .map(({ spec }) => spec);
  }
}
