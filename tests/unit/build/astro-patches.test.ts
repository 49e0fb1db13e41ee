// Every patch to the text of Astro's own files (src/build/astro-patches.ts), checked against the
// Astro installed here: each expected text is found exactly once, and each name a replacement
// reads from its module is in scope there. A failure names the installed Astro version and the
// patch, so an upgrade of astro means checking the listed patches, one by one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASTRO_PATCHES, installedAstroVersion, patchAstroFile, patchProblem } from '../../../src/build/astro-patches.ts';
import { ROOT } from '../../support/import-graph.ts';

const require = createRequire(import.meta.url);
const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: { astro: string } };
const NODE_MODULES = path.join(path.dirname(require.resolve('astro/package.json')), '..');
/** A file of the installed packages, named as under node_modules/. */
const installed = (file: string) => readFileSync(path.join(NODE_MODULES, file), 'utf8');
const files = [...new Set(ASTRO_PATCHES.map((patch) => patch.file))];

describe('patches to the installed Astro', () => {
  it('are checked against the exact Astro package.json pins', () => {
    expect(packageJson.dependencies.astro).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installedAstroVersion()).toBe(packageJson.dependencies.astro);
  });

  it.each(ASTRO_PATCHES.map((patch) => [patch.name, patch] as const))('%s: its expected text is found once in the installed file', (_, patch) => {
    const problem = patchProblem(patch, installed(patch.file));
    expect(problem, problem).toBeUndefined();
  });

  it.each(files)('%s: every patch applies in turn and leaves its replacement', (file) => {
    const patched = patchAstroFile(file, installed(file));
    for (const patch of ASTRO_PATCHES.filter((each) => each.file === file)) expect(patched).toContain(patch.replacement);
  });

  it.each(ASTRO_PATCHES.map((patch) => [patch.name, patch] as const))(
    '%s: refused, naming the Astro version and the patch, when its text moves',
    (_, patch) => {
      const original = installed(patch.file);
      const refusal = `Astro ${installedAstroVersion()}: patch "${patch.name}" does not match ${patch.file}`;
      // The expected text gone (its first line changed), then found twice.
      const firstLine = patch.expected.split('\n')[0]!;
      const moved = original.replace(patch.expected, patch.expected.replace(firstLine, `${firstLine} /* moved */`));
      expect(() => patchAstroFile(patch.file, moved)).toThrow(`${refusal} (its expected text is found 0 times, not once)`);
      expect(() => patchAstroFile(patch.file, `${original}\n${patch.expected}`)).toThrow(`${refusal} (its expected text is found 2 times, not once)`);
    },
  );

  it('refuses a replacement whose names are no longer in the module', () => {
    const patch = ASTRO_PATCHES.find((each) => each.inScope?.includes('astroToRuntimeLogger'));
    expect(patch).toBeDefined();
    const original = installed(patch!.file);
    const withoutImport = original.replace(/^import \{ astroToRuntimeLogger \} from .*$/m, '');
    expect(withoutImport).not.toBe(original);
    expect(() => patchAstroFile(patch!.file, withoutImport)).toThrow(
      `patch "${patch!.name}" does not match ${patch!.file} (astroToRuntimeLogger not imported or declared there)`,
    );
  });
});
