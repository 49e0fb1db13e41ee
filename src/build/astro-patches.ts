// Every change this project makes to the text of the installed Astro's own files, in one
// list (ASTRO_PATCHES, gathered from fetch-state-patches.ts and render-page-patches.ts): which
// file, the text expected there, what replaces it, and why. astroPatches() (a Vite
// plugin in astro.config.mjs) applies them as the build reads those files. Each expected text
// must occur exactly once, so an Astro upgrade that moves one fails the build, naming the
// installed Astro version and the patch, instead of silently dropping the change; astro and its
// integrations are pinned to exact versions in package.json for the same reason, and
// tests/unit/build/astro-patches.test.ts checks every patch against the installed Astro.
// (src/entry.ts also swaps Astro's text encoder at run time, by assignment: no text is patched.)
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import type { AstroPatch } from './astro-patch.ts';
import { FETCH_STATE_PATCHES } from './fetch-state-patches.ts';
import { RENDER_PAGE_PATCHES } from './render-page-patches.ts';

export type { AstroPatch } from './astro-patch.ts';
export { FETCH_STATE } from './fetch-state-patches.ts';
export { RENDER_PAGE } from './render-page-patches.ts';

/** Every patch, in the order each file's patches apply. */
export const ASTRO_PATCHES: readonly AstroPatch[] = [...FETCH_STATE_PATCHES, ...RENDER_PAGE_PATCHES];

const require = createRequire(import.meta.url);

/** The installed Astro's version, named in every refusal. */
export function installedAstroVersion(): string {
  return (require('astro/package.json') as { version: string }).version;
}

function occurrences(code: string, text: string): number {
  let count = 0;
  for (let at = code.indexOf(text); at >= 0; at = code.indexOf(text, at + 1)) count++;
  return count;
}

/** An import of `name` (`import { …name… } from`) or a top-level declaration of it. */
const declares = (code: string, name: string) =>
  new RegExp(String.raw`^import\s*\{[^}]*\b${name}\b[^}]*\}\s*from|^(?:const|let|var|function|class)\s+${name}\b`, 'm').test(code);

/** Why `patch` cannot apply to `code`, naming the installed Astro and the patch; undefined when it can. */
export function patchProblem(patch: AstroPatch, code: string): string | undefined {
  const count = occurrences(code, patch.expected);
  const missing = (patch.inScope ?? []).filter((name) => !declares(code, name));
  if (count === 1 && missing.length === 0) return undefined;
  const found = count !== 1 ? `its expected text is found ${count} times, not once` : `${missing.join(', ')} not imported or declared there`;
  return `Astro ${installedAstroVersion()}: patch "${patch.name}" does not match ${patch.file} (${found}); check it against this Astro in src/build/astro-patches.ts`;
}

/** `code` of `file` (as under node_modules/) with its patches applied in turn; throws if one does not match. */
export function patchAstroFile(file: string, code: string): string {
  let patched = code;
  for (const patch of ASTRO_PATCHES) {
    if (patch.file !== file) continue;
    const problem = patchProblem(patch, patched);
    if (problem) throw new Error(problem);
    const at = patched.indexOf(patch.expected);
    patched = patched.slice(0, at) + patch.replacement + patched.slice(at + patch.expected.length);
  }
  return patched;
}

/** The Vite plugin that applies every patch to its file of the installed Astro. */
export function astroPatches(): Plugin {
  const files = [...new Set(ASTRO_PATCHES.map((patch) => patch.file))];
  return {
    name: 'printfront:astro-patches',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      const file = files.find((name) => path.endsWith(`/node_modules/${name}`));
      return file ? { code: patchAstroFile(file, code), map: null } : null;
    },
  };
}
