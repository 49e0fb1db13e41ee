import { execFileSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRegistries, ROOT, scanBlocks, scanThemes, staleRegistries, watchRegistries, writeRegistries } from '../../../scripts/block-registry.ts';
import { BLOCK_TYPES } from '../../../blocks/schemas.ts';
import { THEME_NAMES } from '../../../themes/index.ts';
import { loadBlock, loadModule, type BlockRenderer } from '../../../blocks/placeholder/render-block.ts';

// A block type is its folder and a theme its file: scripts/block-registry.ts writes the
// registries from them (docs/blocks.md). Here: the written files are current, the real folders
// are all registered, and a new folder is picked up with its schema, renderer and loader.

describe('the generated registries', () => {
  it('say what the folders say', () => {
    expect(staleRegistries(), 'stale: run `node scripts/block-registry.ts` (npm install, the build and the tests run it too)').toEqual([]);
  });

  it('register every folder under blocks/ under its own name, and every theme file', () => {
    const folders = scanBlocks(join(ROOT, 'blocks'));
    expect(folders.length).toBeGreaterThan(40);
    expect(Object.keys(BLOCK_TYPES)).toEqual(folders.map((folder) => folder.name));
    for (const [name, definition] of Object.entries(BLOCK_TYPES)) expect(definition.name).toBe(name);
    expect(folders.filter((folder) => !folder.renderer).map((folder) => folder.name)).toEqual(['_shadow_']);
    expect([...THEME_NAMES].sort()).toEqual(scanThemes(join(ROOT, 'themes')));
  });

  it('load in plain Node, as scripts and the seed do (type stripping, no Vite)', () => {
    const script = [
      "const { BLOCK_TYPES } = await import('./blocks/schemas.ts');",
      "const { THEME_NAMES } = await import('./themes/index.ts');",
      'console.log(JSON.stringify([Object.keys(BLOCK_TYPES).length, THEME_NAMES.length]));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: ROOT, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual([Object.keys(BLOCK_TYPES).length, THEME_NAMES.length]);
  });
});

// A scratch project inside the repository (var/ is git-ignored), so its files resolve zod and
// the real blocks/define.ts and themes/theme.ts as a block folder does.
const fixture = join(ROOT, 'var/test', `block-registry-${process.pid}`);
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), text);
};
const fromFixture = (path: string, target: string) => relative(dirname(join(fixture, path)), join(ROOT, target));
const fixtureUrl = (path: string) => pathToFileURL(join(fixture, path));

function defineBlock(name: string, props = 'z.object({})') {
  const path = `blocks/${name}/schema.ts`;
  write(
    path,
    `import { z } from 'zod';
import { defineBlockType } from '${fromFixture(path, 'blocks/define.ts')}';

export const ${name} = defineBlockType({ name: '${name}', title: '${name}', props: ${props}, compatibility: [], builder: () => ({}) });
`,
  );
}

