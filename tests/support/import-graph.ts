import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The static import graph of the repository's own modules, read from their source text:
// enough to check which code a module pulls in (what a browser bundle would carry) and
// which layer imports which (DESIGN "Folders"). Imports here always spell the extension.

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// `import … from '…'`, `import '…'` and `export … from '…'`, over several lines too.
// Whole type-only statements (`import type …`) are marked: they vanish when compiled. A
// specifier with `${` is module text inside a template literal (a test's fixture), not an import.
const STATIC_IMPORT = /^\s*(?:import|export)(\s+type\b)?\s*(?:[\w$*{},\s]+?\s*from\s*)?['"]((?:(?!\$\{)[^'"])+)['"]/gm;

/** The specifiers a module imports at run time. */
export function runtimeImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].filter((match) => !match[1]).map((match) => match[2] ?? '');
}

// Dynamic imports with a literal specifier, loaded on demand (a `typeof` before one makes it a type).
const DYNAMIC_IMPORT = /(?<!typeof\s*)\bimport\(\s*['"]([^'"$]+)['"]\s*\)/g;

/** The specifiers a module imports on demand, with a dynamic import. */
export function dynamicImports(source: string): string[] {
  return [...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] ?? '');
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

const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;

/** Every module reachable from `start` through static runtime imports (relative ones followed), and on-demand ones if asked. */
export function reachableFrom(root: string, start: string[], options: { dynamic?: boolean } = {}): Reached[] {
  const reached: Reached[] = [];
  const seen = new Set<string>();
  const queue: Reached[] = start.map((file) => ({ target: resolve(root, file), chain: [relative(root, resolve(root, file))] }));
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || seen.has(next.target)) continue;
    seen.add(next.target);
    reached.push(next);
    if (!SOURCE.test(next.target) || !existsSync(next.target)) continue;
    const source = readFileSync(next.target, 'utf8');
    for (const specifier of [...runtimeImports(source), ...(options.dynamic ? dynamicImports(source) : [])]) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(next.target), specifier);
        queue.push({ target, chain: [...next.chain, relative(root, target)] });
      } else queue.push({ target: specifier, chain: [...next.chain, specifier] });
    }
  }
  return reached.map((item) => ({ ...item, target: item.target.startsWith(root) ? relative(root, item.target) : item.target }));
}

/** The repository files (not packages) `start` reaches at run time, themselves included. */
export function reachable(start: string[]): string[] {
  return reachableFrom(ROOT, start)
    .map((item) => item.target)
    .filter((target) => !isNodeBuiltin(target) && SOURCE.test(target) && existsSync(join(ROOT, target)));
}

/** Source files under `dir` (relative to the root), tests left out unless asked for. */
export function sourceFiles(dir: string, options: { tests?: boolean } = {}): string[] {
  const absolute = join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [dir];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path, options);
    if (!SOURCE.test(entry.name)) return [];
    if (!options.tests && /\.test(-d)?\.tsx?$|\.spec\.ts$/.test(entry.name)) return [];
    return [path];
  });
}

export interface ImportEdge {
  /** The importing file, relative to the repository root. */
  from: string;
  specifier: string;
  /** The imported file relative to the root, for relative specifiers that name a file. */
  to: string | undefined;
  typeOnly: boolean;
}

/** Every import a file makes, type-only ones included (marked). */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(STATIC_IMPORT)].map((match) => {
    const specifier = match[2] ?? '';
    const target = specifier.startsWith('.') ? resolve(dirname(join(ROOT, file)), specifier) : undefined;
    const to = target && existsSync(target) && statSync(target).isFile() ? relative(ROOT, target) : undefined;
    return { from: file, specifier, to, typeOnly: Boolean(match[1]) };
  });
}

export const within =
  (folder: string) =>
  (file: string | undefined): boolean =>
    file !== undefined && (file === folder || file.startsWith(`${folder}/`));
