// Writes the block and theme registries from their folders, so a block type or a theme is added
// by adding its files and nothing else (docs/blocks.md, docs/themes-and-menus.md):
//   blocks/<type>/schema.ts   `export const <type> = defineBlockType({ … })`   → blocks/registry.generated.ts
//   blocks/<type>/Block.astro its renderer (none for hidden _types_)           → blocks/components.generated.ts
//   blocks/<type>/load.ts     optional: `load` and `type Data`                 → blocks/loaders.generated.ts
//   themes/<name>.ts          `export const <name> = defineTheme({ … })`       → themes/index.generated.ts
// The generated modules import each file statically, so plain Node (scripts, the seed), Vite and
// TypeScript all read them, and the block names stay an exact union. They are git-ignored and
// rewritten wherever code starts: `npm install` (postinstall), astro.config.mjs (and, while
// `astro dev` runs, on every change under blocks/ and themes/), vitest.config.ts and
// scripts/test.mjs; by hand: `node scripts/block-registry.ts`.
// Reads only file names and a line of each file (no module is loaded), so it runs before anything is compiled.

import type { EventEmitter } from 'node:events';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { isHiddenBlockType } from '../blocks/define.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A block type as its folder shows it. */
export interface BlockFolder {
  name: string;
  /** Has a Block.astro (every type but the hidden ones). */
  renderer: boolean;
  /** Has a load.ts. */
  loader: boolean;
}

/** A file the generator writes: its path from the root and its text. */
export interface GeneratedFile {
  path: string;
  text: string;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const HEADER = (from: string) => `// Written by scripts/block-registry.ts from ${from}: do not edit (git-ignored, rewritten on install, build and test).\n`;

// Code-unit order, not the locale's: the same files on every machine.
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function fail(message: string): never {
  throw new Error(`Block and theme registries: ${message}`);
}

/** Every folder under blocks/ is a block type, named as its folder. */
export function scanBlocks(blocksDir: string): BlockFolder[] {
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(byName)
    .map((name) => {
      const folder = join(blocksDir, name);
      const where = `blocks/${name}/`;
      if (!IDENTIFIER.test(name)) fail(`${where}: a block type's folder is named as the type, letters, digits and _ (it is imported under that name)`);
      const schema = join(folder, 'schema.ts');
      if (!existsSync(schema)) fail(`${where} has no schema.ts: every block type's folder has one, exporting \`${name}\` (docs/blocks.md)`);
      if (!new RegExp(`^export const ${name} = defineBlockType\\(`, 'm').test(readFileSync(schema, 'utf8'))) {
        fail(`${where}schema.ts must export its definition as \`export const ${name} = defineBlockType({ name: '${name}', … })\``);
      }
      const renderer = existsSync(join(folder, 'Block.astro'));
      const hidden = isHiddenBlockType(name);
      if (!hidden && !renderer) fail(`${where} has no Block.astro: every block type but the hidden ones (_name_) has a renderer`);
      if (hidden && renderer) fail(`${where}Block.astro: hidden types (_name_) are never drawn, so they have no renderer`);
      const load = join(folder, 'load.ts');
      const loader = existsSync(load);
      if (loader) {
        const text = readFileSync(load, 'utf8');
        if (
          !/^export\s+(async\s+function\s+|function\s+|const\s+|\{[^}]*\b)load\b/m.test(text) ||
          !/^export\s+(interface\s+|type\s+|\{[^}]*\b)Data\b/m.test(text)
        ) {
          fail(`${where}load.ts must export \`load\` (scope, properties) => Promise<Data> and its \`type Data\``);
        }
      }
      return { name, renderer, loader };
    });
}

/**
 * Every themes/<name>.ts that exports `const <name>` is the theme <name> (its type is checked where
 * themes/index.ts lists them); the other files there, exporting no const named as the file, are the
 * theme machinery.
 */
export function scanThemes(themesDir: string): string[] {
  return (
    readdirSync(themesDir, { withFileTypes: true })
      // Theme names are camelCase letters and digits (themes/theme.ts); test and generated files have a dot more.
      .filter((entry) => entry.isFile() && /^[a-z][A-Za-z0-9]*\.ts$/.test(entry.name))
      .map((entry) => entry.name.slice(0, -'.ts'.length))
      .filter((name) => new RegExp(`^export const ${name}\\b`, 'm').test(readFileSync(join(themesDir, `${name}.ts`), 'utf8')))
      .sort(byName)
  );
}

const componentName = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);
const lines = (items: string[]) => items.map((item) => `${item}\n`).join('');

function blockDefinitions(blocks: BlockFolder[]): string {
  return `${HEADER('blocks/*/schema.ts')}
${lines(blocks.map(({ name }) => `import { ${name} } from './${name}/schema.ts';`))}
/** Every block type's definition, by name: one per folder (schemas only, safe for the browser and plain Node). */
export const BLOCK_DEFINITIONS = {
${lines(blocks.map(({ name }) => `  ${name},`))}} as const;
`;
}

