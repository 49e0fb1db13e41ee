// No global state: what a process shares between requests has one owner, the runtime, handed to
// the Astro app in `locals`; no module parks state on globalThis for another copy of itself
// (the server's modules and the Astro bundle's are separate copies) to find.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../support/import-graph.ts';

/** Reading a standard global (globalThis.crypto) is fine; keeping anything there is not. */
const STATE_ON_GLOBAL = /globalThis(?!\.(crypto|structuredClone|fetch|performance)\b)/;

describe('global state', () => {
  it('no module under src/ keeps state on globalThis', () => {
    const files = sourceFiles('src');
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .some((line) => !line.trim().startsWith('//') && STATE_ON_GLOBAL.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});
