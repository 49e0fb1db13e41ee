import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

// The static import graph of the repository's own modules, read from their source text:
// enough to check which code a module pulls in (and so what a browser bundle would carry).

// `import … from '…'`, `import '…'` and `export … from '…'`, over several lines too. Whole
// type-only statements (`import type …`) are left out: they vanish when compiled.
const STATIC_IMPORT = /^\s*(?:import|export)(\s+type\b)?\s*(?:[\w$*{},\s]+?\s*from\s*)?['"]([^'"]+)['"]/gm;

/** The specifiers a module imports at run time. */
export function runtimeImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].filter((match) => !match[1]).map((match) => match[2] ?? '');
}

const NODE_BUILTINS = new Set(builtinModules);

/** `node:fs`, `fs`, `fs/promises`… */
export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || NODE_BUILTINS.has(specifier) || NODE_BUILTINS.has(specifier.split('/')[0] ?? '');
}

/** One module reached, with the chain of imports that led there. */
export interface Reached {
  /** A repository path, or the bare specifier of a package or built-in. */
  target: string;
  chain: string[];
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/** Every module reachable from `start` through static imports (relative ones followed). */
export function reachableFrom(root: string, start: string[]): Reached[] {
  const reached: Reached[] = [];
  const seen = new Set<string>();
  const queue: Reached[] = start.map((file) => ({ target: resolve(root, file), chain: [relative(root, resolve(root, file))] }));
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || seen.has(next.target)) continue;
    seen.add(next.target);
    reached.push(next);
    if (!SOURCE.test(next.target) || !existsSync(next.target)) continue;
    for (const specifier of runtimeImports(readFileSync(next.target, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(next.target), specifier);
        queue.push({ target, chain: [...next.chain, relative(root, target)] });
      } else queue.push({ target: specifier, chain: [...next.chain, specifier] });
    }
  }
  return reached.map((item) => ({ ...item, target: item.target.startsWith(root) ? relative(root, item.target) : item.target }));
}

/** Source files under a folder, tests left out. */
export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, path);
    return SOURCE.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
