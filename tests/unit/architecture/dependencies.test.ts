import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '../../../themes/fonts.ts';
import { dynamicImports, importsOf, isNodeBuiltin, reachableFrom, ROOT, sourceFiles, within } from '../../support/import-graph.ts';

// package.json says what the code uses, read from the source (imports, static and on demand):
// - Production code imports only `dependencies`, so a production install (`npm install
//   --omit=dev`) runs the app. Production code: src/, blocks/, islands/ and themes/ (pages,
//   API routes and the islands the build bundles, and the server modules the front server runs
//   straight from src/), and the npm scripts run against a deployed app (RUNTIME_SCRIPTS) with
//   every file they reach. Type-only imports are left out: they vanish when compiled.
// - Build-time code (BUILD_TIME) runs only in `npm run build`, which needs the whole install
//   anyway: it may import devDependencies. So may tests, test support and the dev scripts.
// - Every import names a package package.json declares: none is used only because another
//   package happens to bring it along.
// - Every declared package is used: imported, read from its files at run time (Fontsource),
//   run by a package.json script (its bin), loaded by a tool a script runs, the types of a used
//   package, or a peer a used package asks for.
// - A dependency is a package production code uses; the rest are devDependencies, so a
//   production install leaves out what only the build uses: workbox-build, and the Astro
//   integrations, whose server-side parts the build bundles into dist/server (it imports
//   neither @astrojs/node nor @astrojs/react).

interface PackageJson {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  bin?: string | Record<string, string>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
const project = readJson(path.join(ROOT, 'package.json'));
const dependencies = Object.keys(project.dependencies);
const devDependencies = Object.keys(project.devDependencies);
const declared = [...dependencies, ...devDependencies];

// npm scripts run against a deployed app: serving, the cluster, the database and jobs, a store's rebuild or export.
const RUNTIME_SCRIPTS = ['start', 'cluster', 'db:migrate', 'db:seed', 'db:backup', 'db:restore', 'jobs', 'store:rebuild', 'store:export'];
// npm scripts of development: building, checking, formatting, testing, measuring.
const DEV_SCRIPTS = [
  'dev',
  'build',
  'typecheck',
  'lint',
  'format',
  'test',
  'postinstall',
  'bench',
  'bench:studio',
  'bench:search',
  'lighthouse',
  'reliability',
];

// Astro's config and what it loads (the Vite plugins, the service worker integration), and the
// font copy `npm run build` runs before it: none of it is loaded by the built app or the server.
const BUILD_TIME = ['astro.config.mjs', 'src/build', 'integrations', 'scripts/fonts.ts'];
// Test support kept beside the code it serves (the Block.test.ts files' renderer): test files alone import it.
const TEST_SUPPORT = ['blocks/placeholder/render-block.ts'];

// Packages no file imports that a tool loads when a script runs it.
const LOADED_BY_TOOLS: Record<string, string> = { '@astrojs/check': '`astro check` (npm run typecheck)' };
// Read at run time from their package folders (invoice PDFs, text outlines) and copied into the build (scripts/fonts.ts).
const FONT_PACKAGES: string[] = Object.values(FONT_FAMILIES).map((family) => family.package);

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

// Not packages: relative paths, Node's built-ins, Astro's virtual modules (`astro:middleware`)
// and those of our own Vite plugins (`virtual:printfront/…`).
const namesPackage = (specifier: string) => !/^[./]/.test(specifier) && !/^(astro|virtual):/.test(specifier) && !isNodeBuiltin(specifier);

interface PackageUse {
  file: string;
  specifier: string;
  name: string;
  typeOnly: boolean;
}

function packageUses(file: string): PackageUse[] {
  const onDemand = dynamicImports(readFileSync(path.join(ROOT, file), 'utf8')).map((specifier) => ({ specifier, typeOnly: false }));
  return [...importsOf(file), ...onDemand]
    .filter(({ specifier }) => namesPackage(specifier))
    .map(({ specifier, typeOnly }) => ({ file, specifier, name: packageOf(specifier), typeOnly }));
}

const isTestFile = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || within('tests')(file);
const underAny = (folders: string[]) => (file: string) => folders.some((folder) => within(folder)(file));

const scriptFiles = (names: string[]) =>
  names.flatMap((name) => [...(project.scripts[name] ?? '').matchAll(/\bscripts\/[\w.-]+\.(?:ts|mjs)\b/g)].map((match) => match[0]));
const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;
const reachedFromRuntimeScripts = reachableFrom(ROOT, scriptFiles(RUNTIME_SCRIPTS), { dynamic: true })
  .map((reached) => reached.target)
  .filter((target) => SOURCE.test(target) && existsSync(path.join(ROOT, target)));

const production = [...new Set([...['src', 'blocks', 'islands', 'themes'].flatMap((dir) => sourceFiles(dir)), ...reachedFromRuntimeScripts])].filter(
  (file) => !underAny(BUILD_TIME)(file) && !TEST_SUPPORT.includes(file),
);
const everyFile = [
  ...['src', 'blocks', 'islands', 'themes', 'integrations', 'scripts', 'tests'].flatMap((dir) => sourceFiles(dir, { tests: true })),
  ...['astro.config.mjs', 'vitest.config.ts', 'playwright.config.ts'],
];
const uses = everyFile.flatMap(packageUses);
const productionUses = production.flatMap(packageUses).filter((use) => !use.typeOnly);
const show = (list: PackageUse[]) => list.map((use) => `${use.file} → ${use.specifier}`);

/** A declared package's own package.json, as installed. */
const installed = (name: string) => readJson(path.join(ROOT, 'node_modules', name, 'package.json'));
const binsOf = (name: string) => {
  const { bin } = installed(name);
  return typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin ?? {});
};
/** `@types/x` → `x`, `@types/scope__x` → `@scope/x`. */
const typedPackage = (name: string) => (name.includes('__') ? `@${name.slice('@types/'.length).replace('__', '/')}` : name.slice('@types/'.length));