function blockRenderers(blocks: BlockFolder[]): string {
  const drawn = blocks.filter((block) => block.renderer);
  return `${HEADER('blocks/*/Block.astro')}
${lines(drawn.map(({ name }) => `import ${componentName(name)} from './${name}/Block.astro';`))}
/** Every drawn block type's renderer, by name (imported by the storefront renderer only). */
export const BLOCK_RENDERERS = {
${lines(drawn.map(({ name }) => `  ${name}: ${componentName(name)},`))}};
`;
}

function blockLoaders(blocks: BlockFolder[]): string {
  const loading = blocks.filter((block) => block.loader);
  return `${HEADER('blocks/*/load.ts')}
${lines(loading.map(({ name }) => `import * as ${name} from './${name}/load.ts';`))}
/** What each block type with a load.ts loads: its Data. */
export interface LoadedData {
${lines(loading.map(({ name }) => `  ${name}: ${name}.Data;`))}}

/** The block types' loaders, by name: each folder's load.ts. */
export const LOADERS = {
${lines(loading.map(({ name }) => `  ${name}: ${name}.load,`))}};

/** A block type without a load.ts loads nothing. */
const loadsNothing = async (): Promise<undefined> => undefined;

/** Every block type's loader, those that load nothing included. */
export const DATA_LOADERS = {
${lines(blocks.map(({ name, loader }) => `  ${name}: ${loader ? `${name}.load` : 'loadsNothing'},`))}};
`;
}

function themeFiles(themes: string[]): string {
  return `${HEADER('themes/*.ts')}
${lines(themes.map((name) => `import { ${name} } from './${name}.ts';`))}
/** Every theme, by name: one file per theme. */
export const THEME_FILES = {
${lines(themes.map((name) => `  ${name},`))}} as const;

/** The theme names, typed. */
export const THEME_FILE_NAMES = [
${lines(themes.map((name) => `  '${name}',`))}] as const;
`;
}

/** The registries the folders under `root` (its blocks/ and themes/) call for. */
export function generateRegistries(root: string = ROOT): GeneratedFile[] {
  const blocks = scanBlocks(join(root, 'blocks'));
  const themes = scanThemes(join(root, 'themes'));
  return [
    { path: 'blocks/registry.generated.ts', text: blockDefinitions(blocks) },
    { path: 'blocks/components.generated.ts', text: blockRenderers(blocks) },
    { path: 'blocks/loaders.generated.ts', text: blockLoaders(blocks) },
    { path: 'themes/index.generated.ts', text: themeFiles(themes) },
  ];
}

const isStale = (root: string, file: GeneratedFile) => {
  const path = join(root, file.path);
  return !existsSync(path) || readFileSync(path, 'utf8') !== file.text;
};

/** The generated files that are missing or say otherwise than the folders (paths from the root). */
export function staleRegistries(root: string = ROOT): string[] {
  return generateRegistries(root)
    .filter((file) => isStale(root, file))
    .map((file) => file.path);
}

/**
 * Writes the generated files that changed (an unchanged file is left alone, so a watching dev
 * server sees nothing); returns their paths. Each is written beside and renamed into place: two
 * processes starting at once (API runs side by side) never read half a file.
 */
export function writeRegistries(root: string = ROOT): string[] {
  const written = generateRegistries(root).filter((file) => isStale(root, file));
  for (const file of written) {
    const path = join(root, file.path);
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.text);
    renameSync(temporary, path);
  }
  return written.map((file) => file.path);
}

/**
 * Rewrites the registries when a block folder or theme file is added, removed or changed under
 * `root` (events as Vite's file watcher sends them). A folder caught half made (no schema.ts
 * yet) is reported, not fatal: the next save retries.
 */
export function watchRegistries(root: string, watcher: Pick<EventEmitter, 'on'>, log: (message: string) => void = console.warn): void {
  const watched = [join(root, 'blocks'), join(root, 'themes')];
  const rewrite = (path: string) => {
    if (path.endsWith('.generated.ts') || path.endsWith('.tmp') || !watched.some((dir) => path.startsWith(dir))) return;
    try {
      writeRegistries(root);
    } catch (error) {
      log(error instanceof Error ? error.message : String(error));
    }
  };
  for (const event of ['add', 'unlink', 'addDir', 'unlinkDir', 'change']) watcher.on(event, rewrite);
}

/** For `astro dev`: a block folder or theme added while the dev server runs joins the registries at once. */
export function registryWatcher(root: string = ROOT): Plugin {
  return {
    name: 'printfront:block-registry',
    configureServer(server) {
      watchRegistries(root, server.watcher);
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = writeRegistries();
  console.log(written.length > 0 ? `Wrote ${written.join(', ')}` : 'Block and theme registries are up to date');
}