describe('a new block type folder', () => {
  beforeAll(() => {
    rmSync(fixture, { recursive: true, force: true });
    // hologram: schema, renderer and loader; plain: no loader; _ghost_: hidden, no renderer.
    defineBlock('hologram', 'z.object({ glow: z.int().min(0).max(10).default(3) })');
    write('blocks/hologram/Block.astro', '---\nconst { block } = Astro.props;\n---\n<p>Glow {block.properties.glow}, {block.data.beams} beams</p>\n');
    write(
      'blocks/hologram/load.ts',
      'export interface Data {\n  beams: number;\n}\n\nexport async function load(_scope: unknown, properties: { glow: number }): Promise<Data> {\n  return { beams: properties.glow * 2 };\n}\n',
    );
    defineBlock('plain');
    write('blocks/plain/Block.astro', '<p>Plain</p>\n');
    defineBlock('_ghost_');
    write(
      'themes/aurora.ts',
      `import { defineTheme } from '${fromFixture('themes/aurora.ts', 'themes/theme.ts')}';\n\nexport const aurora = defineTheme({ name: 'aurora', label: 'Aurora', description: 'Test theme.', kind: 'named', tokens: {} });\n`,
    );
    write('themes/aurora-helpers.ts', 'export const glow = 1;\n');
    write('themes/palette.ts', 'export const colours = [];\n');
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('is written into the registries, and an unchanged folder rewrites nothing', () => {
    expect(writeRegistries(fixture)).toEqual(generateRegistries(fixture).map((file) => file.path));
    expect(writeRegistries(fixture)).toEqual([]);
    expect(staleRegistries(fixture)).toEqual([]);
    expect(readFileSync(join(fixture, 'blocks/components.generated.ts'), 'utf8')).not.toContain('_ghost_');
  });

  it('registers its definition: name, props schema and defaults, builder', async () => {
    const { BLOCK_DEFINITIONS } = await import(join(fixture, 'blocks/registry.generated.ts'));
    expect(Object.keys(BLOCK_DEFINITIONS)).toEqual(['_ghost_', 'hologram', 'plain']);
    expect(BLOCK_DEFINITIONS.hologram.name).toBe('hologram');
    expect(BLOCK_DEFINITIONS.hologram.props.parse({})).toEqual({ glow: 3 });
    expect(BLOCK_DEFINITIONS.hologram.props.safeParse({ glow: 11 }).success).toBe(false);
  });

  it('registers its loader and its data; a type without load.ts loads nothing', async () => {
    const { LOADERS, DATA_LOADERS } = await import(join(fixture, 'blocks/loaders.generated.ts'));
    expect(Object.keys(LOADERS)).toEqual(['hologram']);
    expect(await DATA_LOADERS.hologram({}, { glow: 4 })).toEqual({ beams: 8 });
    expect(await DATA_LOADERS.plain({}, {})).toBeUndefined();
    expect(await DATA_LOADERS._ghost_({}, {})).toBeUndefined();
  });

  describe('its renderer', () => {
    // Compiling .astro takes the app's Vite server (blocks/placeholder/render-block.ts): started in a hook.
    let renderer: BlockRenderer;
    beforeAll(async () => {
      renderer = await loadBlock(fixtureUrl('blocks/hologram/Block.astro'));
    });
    afterAll(() => renderer.close());

    it('is registered, and draws the block with its data', async () => {
      const generated = await loadModule(fixtureUrl('blocks/components.generated.ts'));
      const [hologram, plain] = await Promise.all([loadModule(fixtureUrl('blocks/hologram/Block.astro')), loadModule(fixtureUrl('blocks/plain/Block.astro'))]);
      expect(generated.BLOCK_RENDERERS).toEqual({ hologram: hologram.default, plain: plain.default });
      expect(await renderer.render({ type: 'hologram', properties: { glow: 5 }, data: { beams: 10 } })).toContain('<p>Glow 5, 10 beams</p>');
    });
  });

  it('registers a theme file, and only theme files', async () => {
    const { THEME_FILES } = await import(join(fixture, 'themes/index.generated.ts'));
    expect(Object.keys(THEME_FILES)).toEqual(['aurora']);
    expect(THEME_FILES.aurora.label).toBe('Aurora');
  });

  it('joins while the dev server runs: its watcher rewrites the registries, and a half-made folder is only reported', () => {
    const watcher = new EventEmitter();
    const reported: string[] = [];
    watchRegistries(fixture, watcher, (message) => reported.push(message));
    mkdirSync(join(fixture, 'blocks/later'));
    watcher.emit('addDir', join(fixture, 'blocks/later'));
    expect(reported).toEqual([
      "Block and theme registries: blocks/later/ has no schema.ts: every block type's folder has one, exporting `later` (docs/blocks.md)",
    ]);
    defineBlock('later');
    write('blocks/later/Block.astro', '<p>Later</p>\n');
    watcher.emit('add', join(fixture, 'blocks/later/Block.astro'));
    expect(readFileSync(join(fixture, 'blocks/registry.generated.ts'), 'utf8')).toContain("import { later } from './later/schema.ts';");
    rmSync(join(fixture, 'blocks/later'), { recursive: true });
    watcher.emit('unlinkDir', join(fixture, 'blocks/later'));
    expect(readFileSync(join(fixture, 'blocks/registry.generated.ts'), 'utf8')).not.toContain('later');
    expect(reported).toHaveLength(1);
  });

  it('refuses a folder that breaks the convention, saying what is missing', () => {
    write('blocks/broken/Block.astro', '<p>Broken</p>\n');
    expect(() => generateRegistries(fixture)).toThrow('blocks/broken/ has no schema.ts');
    write('blocks/broken/schema.ts', "export const definition = { name: 'broken' };\n");
    expect(() => generateRegistries(fixture)).toThrow('blocks/broken/schema.ts must export its definition as `export const broken = defineBlockType(');
    defineBlock('broken');
    write('blocks/broken/load.ts', 'export async function load() {\n  return 1;\n}\n');
    expect(() => generateRegistries(fixture)).toThrow('blocks/broken/load.ts must export `load`');
    rmSync(join(fixture, 'blocks/broken/load.ts'));
    rmSync(join(fixture, 'blocks/broken/Block.astro'));
    expect(() => generateRegistries(fixture)).toThrow('blocks/broken/ has no Block.astro');
    write('blocks/_ghost_/Block.astro', '<p>Ghost</p>\n');
    rmSync(join(fixture, 'blocks/broken'), { recursive: true });
    expect(() => generateRegistries(fixture)).toThrow('hidden types (_name_) are never drawn');
    rmSync(join(fixture, 'blocks/_ghost_/Block.astro'));
    expect(generateRegistries(fixture).map((file) => file.path)).toHaveLength(4);
  });
});
