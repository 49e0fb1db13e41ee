import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isNodeBuiltin, reachableFrom, runtimeImports, sourceFiles, type Reached } from '../../support/import-graph.ts';

// Browser-safe schemas: islands and the editor load block schemas in the browser, so nothing they
// import may pull in server code (src/server/**) or a Node built-in. A failure names the
// chain of imports that got there.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const serverSide = (reached: Reached[]) =>
  reached.filter(({ target }) => target.startsWith('src/server/') || isNodeBuiltin(target)).map(({ chain }) => chain.join(' → '));

const blockSchemas = readdirSync(resolve(root, 'blocks'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `blocks/${entry.name}/schema.ts`);

describe('browser-safe schemas', () => {
  it('no block schema reaches server code or a Node built-in', () => {
    expect(blockSchemas.length).toBeGreaterThan(30);
    expect(serverSide(reachableFrom(root, blockSchemas))).toEqual([]);
  });

  it('nothing an island imports reaches server code or a Node built-in', () => {
    const islands = sourceFiles('islands');
    expect(islands.length).toBeGreaterThan(10);
    expect(serverSide(reachableFrom(root, islands))).toEqual([]);
  });

  it('the page document and the block registry are browser-safe too (the editor parses documents)', () => {
    expect(serverSide(reachableFrom(root, ['src/schemas/page-document.ts', 'src/schemas/parse-page-document.ts', 'blocks/registry.ts']))).toEqual([]);
  });

  it('finds server code where there is some, through several imports', () => {
    // The walker itself: the page service imports node:crypto; the block loaders reach
    // src/server only through each block's load.ts (listed in the generated loaders module).
    expect(serverSide(reachableFrom(root, ['src/server/content/pages/pages.ts']))).toContain('src/server/content/pages/pages.ts → node:crypto');
    const viaLoaders = serverSide(reachableFrom(root, ['blocks/loaders.ts']));
    expect(viaLoaders.some((chain) => /^blocks\/loaders\.ts → blocks\/loaders\.generated\.ts → blocks\/\w+\/load\.ts → src\/server\//.test(chain))).toBe(true);
  });

  it('reads multi-line imports and ignores type-only ones', () => {
    const source = "import type { A } from '../server/a.ts';\nimport {\n  b,\n  c,\n} from './b.ts';\nexport { d } from './d.ts';\nimport './e.css';\n";
    expect(runtimeImports(source)).toEqual(['./b.ts', './d.ts', './e.css']);
  });
});
