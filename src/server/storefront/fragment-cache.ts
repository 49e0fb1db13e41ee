// Rendered HTML fragments (the shell, blocks) by a key that names everything they
// depend on. Keys carry the store's content version, so a change makes new keys and
// old fragments fall out of the bounded map. Fragments are kept as UTF-8 bytes: Astro
// streams bytes through untouched, so a re-used fragment is never encoded again.

const FRAGMENTS = Symbol.for('printfront.fragments');
const holder = globalThis as { [FRAGMENTS]?: Map<string, Promise<Uint8Array>> };
const fragments = (holder[FRAGMENTS] ??= new Map());
const LIMIT = 20_000;
const encoder = new TextEncoder();

export function fragmentCache(key: string, render: () => Promise<string>): Promise<Uint8Array> {
  const known = fragments.get(key);
  if (known) return known;
  const rendered = render().then((html) => encoder.encode(html));
  rendered.catch(() => fragments.delete(key));
  if (fragments.size >= LIMIT) fragments.delete(fragments.keys().next().value as string);
  fragments.set(key, rendered);
  return rendered;
}
