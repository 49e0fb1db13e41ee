// The patches that rewrite Astro's per-request getters (fetch-state.js, src/build/astro-patches.ts):
// they must apply to the Astro installed here, yield a module that parses, leave no
// per-request accessor or prototype behind, and refuse an Astro whose text has moved.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroPatches, FETCH_STATE as FETCH_STATE_FILE, patchAstroFile } from '../../../src/build/astro-patches.ts';

const require = createRequire(import.meta.url);
const FETCH_STATE = path.join(path.dirname(require.resolve('astro/package.json')), 'dist/core/fetch/fetch-state.js');
const original = readFileSync(FETCH_STATE, 'utf8');
const patchFetchState = (code: string) => patchAstroFile(FETCH_STATE_FILE, code);

describe('render garbage plugin', () => {
  it('rewrites the installed fetch-state.js into a module that parses', () => {
    const patched = patchFetchState(original);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'render-garbage-')), 'fetch-state.mjs');
    writeFileSync(file, patched);
    const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  it('leaves no getter closing over the request state, and no per-request prototype', () => {
    const patched = patchFetchState(original);
    // Each of these is a getter made per request that reads a closure's request state.
    expect(original).toMatch(/get locals\(\) \{\s+return self\.locals;/);
    for (const perRequest of [
      /get locals\(\) \{\s+return (self|state)\.locals;/,
      /get headers\(\) \{\s+return headers;/,
      /get: \(\) => state\.resolve\(key\)/,
      /get clientAddress\(\) \{\s+return state\./,
    ]) {
      expect(patched).not.toMatch(perRequest);
    }
    expect(original).toContain('Object.create(astroPagePartial)');
    expect(patched).not.toContain('Object.create(astroPagePartial)');
    expect(patched).toContain('return new PrintfrontAstroGlobal(astroPagePartial, props, slotValues);');
    // Astro's own missing-session warning is kept word for word.
    const warning = /"`Astro\.session` was accessed[^"]*"/.exec(original)?.[0];
    expect(warning).toBeDefined();
    expect(patched).toContain(`this.logger.warn("session", ${warning});`);
  });

  it('refuses an Astro whose text has moved, naming the part', () => {
    expect(() => patchFetchState(original.replace('return self.locals;', 'return this.locals;'))).toThrow(/render options: locals read through this/);
    expect(() => patchFetchState(original.replace('defineProviderGetters(target) {', 'defineProviderGetters(target, extra) {'))).toThrow(
      /patch "defineProviderGetters: one accessor per provider key" does not match astro\/dist\/core\/fetch\/fetch-state\.js/,
    );
  });

  it('transforms fetch-state.js only', () => {
    const plugin = astroPatches();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform.call({}, original, '/x/node_modules/astro/dist/core/fetch/fetch-state.js')?.code).toContain('PrintfrontAstroGlobal');
    expect(transform.call({}, original, '/x/node_modules/astro/dist/core/fetch/other.js')).toBeNull();
  });
});
