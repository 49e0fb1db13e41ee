// Build step (a Vite plugin in astro.config.mjs): each block type's styles, kept out of the
// storefront's shared stylesheet and handed to the renderer as text, so a page carries only
// the CSS of the block types it renders.
//
// Why: Astro bundles every style a route can reach, and a store page reaches every block
// type through the block registry, so each page shipped all of them (about 28 KiB unused
// on a home page). Block styles stay scoped `<style>` in their .astro files; this plugin
// takes the scoped CSS Astro's compiler produced for files under blocks/, empties it in the
// bundle, and serves it per block type from `virtual:printfront/block-styles`, which
// src/components/blocks/BlockStyles.astro inlines for the types a page uses.
import fs from 'node:fs';
import path from 'node:path';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:printfront/block-styles';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const STYLE_QUERY = /\?astro&type=style&index=\d+&lang\.css$/;

export function blockStyles(root: string): Plugin {
  const blocksDir = path.join(root, 'blocks') + path.sep;
  const isBlockStyle = (id: string) => STYLE_QUERY.test(id) && path.normalize(id.split('?')[0]!).startsWith(blocksDir);
  /** Scoped CSS of each style module under blocks/, by module id, as the compiler wrote it. */
  const captured = new Map<string, string>();
  // Only the production build splits: the dev server injects the styles of the components a
  // page renders by itself, and cannot list a module's imports (ModuleInfo.importedIds).
  let building = false;

  return {
    name: 'printfront:block-styles',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    transform(code, id) {
      if (!building || !isBlockStyle(id)) return undefined;
      captured.set(id, code);
      return { code: '', map: null };
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!building) return 'export const STYLE_PARTS = [];\nexport const BLOCK_STYLES = {};';
      // Each style module's CSS once (STYLE_PARTS), and for each block type the parts it needs
      // (BLOCK_STYLES), so a page drawing pods and a product list carries the pod's CSS once.
      const parts: string[] = [];
      const partOf = new Map<string, number>();
      const styles: Record<string, number[]> = {};
      for (const type of fs.readdirSync(blocksDir)) {
        const entry = path.join(blocksDir, type, 'Block.astro');
        if (!fs.existsSync(entry)) continue;
        // Everything the block's component reaches under blocks/ (its own parts, and any other
        // block's parts it draws directly), in import order, each once.
        const seen = new Set<string>();
        const needs: number[] = [];
        const visit = async (moduleId: string): Promise<void> => {
          if (seen.has(moduleId)) return;
          seen.add(moduleId);
          const info = await this.load({ id: moduleId });
          if (isBlockStyle(moduleId)) {
            const css = (captured.get(moduleId) ?? '').trim();
            if (css && !partOf.has(moduleId)) partOf.set(moduleId, parts.push(minify(css, moduleId)) - 1);
            if (partOf.has(moduleId)) needs.push(partOf.get(moduleId)!);
          }
          for (const imported of info.importedIds) {
            const file = path.normalize(imported.split('?')[0]!);
            if (file.startsWith(blocksDir) && /\.astro$/.test(file)) await visit(imported);
          }
        };
        await visit(entry);
        if (needs.length) styles[type] = needs;
      }
      return `export const STYLE_PARTS = ${JSON.stringify(parts)};\nexport const BLOCK_STYLES = ${JSON.stringify(styles)};`;
    },
  };
}

function minify(css: string, id: string): string {
  return transform({ filename: id.split('?')[0]!, code: Buffer.from(css), minify: true }).code.toString();
}
