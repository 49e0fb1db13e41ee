// No double casts in product code: `value as unknown as T` tells the type checker to believe
// anything. A value whose type is not what the code needs is narrowed (a type guard, an
// instanceof), typed where it comes from (a global declared on Window, a form state that
// holds what the form holds), or checked with its schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../support/import-graph.ts';

/** The product code: the server, the islands, blocks, themes, scripts and integrations (tests are not). */
const PRODUCT_DIRS = ['src', 'islands', 'blocks', 'themes', 'scripts', 'integrations'];

const DOUBLE_CAST = /\bas\s+unknown\s+as\b/g;

/** The lines (from 1) of a source text that cast through unknown. */
function doubleCastLines(source: string): number[] {
  return [...source.matchAll(DOUBLE_CAST)].map((match) => source.slice(0, match.index).split('\n').length);
}

describe('double casts', () => {
  it('finds a cast through unknown, over a line break too', () => {
    expect(doubleCastLines('const win = document.defaultView as unknown as PixelWindow;')).toEqual([1]);
    expect(doubleCastLines('const a = 1;\nconst n = (value as\n  unknown as number);')).toEqual([2]);
    expect(doubleCastLines('const known = value as unknown;\nconst text = value as string;')).toEqual([]);
  });

  it('product code has none', () => {
    const files = PRODUCT_DIRS.flatMap((dir) => sourceFiles(dir));
    expect(files.length).toBeGreaterThan(500);
    const offenders = files.flatMap((file) => doubleCastLines(readFileSync(join(ROOT, file), 'utf8')).map((line) => `${file}:${line}`));
    expect(offenders).toEqual([]);
  });
});
