import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// DESIGN "Folders": src/lib is code for both sides, so it never imports src/server; the
// pod view-model (blocks/pod/product-pod.ts) is built from domain types alone.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const server = join(root, 'src/server');

const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)].map((match) => match[1] ?? '');

/** The .ts a relative specifier names (imports here always spell the extension). */
const resolveImport = (file: string, specifier: string): string | undefined => {
  const target = resolve(dirname(file), specifier);
  return existsSync(target) ? target : undefined;
};

/** Every file `start` reaches through relative imports, itself included. */
function reachable(start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      const target = specifier.startsWith('.') ? resolveImport(file, specifier) : undefined;
      if (target?.endsWith('.ts')) queue.push(target);
    }
  }
  return [...seen];
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [join(dir, entry.name)] : [],
  );
}

const inServer = (files: string[]) => files.filter((file) => file.startsWith(server + '/')).map((file) => relative(root, file));

describe('layers point one way', () => {
  it('src/lib reaches no module of src/server', () => {
    const lib = tsFiles(join(root, 'src/lib'));
    expect(lib.length).toBeGreaterThan(20);
    expect(inServer(reachable(lib))).toEqual([]);
  });

  it('the pod view-model reaches no module of src/server', () => {
    expect(inServer(reachable([join(root, 'blocks/pod/product-pod.ts')]))).toEqual([]);
  });

  it('the check can fail: a server module is seen when reached', () => {
    expect(inServer(reachable([join(root, 'src/server/catalogue/products.ts')]))).toContain('src/server/catalogue/products.ts');
  });
});