describe('package.json declares what the code uses', () => {
  it('sorts every package.json script into run time or development', () => {
    expect([...RUNTIME_SCRIPTS, ...DEV_SCRIPTS].sort()).toEqual(Object.keys(project.scripts).sort());
  });

  it('reads the production code, on-demand imports and the run-time scripts included', () => {
    expect(production).toContain('src/app/main.ts');
    expect(production).toContain('scripts/start.mjs');
    expect(production).not.toContain('src/build/astro-patches.ts');
    expect(production.length).toBeGreaterThan(500);
    expect(productionUses.map((use) => use.name)).toEqual(expect.arrayContaining(['astro', 'react', 'better-sqlite3', 'pg', 'zod']));
  });

  it('production code imports only dependencies', () => {
    expect(show(productionUses.filter((use) => !dependencies.includes(use.name)))).toEqual([]);
    expect(FONT_PACKAGES.filter((name) => !dependencies.includes(name))).toEqual([]);
  });

  it('production code imports neither build-time code nor test support', () => {
    const offending = production.flatMap(importsOf).filter((edge) => underAny([...BUILD_TIME, ...TEST_SUPPORT])(edge.to ?? ''));
    expect(offending.map((edge) => `${edge.from} → ${edge.specifier}`)).toEqual([]);
    const testSupportUsers = everyFile.flatMap(importsOf).filter((edge) => TEST_SUPPORT.includes(edge.to ?? '') && !isTestFile(edge.from));
    expect(testSupportUsers.map((edge) => `${edge.from} → ${edge.specifier}`)).toEqual([]);
  });

  it('every import names a declared package', () => {
    expect(show(uses.filter((use) => !declared.includes(use.name)))).toEqual([]);
  });

  it('no package is declared twice', () => {
    expect(dependencies.filter((name) => devDependencies.includes(name))).toEqual([]);
  });

  it('every declared package is used', () => {
    const commands = Object.values(project.scripts).flatMap((command) => command.split(/\s+/));
    const used = new Set([
      ...uses.map((use) => use.name),
      ...FONT_PACKAGES,
      ...Object.keys(LOADED_BY_TOOLS),
      ...declared.filter((name) => binsOf(name).some((bin) => commands.includes(bin))),
    ]);
    // The types of a used package (Node's: every file uses its built-ins), and the peers used packages ask for.
    for (let size = 0; size !== used.size; ) {
      size = used.size;
      for (const name of declared) {
        if (name.startsWith('@types/') && (typedPackage(name) === 'node' || used.has(typedPackage(name)))) used.add(name);
      }
      for (const name of [...used]) {
        if (declared.includes(name)) for (const peer of Object.keys(installed(name).peerDependencies ?? {})) used.add(peer);
      }
    }
    expect(declared.filter((name) => !used.has(name))).toEqual([]);
  });

  it('every dependency is one production code uses; the rest are devDependencies', () => {
    const atRunTime = new Set([...productionUses.map((use) => use.name), ...FONT_PACKAGES]);
    expect(dependencies.filter((name) => !atRunTime.has(name))).toEqual([]);
  });
});
