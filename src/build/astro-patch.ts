// What the build steps that rewrite Astro's own files share (render-garbage-plugin.ts,
// rendered-body-plugin.ts): each replaced text must be found exactly once, so an Astro
// upgrade that moves it fails the build instead of silently dropping the rewrite.
import type { Plugin } from 'vite';

/** One text replacement in an Astro file: `from` must occur exactly once. */
export interface TextPatch {
  name: string;
  from: string;
  to: string;
}

/** `code` with each patch applied in turn; throws, naming the plugin, the patch and the file, if a text is not found exactly once. */
export function applyPatches(code: string, patches: readonly TextPatch[], plugin: string, file: string): string {
  let patched = code;
  for (const patch of patches) {
    const at = patched.indexOf(patch.from);
    if (at < 0 || patched.indexOf(patch.from, at + 1) >= 0) {
      throw new Error(`${plugin}: "${patch.name}" does not match ${file} exactly once; check it against the installed Astro`);
    }
    patched = patched.slice(0, at) + patch.to + patched.slice(at + patch.from.length);
  }
  return patched;
}

/** A Vite plugin that rewrites one file of the installed Astro (`file`, as under astro/) with `patch`. */
export function astroFilePlugin(plugin: string, file: string, patch: (code: string) => string): Plugin {
  const suffix = `/node_modules/${file}`;
  return {
    name: plugin,
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]!.endsWith(suffix)) return null;
      return { code: patch(code), map: null };
    },
  };
}
