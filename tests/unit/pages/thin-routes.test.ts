import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// STYLE: "route files are thin: parse, call a service, shape the response". A route that
// grows into a controller (form parsing, several service calls, long <style> blocks) wants
// a page service and a view component; these checks keep it from creeping back.
const pages = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src/pages');
const MAX_LINES = 45;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

const routes = files(pages).map((file) => ({ name: relative(pages, file), text: readFileSync(file, 'utf8') }));

describe('routes under src/pages/', () => {
  it('are found (the walk sees the storefront and the API)', () => {
    const names = routes.map((route) => route.name);
    expect(names).toContain('[...path].astro');
    expect(names).toContain('search.astro');
    expect(names.some((name) => name.startsWith('omnis/'))).toBe(true);
  });

  it.each(routes.map((route) => [route.name, route.text] as const))(`%s is under ${MAX_LINES} lines`, (_name, text) => {
    expect(text.trimEnd().split('\n').length).toBeLessThan(MAX_LINES);
  });

  it('carry no <style>: styles live in the components that draw the markup', () => {
    expect(routes.filter((route) => /<style[\s>]/i.test(route.text)).map((route) => route.name)).toEqual([]);
  });

  it('hold no components: no _-prefixed files or folders (they belong in src/components/)', () => {
    expect(routes.filter((route) => route.name.split(/[\\/]/).some((part) => part.startsWith('_'))).map((route) => route.name)).toEqual([]);
  });
});
