import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A static view of the import graph, for tests that hold the layers of DESIGN "Folders" in
// place. It reads specifiers with a regular expression rather than a parser: every module
// here spells its imports on one line, with the file extension.

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;

export interface ImportEdge {
  /** The importing file, relative to the repository root. */
  from: string;
  specifier: string;
  /** The imported file relative to the root, for relative specifiers that name a file. */
  to: string | undefined;
  /** `import type …`: erased at build time, so it never loads the module. */
  typeOnly: boolean;
}

/** Source files under `dir` (relative to the root), tests excluded unless asked for. */
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

const IMPORT = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;

/** The imports a file makes. */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4] ?? '';
    const target = specifier.startsWith('.') ? resolve(dirname(join(ROOT, file)), specifier) : undefined;
    const to = target && existsSync(target) && statSync(target).isFile() ? relative(ROOT, target) : undefined;
    edges.push({ from: file, specifier, to, typeOnly: Boolean(match[2]) });
  }
  return edges;
}

/** Every file the start files reach through runtime (not type-only) relative imports, themselves included. */
export function reachable(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of importsOf(file)) if (edge.to && !edge.typeOnly && SOURCE.test(edge.to)) queue.push(edge.to);
  }
  return seen;
}

export const within = (folder: string) => (file: string | undefined): boolean => file !== undefined && (file === folder || file.startsWith(folder + '/'));
